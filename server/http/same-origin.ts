import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerRefusal, isApiUrl } from "./framework-errors.ts";
import { SESSION_COOKIE } from "./session.ts";

// The one place that decides whether a request that changes something came from this site's own pages
// (decision 0041). Every request passes here before any route runs: pages, resource routes (/fav, /logout), the
// pages' data requests (".data") and the API. React Router's own check (document and ".data" actions only, and
// only the Origin header) is handed to this one in react-router.config.ts.
//
// The session cookie is SameSite=Lax: a browser sends it with a form posted from a sibling subdomain (same
// site, another origin), and Lax stops nothing there. So:
// - a page's post (any method but GET, HEAD, OPTIONS) whose Origin, or else Referer, names another origin is
//   refused, with or without a session, as React Router refused it before;
// - an API call is checked only when the session cookie is what authorises it (no Authorization header): the
//   apps send their token in that header, which no page elsewhere can make a browser add, and the payment
//   gateways' callbacks carry no session at all;
// - a request carrying the session with neither header is refused when it is what a cross-site HTML form sends
//   (a POST of a form's content type): old browsers sent no Origin with a form, and a page may forbid its
//   Referer. Every other request a browser makes from another page sends Origin (the Fetch standard adds it to
//   every method but GET and HEAD, as "null" where it must hide the page), so one with neither header comes from
//   no browser page at all.

/** Methods that change nothing, never checked. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What an HTML form can send (its enctypes): all a page on another site can post without the browser asking first. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);

const CARRIES_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`);

/** `scheme://host[:port]` of a URL, or null when it has none ("null", or not a URL). */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export interface SameOriginCheck {
  /** The origins this request may come from: PUBLIC_URL's, and the request's own as a trusted proxy passes it on. */
  siteOrigins(request: FastifyRequest): string[];
  /** True when the request must be refused before anything runs. */
  refuses(request: FastifyRequest): boolean;
}

/**
 * The rule, given the site's public address. The request's own origin is Fastify's `protocol://host`: the
 * X-Forwarded-Proto and X-Forwarded-Host of a proxy TRUST_PROXY names, else the connection and Host header
 * (server/config.ts). PUBLIC_URL's origin is also this site's, for a proxy that passes on neither.
 */
export function sameOriginCheck(publicUrl: string): SameOriginCheck {
  const publicOrigin = originOf(publicUrl);
  const siteOrigins = (request: FastifyRequest) => {
    const own = originOf(`${request.protocol}://${request.host}`);
    return [publicOrigin, own].filter((origin): origin is string => origin !== null);
  };
  /** "site" or "elsewhere" by Origin, else by Referer; "unknown" when the request has neither. */
  const source = (request: FastifyRequest): "site" | "elsewhere" | "unknown" => {
    const named = request.headers.origin ?? request.headers.referer;
    if (named === undefined) return "unknown";
    const origin = originOf(named);
    return origin !== null && siteOrigins(request).includes(origin) ? "site" : "elsewhere";
  };
  return {
    siteOrigins,
    refuses(request) {
      if (SAFE_METHODS.has(request.method)) return false;
      const session = CARRIES_SESSION.test(request.headers.cookie ?? "");
      if (isApiUrl(request.url) && (!session || request.headers.authorization?.trim())) return false;
      const from = source(request);
      if (from !== "unknown") return from === "elsewhere";
      const type = request.headers["content-type"]?.split(";", 1)[0]!.trim().toLowerCase() ?? "";
      return session && request.method === "POST" && FORM_TYPES.has(type);
    },
  };
}

/**
 * Refuses, before the body is read and before any route, page cache or action runs, what the check refuses: a
 * translated 403, JSON for the API and the site's small refusal page elsewhere (React Router has no way to show
 * its error page without running the action or every loader of the page, and /fav and /logout have no page).
 * Registered after the security headers, which the refusal then carries.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: { publicUrl: string }) {
  const check = sameOriginCheck(options.publicUrl);
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!check.refuses(request)) return;
    const { origin, referer } = request.headers;
    request.log.info({ origin, referer, site: check.siteOrigins(request) }, "same-origin check refused a request");
    reply.header("cache-control", "no-store");
    return answerRefusal(request, reply, 403, "http.crossOrigin");
  });
}

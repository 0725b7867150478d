import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Lang, type MessageKey, dir, translate } from "#core/i18n/index.ts";
import { apiErrorBody, isHttpError } from "./api-errors.ts";
import { statusMessage } from "./status-messages.ts";
import { requestLang } from "./request-lang.ts";
import type { SecurityHeaders } from "./security-headers.ts";

// What the site answers for a request refused outside the pages and the API's own routes: a URL Fastify cannot
// decode, a body it cannot read, an address nothing serves, a restart. Never Fastify's English JSON, never a
// page without the site's security headers (docs/decisions/0040-malformed-requests.md).

/** The JSON API's addresses, which answer JSON; every other address answers a page. */
export function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * A small page of its own (React Router never ran): the message, the request's id (what support looks up in
 * the logs) and the way home, in one language.
 */
export function errorPage(lang: Lang, key: MessageKey, requestId: string): string {
  const message = escapeHtml(translate(lang, key));
  const home = `<a href="${lang === "en" ? "/en" : "/"}">${escapeHtml(translate(lang, "error.backHome"))}</a>`;
  const reference = `<p>${escapeHtml(translate(lang, "error.reference"))} <bdi><code>${escapeHtml(requestId)}</code></bdi></p>`;
  return `<!doctype html><html lang="${lang}" dir="${dir(lang)}"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${message}</title><h1>${message}</h1>${reference}<p>${home}</p></html>`;
}

/** The language of a page address: English under /en (its data request "/en.data" too), Arabic elsewhere. */
function pageLang(url: string): Lang {
  return /^\/en(?:[/?#.]|$)/.test(url) ? "en" : "ar";
}

/** Answers a refusal: JSON in the caller's language under /api, a small page in the address's language elsewhere. */
export function answerRefusal(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey) {
  // The raw URL: Fastify has no parsed one for an address it could not decode.
  const url = request.raw.url ?? "";
  // Also for answers given before any hook ran (frameworkErrorAnswer).
  reply.header("x-request-id", request.id);
  if (isApiUrl(url)) {
    return reply.code(status).type("application/json; charset=utf-8").send(JSON.stringify(apiErrorBody(request, translate(requestLang(request), key))));
  }
  return reply.code(status).type("text/html; charset=utf-8").send(errorPage(pageLang(url), key, request.id));
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any hook runs, such as a URL whose percent-escapes are not
 * UTF-8 ("/en/%ff", a lone surrogate's "%ED%A0%80"). Its hooks never run for these, so the security headers
 * are set here.
 */
export function frameworkErrorAnswer(headers: SecurityHeaders) {
  return (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    headers.set(reply.raw);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return answerRefusal(request, reply, status, "error.badUrl");
  };
}

/**
 * Errors and unknown addresses outside the API (which has its own handler, ./api-errors.ts): a body Fastify
 * cannot read on a page ("Content-Type: bogus"), a form too large, a file the images folder does not have.
 * A real fault is logged and answered with the generic page.
 */
export function registerPageErrors(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const api = isApiUrl(request.raw.url ?? "");
    if (isHttpError(error)) return answerRefusal(request, reply, error.statusCode, error.key);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return answerRefusal(request, reply, status, statusMessage(status, api));
  });
  app.setNotFoundHandler((request, reply) => answerRefusal(request, reply, 404, statusMessage(404, isApiUrl(request.raw.url ?? ""))));
}

/**
 * While the server closes (SIGTERM), a request that still arrives on an open connection is answered 503 here,
 * after the security headers, instead of by Fastify's own `return503OnClosing` (bare JSON, no headers), which
 * app.ts turns off.
 */
export function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (!closing) return done();
    reply.header("connection", "close");
    // Answered here: the request goes no further (a hook that sends does not call done).
    void answerRefusal(request, reply, 503, "http.unavailable");
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { data, redirect } from "react-router";
import { localePath, stripLang } from "#core/i18n/index.ts";
import type { Services } from "../services.ts";
import { HttpError } from "./api-errors.ts";
import { type RequestSession, clearSessionCookie, createRequestSession, readSessionCookie, sessionToken } from "./session.ts";

const sessions = new WeakMap<FastifyRequest, RequestSession>();

/** The API's view of the session: refusals are JSON 401/403 in the caller's language. */
export function apiSession(request: FastifyRequest, { accounts }: Services): RequestSession {
  let session = sessions.get(request);
  if (!session) {
    const token = sessionToken(request.headers.authorization, request.headers.cookie);
    session = createRequestSession(token, accounts.currentUser, (status, key) => {
      throw new HttpError(status, key);
    });
    sessions.set(request, session);
  }
  return session;
}

/** The address a page request is really for (client navigations fetch "<path>.data"). */
export function pagePath(rawUrl: string): string {
  const url = new URL(rawUrl, "http://x");
  let path = url.pathname.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return path + (search ? `?${search}` : "");
}

/** The pages' view: a visitor goes to sign-in in their language, with the way back; others see a 403 page. */
export function pageSession(request: FastifyRequest, _reply: FastifyReply, { accounts }: Services): RequestSession {
  const token = sessionToken(null, request.headers.cookie);
  return createRequestSession(token, accounts.currentUser, (status, key) => {
    if (status === 401) {
      const path = pagePath(request.url);
      const { lang } = stripLang(path.split("?")[0]!);
      throw redirect(`${localePath(lang, "/sign_in")}?redirect=${encodeURIComponent(path)}`);
    }
    throw data({ messageKey: key }, status);
  });
}

/**
 * A session cookie that holds no token (./session.ts: a broken escape, control characters, 8 KB) is cleared by
 * the answer, whichever page, API route or file it is; a later Set-Cookie of the same answer (signing in) comes
 * after this one and wins. A well-formed token that names no session is left alone: clearing it could sign out a
 * sign-in made meanwhile in another tab, and it never names one again anyway.
 */
export function registerSpoiledCookieClearing(app: FastifyInstance, options: { secure: boolean }) {
  app.addHook("onRequest", (request, reply, done) => {
    const cookie = request.headers.cookie;
    if (cookie && readSessionCookie(cookie).spoiled) reply.header("set-cookie", clearSessionCookie(options.secure));
    done();
  });
}

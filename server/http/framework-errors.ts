import type { FastifyReply, FastifyRequest } from "fastify";
import { dir, translate } from "#core/i18n/index.ts";
import { requestLang } from "./request-lang.ts";

/**
 * What Fastify refuses before any route runs (a URL whose percent-escapes are not UTF-8, such as a lone
 * surrogate's "%ED%A0%80"): a translated 400, as JSON under /api and as a small page elsewhere, instead of
 * Fastify's English JSON.
 */
export function answerFrameworkError(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const url = request.raw.url ?? "";
  if (url.startsWith("/api/") || url === "/api") {
    const message = translate(requestLang(request), "error.badUrl");
    return reply.code(status).type("application/json; charset=utf-8").send(JSON.stringify({ message }));
  }
  const lang = /^\/en(?:[/?#]|$)/.test(url) ? "en" : "ar";
  const message = translate(lang, "error.badUrl");
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(`<!doctype html><html lang="${lang}" dir="${dir(lang)}"><meta charset="utf-8"><title>${message}</title><h1>${message}</h1><p><a href="${lang === "en" ? "/en" : "/"}">${translate(lang, "error.backHome")}</a></p></html>`);
}

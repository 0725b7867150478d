import type { FastifyRequest } from "fastify";
import { type Lang, isLang } from "#core/i18n/index.ts";

/**
 * The language of an API answer: `?lang=` first, then the remembered cookie, then Accept-Language;
 * Arabic when nothing says otherwise (the site's default).
 */
export function requestLang(request: FastifyRequest): Lang {
  // Fastify has no parsed query for a URL it refused (see framework-errors.ts): read the raw one.
  const query = (request.query ?? Object.fromEntries(new URLSearchParams((request.raw.url ?? "").split("?")[1] ?? ""))) as Record<string, unknown>;
  if (isLang(query.lang)) return query.lang;
  const cookie = /(?:^|;\s*)lang=(ar|en)\b/.exec(request.headers.cookie ?? "");
  if (cookie && isLang(cookie[1])) return cookie[1];
  const accept = request.headers["accept-language"] ?? "";
  const first = accept.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return first === "en" ? "en" : "ar";
}

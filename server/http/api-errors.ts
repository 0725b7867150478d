import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { type Lang, type MessageKey, isMessageKey, translate } from "#core/i18n/index.ts";
import { statusMessage } from "./status-messages.ts";
import { requestLang } from "./request-lang.ts";

/** A client mistake with a translated message (and optional field errors); never logged as a server fault. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly key: MessageKey;
  readonly fields: Record<string, string> | undefined;
  /** Seconds to wait, for 429 answers. */
  readonly retryAfter: number | undefined;
  constructor(statusCode: number, key: MessageKey, fields?: Record<string, string>, retryAfter?: number) {
    super(key);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.key = key;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

/**
 * True for an HttpError from any copy of this module: the React Router build bundles its own copy, so
 * `instanceof` would miss errors thrown by the services. The name and the message key identify it.
 */
export function isHttpError(error: unknown): error is HttpError {
  if (typeof error !== "object" || error === null) return false;
  const e = error as Partial<HttpError>;
  return e.name === "HttpError" && typeof e.statusCode === "number" && isMessageKey(e.key);
}

/** Validates input with a shared zod schema; bad input becomes a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(".") || "_";
    fields[name] ??= issue.message;
  }
  throw new HttpError(400, "error.validation", fields);
}

const parsedQueries = new WeakMap<z.ZodType, LRUCache<string, object>>();

/**
 * parseInput for a query string that clients repeat (the apps' searches): valid answers are kept by the raw
 * query string, per schema, since parsing was a good part of what a kept search answer cost. The result is
 * shared between requests: read it, never change it.
 */
export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const at = request.url.indexOf("?");
  const query = at < 0 ? "" : request.url.slice(at + 1);
  let kept = parsedQueries.get(schema);
  if (!kept) parsedQueries.set(schema, (kept = new LRUCache({ max: 1000 })));
  const known = kept.get(query);
  if (known) return known as z.infer<S>;
  const parsed = parseInput(schema, request.query);
  if (typeof parsed === "object" && parsed !== null) kept.set(query, parsed);
  return parsed;
}

/** Field messages are i18n keys (from the shared zod schemas); anything else is shown as the generic one. */
export function translateFields(lang: Lang, fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([name, key]) => [name, isMessageKey(key) ? translate(lang, key) : translate(lang, "error.validation")]),
  );
}

/**
 * The one shape of every API error: the message in the caller's language, one message per invalid field, and
 * the request's id, which support finds in the logs (server/http/request-id.ts).
 */
export function apiErrorBody(request: FastifyRequest, message: string, errors?: Record<string, string>) {
  return { message, errors, requestId: request.id };
}

/** Every API error is JSON with a message in the caller's language; only real faults are 5xx. */
export function registerApiErrors(api: FastifyInstance) {
  api.setErrorHandler((error: Error & { statusCode?: number }, request: FastifyRequest, reply) => {
    const lang = requestLang(request);
    if (isHttpError(error)) {
      if (error.retryAfter) reply.header("retry-after", error.retryAfter);
      // A refusal that counts (a package or code in use: InUseError) is said in the language's plural form.
      const vars = "count" in error && typeof error.count === "number" ? { count: error.count } : undefined;
      return reply.code(error.statusCode).send(apiErrorBody(request, translate(lang, error.key, vars), translateFields(lang, error.fields)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: a body that is not JSON is a field mistake as far as the caller can tell.
      const key: MessageKey = status === 400 ? "error.validation" : statusMessage(status, true);
      return reply.code(status).send(apiErrorBody(request, translate(lang, key)));
    }
    request.log.error({ err: error }, "API request failed");
    return reply.code(500).send(apiErrorBody(request, translate(lang, "error.generic")));
  });
}

import { data } from "react-router";
import type { z } from "zod";
import type { AppContext } from "#app-context";
import type { Lang } from "#core/i18n/index.ts";
import type { RequestKind } from "#core/validation/requests.ts";
import { isHttpError, replyWithError } from "./form-actions.server.ts";
import { parseForm } from "./use-schema-form.ts";

type Kind = RequestKind;

/**
 * The action of a public request form (services, contact, draw plates and numbers), with or without JavaScript: parse
 * with the shared schema (translated field errors, nothing stored), submit through the requests service
 * (rate limited per address and e-mail: a translated 429 with Retry-After), and answer "request submitted"
 * with an estimate's indicative range. The honeypot's robots get the same answer, and nothing is kept.
 */
export async function submitRequestForm<S extends z.ZodType>(app: AppContext, formData: FormData, schema: S, kind: Kind, lang: Lang) {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return data({ kind, result: submission.reply(), done: false, estimate: undefined }, { status: 400 });
  const user = await app.session.user();
  try {
    const answer = await app.services.requests.submit({ kind, ...(submission.value as object) } as never, { ip: app.ip, lang, userId: user?.id });
    const e = answer.estimate;
    const estimate = e ? (e.enough ? { enough: true as const, low: e.low.toString(), high: e.high.toString(), count: e.count } : { enough: false as const, count: e.count }) : undefined;
    return data({ kind, result: submission.reply({ resetForm: true }), done: true, estimate });
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    const retryAfter = isHttpError(error) && error.retryAfter ? { "retry-after": String(error.retryAfter) } : undefined;
    return data({ kind, result, done: false, estimate: undefined }, { status, ...(retryAfter ? { headers: retryAfter } : {}) });
  }
}

/** The headers of a request form's page: the root's (Cache-Control), and a refused post's Retry-After. */
export function requestFormHeaders({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

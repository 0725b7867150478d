import type { SubmissionResult } from "@conform-to/react";
import { isHttpError } from "#server/http/api-errors.ts";

export { isHttpError };
import type { RequestMeta } from "#server/modules/accounts/index.ts";

// Server-only helpers of the form actions (account pages). Replies carry message keys, translated where shown.

interface Replyable {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
}

/**
 * The form's answer to a refused service call: the message as a form error, field messages on their fields
 * (hidden fields such as passwords are never sent back). Anything that is not a client mistake is rethrown.
 */
export function replyWithError(submission: Replyable, error: unknown, hideFields: string[] = []): { result: SubmissionResult<string[]>; status: number } {
  if (!isHttpError(error) || error.statusCode >= 500) throw error;
  const e = error;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [name, key] of Object.entries(e.fields ?? {})) {
    if (name === "_") formErrors.push(key);
    else fieldErrors[name] = [key];
  }
  const shownOnField = Object.values(fieldErrors).some((keys) => keys.includes(e.key));
  // "Some fields are not valid" adds nothing when the fields say what is wrong.
  if (!shownOnField && !(e.key === "error.validation" && Object.keys(fieldErrors).length > 0)) formErrors.unshift(e.key);
  return { result: submission.reply({ formErrors, fieldErrors, hideFields }), status: e.statusCode };
}

/** Where the request comes from, for the services' rate limits and auth log. */
export function requestMeta(request: Request, ip: string): RequestMeta {
  return { ip, userAgent: request.headers.get("user-agent") ?? undefined };
}

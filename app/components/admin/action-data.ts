import type { SubmissionResult } from "@conform-to/react";
import type { MessageKey } from "#core/i18n/index.ts";

// What a section's action answered (app/lib/admin-section.server.ts), read by its page: the form's own reply,
// a refusal shown above the page, or a count to confirm before a bulk action on a whole filter.

type Answer = { intent?: string | undefined; result?: SubmissionResult<string[]>; error?: MessageKey; count?: number; ask?: number } | undefined;

/** The form's reply; with `intent`, only when the answer is that intent's (a page with several forms: each keeps its own). */
export const formResult = (answer: object | undefined, intent?: string) =>
  answer && "result" in answer && (intent === undefined || (answer as Answer)?.intent === intent) ? (answer as Answer)?.result : undefined;
export const refusalOf = (answer: object | undefined) => (answer && "error" in answer ? (answer as Answer)?.error : undefined);
/** A refusal's props for `FormError`: its words and, for a record in use, how many use it. */
export const refusalProps = (answer: object | undefined) => ({ error: refusalOf(answer), count: (answer as Answer)?.count });
export function askOf(answer: object | undefined): { intent: string; n: number } | undefined {
  const a = answer as Answer;
  return a && a.ask !== undefined ? { intent: String(a.intent), n: a.ask } : undefined;
}

import type { z } from "zod";
import { isMessageKey, translate } from "#core/i18n/index.ts";
import type { Lang } from "#core/i18n/lang.ts";

export interface ParsedFilters<T> {
  filters: T | null;
  /** Bad fields' translated messages, by field name. */
  errors: Record<string, string>;
  /** The query as sent, for the form. */
  raw: Record<string, string>;
}

/**
 * Parses the URL's filters with the shared schema; bad fields come back as translated messages. The answer
 * for a query is the same every time it is asked, and on the server, where zod runs without generated code
 * (core/validation/zod.ts), parsing one cost a listing about a tenth of a millisecond: the answers for the last
 * few hundred queries are kept (decision 0034). They are shared: callers must not change them.
 */
export function parseFilters<S extends z.ZodType>(schema: S, url: URL, lang: Lang, extra: Record<string, string> = {}): ParsedFilters<z.infer<S>> {
  let answers = parsed.get(schema);
  if (!answers) parsed.set(schema, (answers = new Map()));
  const key = `${lang}${url.search}\n${JSON.stringify(extra)}`;
  const known = answers.get(key);
  if (known) return known as ParsedFilters<z.infer<S>>;
  const answer = parse(schema, url, lang, extra);
  // A bound, not a policy: the queries people repeat come back at once.
  if (answers.size >= MAX_KEPT) answers.clear();
  answers.set(key, answer);
  return answer;
}

const MAX_KEPT = 500;
const parsed = new WeakMap<z.ZodType, Map<string, ParsedFilters<unknown>>>();

function parse<S extends z.ZodType>(schema: S, url: URL, lang: Lang, extra: Record<string, string>): ParsedFilters<z.infer<S>> {
  const raw = { ...Object.fromEntries(url.searchParams), ...extra };
  const result = schema.safeParse(raw);
  if (result.success) return { filters: result.data as z.infer<S>, errors: {}, raw };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "_");
    errors[name] ??= isMessageKey(issue.message) ? translate(lang, issue.message) : translate(lang, "error.validation");
  }
  return { filters: null, errors, raw };
}

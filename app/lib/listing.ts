import type { z } from "zod";
import { isMessageKey, translate } from "#core/i18n/index.ts";
import type { Lang } from "#core/i18n/lang.ts";

/** Parses the URL's filters with the shared schema; bad fields come back as translated messages. */
export function parseFilters<S extends z.ZodType>(schema: S, url: URL, lang: Lang, extra: Record<string, string> = {}) {
  const raw = { ...Object.fromEntries(url.searchParams), ...extra };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data as z.infer<S>, errors: {} as Record<string, string>, raw };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "_");
    errors[name] ??= isMessageKey(issue.message) ? translate(lang, issue.message) : translate(lang, "error.validation");
  }
  return { filters: null, errors, raw };
}

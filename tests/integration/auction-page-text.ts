import { type MessageKey, type MessageVars, translate } from "#core/i18n/index.ts";

// How the auction pages write their words, for the tests that read them (auction-pages*.test.ts).

/** Text as React writes it in HTML. */
export const esc = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
/** A message as a page writes it. */
export const say = (lang: "ar" | "en", key: MessageKey, vars?: MessageVars) => esc(translate(lang, key, vars));
/** A page's address in a language. */
export const at = (lang: "ar" | "en", path: string) => (lang === "ar" ? path : `/en${path}`);

/** A sentence as the pages write it: each value in its own <bdi> (app/components/isolated-sentence.tsx). */
export function sayIsolated(lang: "ar" | "en", key: MessageKey, values: Record<string, string>) {
  const names = Object.keys(values);
  const marked = translate(lang, key, Object.fromEntries(names.map((n, i) => [n, `\u0001${i}\u0002`])));
  return names.reduce((html, name, i) => html.replaceAll(`\u0001${i}\u0002`, `<bdi>${esc(values[name]!)}</bdi>`), esc(marked));
}

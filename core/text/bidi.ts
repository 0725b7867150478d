import type { MessageVars } from "../i18n/lang.ts";

// The one place that protects numbers, codes, dates, addresses and Latin text inside a sentence meant for plain
// text (e-mail subjects and bodies, the share text, <title>, WhatsApp links, PDF lines), where no <bdi> can
// (issue 32). In Arabic text the Unicode bidi algorithm otherwise reads digits after Arabic letters as Arabic
// numbers and lets the neutrals between them take the sentence's direction: "050 123 4567" shows as
// "4567 123 050", a plate "50-12345" as "12345-50", "(2026-11-24)" with its parts swapped. An isolate shields a
// value from its sentence and the sentence from it, and is invisible. Pages use <bdi> instead (item-title.tsx,
// price.tsx), which is the same isolate in HTML.

/** First strong isolate: the value takes the direction of its first letter, and left to right without one. */
export const FSI = "\u2068";
/** Left-to-right isolate: for a run that is left to right whatever it holds (a plate's code and number). */
export const LRI = "\u2066";
/** Ends an isolate. */
export const PDI = "\u2069";

const ISOLATES = /[\u2066-\u2069]/g;

/** A value isolated in the direction of its first letter (digits alone: left to right). */
export function isolate(value: string | number): string {
  const text = String(value);
  return text === "" ? text : `${FSI}${text}${PDI}`;
}

/** A run isolated left to right. */
export function isolateLtr(value: string | number): string {
  const text = String(value);
  return text === "" ? text : `${LRI}${text}${PDI}`;
}

/** Text without its isolates: for a field that must hold the bare value (a search, an address). */
export function withoutIsolates(text: string): string {
  return text.replace(ISOLATES, "");
}

/**
 * A message's values, each isolated, for a sentence in plain text: `translate(lang, key, isolated(vars))`.
 * `count` stays a bare number, since it chooses the plural form, and a bare number already keeps its digits.
 */
export function isolated(vars: MessageVars): MessageVars {
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, name === "count" ? value : isolate(value)]));
}

// Stand-ins for values while a label is split around them; control characters never occur in a translation.
const MARKS = ["\u0001", "\u0002"] as const;

/**
 * A label whose values stand together (a plate's "{code}-{number}", a number's "{number}") split in three: the
 * words before, the stretch from the first value to the last (which must read left to right as one run, so the
 * separator between them stays between them), and the words after. `fill` is the message with the given
 * stand-ins put in place of the values. Plain text isolates the run (`labelWithLtrRun`), a page puts it in a
 * `<bdi dir="ltr">` (app/components/catalog/item-title.tsx).
 */
export function splitAtLtrRun(fill: (marks: readonly string[]) => string, values: readonly string[]): [before: string, run: string, after: string] {
  const marked = fill(MARKS.slice(0, values.length));
  const at = values.map((_, i) => marked.indexOf(MARKS[i]!)).filter((i) => i >= 0);
  const put = (s: string) => values.reduce((text, value, i) => text.replace(MARKS[i]!, value), s);
  if (at.length === 0) return [marked, "", ""];
  const start = Math.min(...at);
  const end = Math.max(...at) + 1;
  return [put(marked.slice(0, start)), put(marked.slice(start, end)), put(marked.slice(end))];
}

/** The label for plain text, its values' run isolated left to right. */
export function labelWithLtrRun(fill: (marks: readonly string[]) => string, values: readonly string[]): string {
  const [before, run, after] = splitAtLtrRun(fill, values);
  return `${before}${isolateLtr(run)}${after}`;
}

/** "Label: value" for a plain-text line, the value isolated (a price, a phone, a code after an Arabic label). */
export function labelled(label: string, value: string | number): string {
  return `${label}: ${isolate(value)}`;
}

/** A share message or a WhatsApp text: the words, then the page's address isolated (its digits and slashes kept). */
export function withAddress(text: string, url: string, separator = " "): string {
  return `${text}${separator}${isolate(url)}`;
}

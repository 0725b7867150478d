/**
 * A message that counts something declares every plural form of its language, and the form is chosen by the
 * `{count}` value with `Intl.PluralRules` for the page's language (issue 32). Arabic has six forms (0; 1; 2;
 * 3–10 and 103–110…; 11–99…; 100–102…), English two; the types make a missing form a compile error, and
 * core/i18n/plurals.test.ts renders each count message for the numbers that pick each form.
 */
export interface EnPlural {
  one: string;
  other: string;
}
export interface ArPlural {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}
/** One message as written: a sentence, or the plural forms of one. */
export type Template = string | EnPlural | ArPlural;

/**
 * Declares one group of messages: English first, then Arabic with exactly the same keys (the type makes a missing
 * Arabic key a compile error; a test checks it at run time too). A key that is plural in English must be plural,
 * with all six forms, in Arabic.
 */
export function defineMessages<E extends Record<string, string | EnPlural>>(en: E, ar: { [K in keyof E]: E[K] extends string ? string : ArPlural }) {
  return { en: en as { [K in keyof E]: E[K] extends string ? string : EnPlural }, ar };
}

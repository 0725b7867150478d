import type { Lang } from "./i18n/lang.ts";

/** Money is kept as integer fils (1 AED = 100 fils) in bigint: top plates sell for tens of millions. */
export type Fils = bigint;

export function toFils(value: bigint | number | string): Fils {
  return typeof value === "bigint" ? value : BigInt(value);
}

/** Digits in groups of three with commas: Western digits in both languages, as UAE shops and banks print prices. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Formats fils as AED in the given language, exactly (no float rounding): "AED 1,234.56" and "1,234.56 د.إ", what
 * Intl.NumberFormat gives for en-AE and ar-AE with Western digits (a test holds them equal), without its bidi marks,
 * since a price is shown isolated (`<bdi>`, or core/text/bidi.ts in plain text), and without the final dot of CLDR's
 * "د.إ.": the glossary's one currency form (issue 32); isolated, a trailing dot shows on the amount's side. Written out because building the Arabic NumberFormat loads ICU's
 * Arabic data: some 25 ms in a browser, 100 ms on a mid-range phone, on every Arabic page with a price.
 */
export function formatAed(fils: bigint | number | string, lang: Lang): string {
  const value = toFils(fils);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const amount = `${grouped(String(abs / 100n))}.${String(abs % 100n).padStart(2, "0")}`;
  return lang === "ar" ? `${sign}${amount}\u00a0د.إ` : `${sign}AED\u00a0${amount}`;
}

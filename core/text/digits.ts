/**
 * Digits as people type them. A phone's Arabic keyboard types ٠١٢٣٤٥٦٧٨٩ (Arabic-Indic) and a Persian one
 * ۰۱۲۳۴۵۶۷۸۹ (Extended Arabic-Indic); every field where a number is typed reads them as 0–9. Without zod:
 * listing pages load this in the browser.
 */
export function toAsciiDigits(value: string): string {
  // Both blocks start at a code point ending in 0 (U+0660, U+06F0), so the low four bits are the digit.
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** Separators people type or paste inside a number: spaces (also no-break), dashes, dots, brackets. */
const NUMBER_SEPARATORS = /[\s\u00a0\u200e\u200f\u061c().\-‐-―]/g;

/**
 * A UAE phone number as typed or pasted, in its national form: "+971 50 123 4567", "00971501234567" and
 * "971501234567" all become "0501234567"; Arabic and Persian digits become ASCII. Anything else keeps its
 * digits and a leading "+" (a number of another country), separators removed.
 */
export function nationalPhone(value: string): string {
  const compact = toAsciiDigits(value).replace(NUMBER_SEPARATORS, "");
  // "+971 050…" (the national 0 kept by mistake) is the same number.
  const uae = /^(?:\+|00)?9710?(\d{8,9})$/.exec(compact);
  if (uae) return `0${uae[1]}`;
  return compact.replace(/^00(?=[1-9])/, "+");
}

const WHOLE_NUMBER = /^[0-9\u0660-\u0669\u06f0-\u06f9]+$/;

/** A whole number typed as digits of any of the three sets (spaces around allowed); undefined for anything else ("1e3", "1.5", "0x10", ""). */
export function parseWholeNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(toAsciiDigits(trimmed)) : undefined;
}

/** The largest row id: PostgreSQL's integer. */
export const ID_MAX = 2_147_483_647;

/** A row id from a path (`/buy/plates/:id`), or undefined. */
export function parseId(value: string): number | undefined {
  const n = parseWholeNumber(value);
  return n !== undefined && n >= 1 && n <= ID_MAX ? n : undefined;
}

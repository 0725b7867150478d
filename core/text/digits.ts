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

/** Digits, optional thousands commas (ASCII or Arabic "٬"), and a decimal point ("." or Arabic "٫"). */
const DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * A decimal as typed ("1,250.50", "١٬٢٥٠٫٥", "5.25"), as a whole number of its `scale`-th parts: with scale 2,
 * dirhams become fils and a percentage becomes basis points. Undefined for anything else, including more
 * decimals than the scale ("1.005"), signs, exponents and misplaced commas ("1,25").
 */
export function parseScaledDecimal(value: string, scale: number): number | undefined {
  const typed = toAsciiDigits(value.trim()).replaceAll("\u066c", ",").replaceAll("\u066b", ".");
  const match = DECIMAL.exec(typed);
  if (!match || (match[2]?.length ?? 0) > scale) return undefined;
  const whole = Number(match[1]!.replaceAll(",", ""));
  const fraction = Number((match[2] ?? "").padEnd(scale, "0") || "0");
  const scaled = whole * 10 ** scale + fraction;
  return Number.isSafeInteger(scaled) ? scaled : undefined;
}

/** Fils as dirhams for a form field: 125050 → "1250.50" (no grouping, so it reads back the same). */
export function formatScaled(value: number | bigint, scale: number): string {
  const text = BigInt(value).toString().padStart(scale + 1, "0");
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/** The largest row id: PostgreSQL's integer. */
export const ID_MAX = 2_147_483_647;

/** A row id from a path (`/buy/plates/:id`), or undefined. */
export function parseId(value: string): number | undefined {
  const n = parseWholeNumber(value);
  return n !== undefined && n >= 1 && n <= ID_MAX ? n : undefined;
}

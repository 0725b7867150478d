import type { Lang } from "../i18n/lang.ts";
import { formatScaled } from "./digits.ts";

// The one place that writes a percent sign after a figure (issue 32): the glossary wants the Arabic percent sign
// "٪" (U+066A) in Arabic text and "%" in English. Messages hold only the placeholder ("VAT {rate}"), so no
// sentence, table cell or PDF line can write the sign another way.

const SIGN: Record<Lang, string> = { en: "%", ar: "\u066a" };

/** A percentage as the language writes it: 5 → "5%" in English, "5٪" in Arabic (digits stay Western, as prices). */
export function formatPercent(value: number | string, lang: Lang): string {
  return `${value}${SIGN[lang]}`;
}

/** A rate kept in basis points as its percentage figure: 500 → "5", 250 → "2.50" (hundredths only when it has them). */
export function basisPointsFigure(basisPoints: number): string {
  return formatScaled(basisPoints, 2).replace(/\.00$/, "");
}

/** A rate kept in basis points, as the language writes it: 500 → "5%" / "5٪". */
export function formatBasisPoints(basisPoints: number, lang: Lang): string {
  return formatPercent(basisPointsFigure(basisPoints), lang);
}

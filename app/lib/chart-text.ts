import type { Lang } from "#core/i18n/lang.ts";

// Figures written on a chart's axis, shared by the dashboard's charts and a buy page's price history. Digits are
// Western in both languages, as everywhere on the site.

export const chartLocale = (lang: Lang) => (lang === "ar" ? "ar-AE-u-nu-latn" : "en-AE");
/** Intl's bidi marks out: a figure is isolated where it is shown. */
export const bare = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");
/** "1.2K", "15 ألف": an axis tick. */
export const compact = (lang: Lang, n: number) => bare(new Intl.NumberFormat(chartLocale(lang), { notation: "compact", maximumFractionDigits: 1 }).format(n));

import type { Lang } from "./i18n/index.ts";

/** Money is kept as integer fils (1 AED = 100 fils) in bigint: top plates sell for tens of millions. */
export type Fils = bigint;

export function toFils(value: bigint | number | string): Fils {
  return typeof value === "bigint" ? value : BigInt(value);
}

const formatters = {
  // Western digits in both languages, as UAE shops and banks print prices.
  ar: new Intl.NumberFormat("ar-AE-u-nu-latn", { style: "currency", currency: "AED" }),
  en: new Intl.NumberFormat("en-AE", { style: "currency", currency: "AED" }),
};

/** Formats fils as AED in the given language, exactly (no float rounding). */
export function formatAed(fils: bigint | number | string, lang: Lang): string {
  const value = toFils(fils);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const decimal = `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
  return formatters[lang].format(decimal as unknown as number);
}

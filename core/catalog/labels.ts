import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import { emirateList } from "./emirates.ts";
import { formatMobile } from "./format.ts";

// An item's name in words, the same on pages, in e-mails and in share messages.

export function emirateName(code: string, lang: Lang): string {
  const e = emirateList.find((x) => x.code === code);
  return e ? (lang === "ar" ? e.nameAr : e.name) : code;
}

/** "Dubai plate A 777": what a screen reader says and what a share message quotes. */
export function plateLabel(p: { emirate: string; code: string; number: number | string }, lang: Lang): string {
  return translate(lang, "catalog.plateLabel", { emirate: emirateName(p.emirate, lang), code: p.code, number: p.number });
}

export function numberLabel(n: { operator: string; number: string }, lang: Lang): string {
  return translate(lang, "catalog.numberLabel", { operator: translate(lang, `catalog.operator.${n.operator}` as MessageKey), number: formatMobile(n.number) });
}

import type { MessageKey, Translate } from "../i18n/index.ts";
import type { Lang } from "../i18n/lang.ts";
import { emirateList } from "./emirates.ts";
import { formatMobile } from "./format.ts";

// An item's name in words, the same on pages, in e-mails and in share messages. The translation is passed in:
// the server has every message, a page only its own (decision 0031), and this module serves both.

export function emirateName(code: string, lang: Lang): string {
  const e = emirateList.find((x) => x.code === code);
  return e ? (lang === "ar" ? e.nameAr : e.name) : code;
}

/** "Dubai plate A 777": what a screen reader says and what a share message quotes. */
export function plateLabel(p: { emirate: string; code: string; number: number | string }, lang: Lang, t: Translate): string {
  return t("catalog.plateLabel", { emirate: emirateName(p.emirate, lang), code: p.code, number: p.number });
}

export function numberLabel(n: { operator: string; number: string }, t: Translate): string {
  return t("catalog.numberLabel", { operator: t(`catalog.operator.${n.operator}` as MessageKey), number: formatMobile(n.number) });
}

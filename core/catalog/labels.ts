import type { MessageKey, Translate } from "../i18n/index.ts";
import type { Lang } from "../i18n/lang.ts";
import { emirateList } from "./emirates.ts";
import { labelWithLtrRun } from "../text/bidi.ts";
import { formatMobile } from "./format.ts";

// An item's name in words, the same on pages, in e-mails and in share messages. The translation is passed in:
// the server has every message, a page only its own (decision 0031), and this module serves both.

export function emirateName(code: string, lang: Lang): string {
  const e = emirateList.find((x) => x.code === code);
  return e ? (lang === "ar" ? e.nameAr : e.name) : code;
}

/**
 * "Dubai plate A 777": what a screen reader says and what a share message, an e-mail, the tab's title and the
 * PDF quote. The code and number are one left-to-right isolate (core/text/bidi.ts): in Arabic plain text "50-12345"
 * would otherwise show as "12345-50".
 */
export function plateLabel(p: { emirate: string; code: string; number: number | string }, lang: Lang, t: Translate): string {
  return labelWithLtrRun(([code, number]) => t("catalog.plateLabel", { emirate: emirateName(p.emirate, lang), code: code!, number: number! }), [p.code, String(p.number)]);
}

/** "du number 055 777 7777", its digits one left-to-right isolate ("6112 824 052" otherwise, in Arabic). */
export function numberLabel(n: { operator: string; number: string }, t: Translate): string {
  return labelWithLtrRun(([number]) => t("catalog.numberLabel", { operator: t(`catalog.operator.${n.operator}` as MessageKey), number: number! }), [formatMobile(n.number)]);
}

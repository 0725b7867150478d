import type { MessageKey, Translate } from "../i18n/index.ts";
import type { Lang } from "../i18n/lang.ts";
import { emirateList } from "./emirates.ts";
import { labelWithLtrRun, withoutIsolates } from "../text/bidi.ts";
import { formatMobile } from "./format.ts";

// An item's name in words, the same on pages, in e-mails and in share messages. The translation is passed in:
// the server has every message, a page only its own (decision 0031), and this module serves both.

export function emirateName(code: string, lang: Lang): string {
  const e = emirateList.find((x) => x.code === code);
  return e ? (lang === "ar" ? e.nameAr : e.name) : code;
}

/**
 * "Dubai plate A 777" as plain text that is shown (a share message, an e-mail, the tab's title, a list's cell): the
 * code and number are one left-to-right isolate (core/text/bidi.ts), since in Arabic "50-12345" would otherwise
 * show as "12345-50".
 */
export function plateText(p: { emirate: string; code: string; number: number | string }, lang: Lang, t: Translate): string {
  return labelWithLtrRun(([code, number]) => t("catalog.plateLabel", { emirate: emirateName(p.emirate, lang), code: code!, number: number! }), [p.code, String(p.number)]);
}

/**
 * The same words for what is not laid out as text: an accessible name (aria-label, alt), structured data. They
 * hold no isolates, so a name is the text a reader hears and a test finds.
 */
export function plateLabel(p: { emirate: string; code: string; number: number | string }, lang: Lang, t: Translate): string {
  return withoutIsolates(plateText(p, lang, t));
}

/** "du number 055 777 7777" as shown plain text, its digits one left-to-right isolate ("6112 824 052" otherwise, in Arabic). */
export function numberText(n: { operator: string; number: string }, t: Translate): string {
  return labelWithLtrRun(([number]) => t("catalog.numberLabel", { operator: t(`catalog.operator.${n.operator}` as MessageKey), number: number! }), [formatMobile(n.number)]);
}

/** The same words as an accessible name, without isolates (see plateLabel). */
export function numberLabel(n: { operator: string; number: string }, t: Translate): string {
  return withoutIsolates(numberText(n, t));
}

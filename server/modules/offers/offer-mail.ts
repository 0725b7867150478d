import { type Lang, type MessageKey, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { isolated } from "#core/text/bidi.ts";
import { type MailContent, actionMail, mailWords } from "#server/modules/mail/index.ts";

/**
 * Each step of an offer that tells the other side (the buyer, or staff's address); its words are
 * `offers.mail.<step>Subject` and `…Body` (mailWords).
 */
export type OfferStep = "made" | "counterAccepted" | "counterDeclined" | "accepted" | "countered" | "declined" | "expired";

/**
 * One e-mail of an offer's step, in both languages with the reader's first (a buyer's own language; staff's
 * address, which has no account, Arabic first). `item` is the item's name in each language; the amount is the
 * step's (the offer, or the counter).
 */
export function offerMail(input: { step: OfferStep; lang: Lang; name?: string; item: (lang: Lang) => string; amount: bigint; url: string }): MailContent {
  return actionMail({
    lang: input.lang,
    ...(input.name ? { name: input.name } : {}),
    ...mailWords(`offers.mail.${input.step}`),
    button: "offers.mail.open",
    url: input.url,
    ignoreLine: false,
    vars: (lang) => isolated({ item: input.item(lang), amount: formatAed(input.amount, lang) }),
  });
}

/** The item's name as an e-mail shows it. */
export function itemName(lang: Lang, item: { kind: "plate"; emirate: string; code: string; number: number } | { kind: "number"; operator: string; number: string }): string {
  const t = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
  if (item.kind === "number") return t("catalog.numberLabel", { operator: t(`catalog.operator.${item.operator}` as MessageKey), number: item.number });
  return `${item.emirate.toUpperCase()} ${item.code} ${item.number}`;
}

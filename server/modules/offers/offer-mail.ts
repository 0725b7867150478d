import { type Lang, type MessageKey, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { isolated } from "#core/text/bidi.ts";
import { type MailContent, actionMail } from "#server/modules/mail/index.ts";

/** Each step of an offer and whom it tells (the other side): the buyer, or staff's address. */
const steps = {
  made: { subject: "offers.mail.newSubject", body: "offers.mail.newBody" },
  counterAccepted: { subject: "offers.mail.counterAcceptedSubject", body: "offers.mail.counterAcceptedBody" },
  counterDeclined: { subject: "offers.mail.counterDeclinedSubject", body: "offers.mail.counterDeclinedBody" },
  accepted: { subject: "offers.mail.acceptedSubject", body: "offers.mail.acceptedBody" },
  countered: { subject: "offers.mail.counteredSubject", body: "offers.mail.counteredBody" },
  declined: { subject: "offers.mail.declinedSubject", body: "offers.mail.declinedBody" },
  expired: { subject: "offers.mail.expiredSubject", body: "offers.mail.expiredBody" },
} as const satisfies Record<string, { subject: MessageKey; body: MessageKey }>;
export type OfferStep = keyof typeof steps;

/**
 * One e-mail of an offer's step, in both languages with the reader's first (a buyer's own language; staff's
 * address, which has no account, Arabic first). `item` is the item's name in each language; the amount is the
 * step's (the offer, or the counter).
 */
export function offerMail(input: { step: OfferStep; lang: Lang; name?: string; item: (lang: Lang) => string; amount: bigint; url: string }): MailContent {
  return actionMail({
    lang: input.lang,
    ...(input.name ? { name: input.name } : {}),
    subject: steps[input.step].subject,
    body: steps[input.step].body,
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

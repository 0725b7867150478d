import { invoiceLabel } from "#core/invoice-number.ts";
import { type Lang, type MessageKey, dir, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { isolated, labelled } from "#core/text/bidi.ts";
import type { MailContent } from "#server/modules/mail/index.ts";
import type { Order } from "./checkout.service.ts";

const escape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const keys = {
  receipt: { subject: "checkout.mail.receiptSubject", body: "checkout.mail.receiptBody" },
  refunded: { subject: "checkout.mail.refundSubject", body: "checkout.mail.refundBody" },
  extraRefunded: { subject: "checkout.mail.extraRefundSubject", body: "checkout.mail.extraRefundBody" },
} as const satisfies Record<string, { subject: MessageKey; body: MessageKey }>;

/**
 * The e-mails of an order's outcome, in both languages (the buyer's first): the receipt with the fee
 * breakdown and the invoice number, the apology for a payment refunded because the item was gone, or the
 * notice that a second payment for a paid order was refunded (`amountFils`: that payment).
 */
export function orderMail(input: { kind: keyof typeof keys; lang: Lang; name: string; order: Order; item: string; url: string; amountFils?: bigint }): MailContent {
  const { order } = input;
  const languages: Lang[] = input.lang === "ar" ? ["ar", "en"] : ["en", "ar"];
  const subjectKey: MessageKey = keys[input.kind].subject;
  const bodyKey: MessageKey = keys[input.kind].body;
  const rows = (lang: Lang): [string, string][] => [
    [translate(lang, "checkout.item"), input.item],
    ...(input.kind === "receipt" && order.invoiceNumber ? [[translate(lang, "checkout.invoiceNumber"), invoiceLabel(order.invoiceNumber)] as [string, string]] : []),
    [translate(lang, "fees.price"), formatAed(order.price, lang)],
    ...(order.discount > 0n ? [[translate(lang, "fees.discount"), `- ${formatAed(order.discount, lang)}`] as [string, string]] : []),
    [translate(lang, "fees.adminFee"), formatAed(order.adminFee, lang)],
    [translate(lang, "fees.vat"), formatAed(order.vat, lang)],
    ...(order.transferFee > 0n ? [[translate(lang, "fees.transferFee"), formatAed(order.transferFee, lang)] as [string, string]] : []),
    [translate(lang, "fees.total"), formatAed(order.total, lang)],
  ];
  // Values isolated (core/text/bidi.ts): the subject and the plain text have no <bdi> to keep their digits in order.
  const vars = (lang: Lang) => isolated({ order: order.id, item: input.item, amount: formatAed(input.amountFils ?? order.total, lang) });
  const subject = languages.map((l) => translate(l, subjectKey, vars(l))).join(" | ");
  const text = languages
    .map((l) =>
      [
        translate(l, "mail.greeting", { name: input.name }),
        "",
        translate(l, bodyKey, vars(l)),
        "",
        ...rows(l).map(([k, v]) => labelled(k, v)),
        "",
        input.url,
        "",
        translate(l, "mail.signature"),
      ].join("\n"),
    )
    .join("\n\n----------------------------------------\n\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,sans-serif">${languages
    .map(
      (l) => `<div lang="${l}" dir="${dir(l)}" style="max-width:560px;margin:0 auto 24px;padding:24px;background:#fff;border-radius:8px;color:#0f172a">
<p>${escape(translate(l, "mail.greeting", { name: input.name }))}</p>
<p>${escape(translate(l, bodyKey, vars(l)))}</p>
<table style="width:100%;border-collapse:collapse">${rows(l)
        .map(([k, v]) => `<tr><th style="text-align:start;padding:6px;border-bottom:1px solid #e2e8f0">${escape(k)}</th><td style="text-align:end;padding:6px;border-bottom:1px solid #e2e8f0"><bdi>${escape(v)}</bdi></td></tr>`)
        .join("")}</table>
<p><a href="${escape(input.url)}" style="display:inline-block;margin-top:16px;padding:12px 20px;background:#047857;color:#fff;border-radius:6px;text-decoration:none">${escape(translate(l, "checkout.mail.viewOrder"))}</a></p>
<p>${escape(translate(l, "mail.signature"))}</p>
</div>`,
    )
    .join("")}</body></html>`;
  return { subject, text, html };
}

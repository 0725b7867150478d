import { type Lang, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { labelled } from "#core/text/bidi.ts";
import { formatBasisPoints } from "#core/text/percent.ts";
import { type Direction, createPdf, drawLine, wrapText } from "#server/lib/pdf/pdf-text.ts";

/** Everything printed on a tax invoice, fixed when it is issued (a later change of the settings never alters it). */
export interface TaxInvoice {
  lang: Lang;
  /** "INV-000123": consecutive, without gaps. */
  number: string;
  issuedAt: Date;
  orderId: number;
  seller: { name: string; address: string; trn: string };
  buyer: { name: string; email: string; phone: string | null };
  /** The item as the invoice's language names it ("Car plate Dubai A 12345"). */
  item: string;
  promoCode: string | null;
  /** The order's breakdown, in fils. */
  amounts: { price: bigint; discount: bigint; adminFee: bigint; vat: bigint; transferFee: bigint; total: bigint };
  vatBasisPoints: number;
  payment: { method: "card" | "bank_transfer"; reference: string | null };
}

/** A day as the UAE writes it on paper, in UAE time: 25/11/2026. */
function uaeDate(instant: Date): string {
  const d = new Date(instant.getTime() + 4 * 60 * 60 * 1000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

const amount = (fils: bigint) => formatAed(fils, "en").replace(/^-?AED\u00a0/, (m) => (m.startsWith("-") ? "-" : ""));

const PAGE = { width: 595.28, margin: 48 };
const INK = { text: "#0f172a", muted: "#475569", brand: "#065f46", rule: "#cbd5e1", band: "#ecfdf5" };

/**
 * Draws the tax invoice as an A4 PDF in one language: Arabic is laid out right to left (columns mirrored),
 * English left to right. What a UAE tax invoice must show: the words "Tax invoice", the seller's name, address
 * and TRN, the invoice number and date, the buyer, each line with its VAT rate, the VAT in AED and the total.
 */
export async function renderTaxInvoice(invoice: TaxInvoice): Promise<Buffer> {
  const { lang } = invoice;
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(lang, key, vars);
  const dir: Direction = lang === "ar" ? "rtl" : "ltr";
  const { doc, finish } = createPdf({ title: `${t("invoice.title")} ${invoice.number}`, author: invoice.seller.name });
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  // A box given in the paragraph's own terms (its start and width), placed on the page for either direction.
  const box = (start: number, boxWidth: number) => ({ x: dir === "rtl" ? left + width - start - boxWidth : left + start, width: boxWidth });
  type Options = { start?: number; width?: number; size?: number; bold?: boolean; color?: string; align?: "start" | "end" | "center" };
  const line = (text: string, y: number, options: Options = {}) =>
    drawLine(doc, text, { ...box(options.start ?? 0, options.width ?? width), y, dir, size: options.size, weight: options.bold ? "bold" : "regular", color: options.color, align: options.align });
  // Amounts are read left to right in both languages ("-10,000.00", never "10,000.00-"), at the column's end.
  const figure = (fils: bigint, y: number, options: Options = {}) =>
    drawLine(doc, amount(fils), { ...box(options.start ?? 0, options.width ?? width), y, dir: "ltr", size: options.size, weight: options.bold ? "bold" : "regular", align: dir === "rtl" ? "start" : "end" });
  const rule = (y: number, color = INK.rule) => doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.8).strokeColor(color).stroke();

  // Heading: the seller on the start side, the title and number on the end side.
  let y = PAGE.margin;
  line(invoice.seller.name, y, { size: 15, bold: true, color: INK.brand, width: width * 0.6 });
  line(t("invoice.title"), y, { size: 18, bold: true, align: "end" });
  y += 26;
  for (const text of wrapText(doc, invoice.seller.address, width * 0.55, { dir, size: 9 })) {
    line(text, y, { size: 9, color: INK.muted, width: width * 0.6 });
    y += 13;
  }
  line(labelled(t("invoice.trn"), invoice.seller.trn), y, { size: 9, color: INK.muted, width: width * 0.6 });
  const facts: [string, string][] = [
    [t("invoice.number"), invoice.number],
    [t("invoice.issued"), uaeDate(invoice.issuedAt)],
    [t("invoice.order"), `#${invoice.orderId}`],
  ];
  facts.forEach(([label, value], i) => {
    line(labelled(label, value), PAGE.margin + 30 + i * 15, { size: 10, align: "end" });
  });
  y = Math.max(y + 22, PAGE.margin + 30 + facts.length * 15 + 10);
  rule(y);

  // The buyer.
  y += 12;
  line(t("invoice.buyer"), y, { size: 9, color: INK.muted });
  y += 14;
  line(invoice.buyer.name, y, { size: 11, bold: true });
  y += 16;
  line([invoice.buyer.email, invoice.buyer.phone].filter(Boolean).join(" · "), y, { size: 9, color: INK.muted });
  y += 26;

  // The lines: description, VAT rate, amount.
  const cols = { description: { start: 8, width: width * 0.6 }, rate: { start: width * 0.62, width: width * 0.16 }, amount: { start: width * 0.8, width: width * 0.2 - 8 } };
  const bandHeight = 22;
  const band = (top: number) => doc.rect(left, top, width, bandHeight).fill(INK.band);
  band(y);
  line(t("invoice.description"), y + 5, { ...cols.description, size: 9, bold: true });
  line(t("invoice.vatRate"), y + 5, { ...cols.rate, size: 9, bold: true, align: "center" });
  line(t("invoice.amount"), y + 5, { ...cols.amount, size: 9, bold: true, align: "end" });
  y += bandHeight + 8;
  const vatRate = formatBasisPoints(invoice.vatBasisPoints, lang);
  const a = invoice.amounts;
  const rows: [string, string, bigint][] = [
    [invoice.item, vatRate, a.price],
    ...(a.discount > 0n ? [[t("invoice.discount", { code: invoice.promoCode ?? "" }), vatRate, -a.discount] as [string, string, bigint]] : []),
    [t("invoice.adminFee"), vatRate, a.adminFee],
    ...(a.transferFee > 0n ? [[t("invoice.transferFee"), t("invoice.outOfScope"), a.transferFee] as [string, string, bigint]] : []),
  ];
  for (const [description, rowRate, value] of rows) {
    const wrapped = wrapText(doc, description, cols.description.width, { dir, size: 10 });
    wrapped.forEach((text, i) => line(text, y + i * 14, { ...cols.description, size: 10 }));
    line(rowRate, y, { ...cols.rate, size: 10, align: "center" });
    figure(value, y, { ...cols.amount, size: 10 });
    y += wrapped.length * 14 + 8;
    rule(y - 4);
  }

  // Totals, on the end side under the amounts.
  y += 6;
  const totals: [string, bigint, boolean][] = [
    [t("invoice.taxable"), a.price - a.discount + a.adminFee, false],
    [t("invoice.vat", { rate: vatRate }), a.vat, false],
    ...(a.transferFee > 0n ? [[t("invoice.disbursements"), a.transferFee, false] as [string, bigint, boolean]] : []),
    [t("invoice.total"), a.total, true],
  ];
  const labels = { start: width * 0.4, width: width * 0.4 };
  for (const [label, value, strong] of totals) {
    if (strong) {
      y += 6;
      band(y - 5);
    }
    line(label, y, { ...labels, size: strong ? 11 : 10, bold: strong });
    figure(value, y, { ...cols.amount, size: strong ? 11 : 10, bold: strong });
    y += strong ? 26 : 18;
  }

  // Payment and the notes.
  y += 10;
  const method = invoice.payment.method === "bank_transfer" ? t("invoice.method.bank_transfer", { reference: invoice.payment.reference ?? "" }) : t("invoice.method.card");
  line(t("invoice.paidBy", { method, date: uaeDate(invoice.issuedAt) }), y, { size: 10 });
  y += 16;
  line(t("invoice.currency"), y, { size: 9, color: INK.muted });
  rule(790);
  line(t("invoice.footer"), 798, { size: 8, color: INK.muted, align: "center" });
  return finish();
}

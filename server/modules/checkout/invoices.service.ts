import { labelWithLtrRun } from "#core/text/bidi.ts";
import { and, desc, eq } from "drizzle-orm";
import { emirateList } from "#core/catalog/emirates.ts";
import { type Lang, languages, translate } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { Bundles, CatalogService } from "#server/modules/catalog/index.ts";
import type { Storage } from "#server/modules/storage/index.ts";
import { orders, paymentAttempts } from "./checkout.schema.ts";
import type { Order } from "./checkout.service.ts";
import { invoiceLabel } from "#core/invoice-number.ts";
import { type TaxInvoice, renderTaxInvoice } from "./tax-invoice.ts";

/** The seller as a tax invoice names it, in one language (the Settings Manager's constants). */
export interface Seller {
  name: string;
  address: string;
  trn: string;
}

/** An issued invoice's files, one per language, in the storage's private area. */
export interface InvoiceFile {
  lang: Lang;
  key: string;
  filename: string;
}

/** The storage key of an invoice's PDF: made from its number, so issuing twice finds the first. */
const keyOf = (invoiceNumber: number, lang: Lang) => `${invoiceLabel(invoiceNumber).toLowerCase()}-${lang}.pdf`;

/**
 * Tax invoices of paid orders (decision 0020): drawn once in Arabic and in English when the receipt goes out,
 * kept in the private area of the storage, and never drawn again, so what the buyer received is what staff
 * and the buyer download later, whatever the settings say since.
 */
export function createInvoices(deps: { db: Db; catalog: CatalogService; bundles?: Pick<Bundles, "get">; storage: Storage; seller: (lang: Lang) => Promise<Seller> }) {
  const { db, storage } = deps;

  /**
   * The order's line as the invoice names it: its item, or a bundle's plate and number together (one line at
   * the bundle's one price, decision 0070), each item's figures isolated as they are alone.
   */
  async function itemName(order: Order, lang: Lang): Promise<string> {
    const bundle = order.bundleId === null ? undefined : await deps.bundles?.get(order.bundleId);
    if (bundle) return translate(lang, "invoice.bundle", { plate: await oneItem("plate", bundle.plateId, lang), number: await oneItem("number", bundle.numberId, lang) });
    return oneItem(order.itemKind, order.itemId, lang);
  }

  async function oneItem(kind: Order["itemKind"], itemId: number, lang: Lang): Promise<string> {
    if (kind === "number") {
      const item = await deps.catalog.orderedNumber(itemId);
      const operator = item ? translate(lang, `catalog.operator.${item.operator}`) : "";
      // Its digits one left-to-right isolate (core/text/bidi.ts), which the PDF's bidi pass honours.
      return labelWithLtrRun(([number]) => translate(lang, "invoice.mobile", { number: number!, operator }), [item?.number ?? `#${itemId}`]);
    }
    const plate = await deps.catalog.orderedPlate(itemId);
    const emirate = emirateList.find((e) => e.code === plate?.emirateCode.toUpperCase());
    const name = emirate ? (lang === "ar" ? emirate.nameAr : emirate.name) : "";
    return labelWithLtrRun(([code, number]) => translate(lang, "invoice.plate", { emirate: name, code: code!, number: number! }), [plate?.code ?? "", String(plate?.number ?? `#${itemId}`)]);
  }

  async function draw(order: Order & { invoiceNumber: number; paidAt: Date }, buyer: TaxInvoice["buyer"], lang: Lang): Promise<Buffer> {
    const [attempt] = await db
      .select({ provider: paymentAttempts.provider, bankReference: paymentAttempts.bankReference })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.state, "captured")))
      .orderBy(desc(paymentAttempts.id))
      .limit(1);
    return renderTaxInvoice({
      lang,
      number: invoiceLabel(order.invoiceNumber),
      issuedAt: order.paidAt,
      orderId: order.id,
      seller: await deps.seller(lang),
      buyer,
      item: await itemName(order, lang),
      promoCode: order.promoCode,
      amounts: order,
      vatBasisPoints: order.vatBasisPoints,
      payment: attempt?.provider === "bank_transfer" ? { method: "bank_transfer", reference: attempt.bankReference } : { method: "card", reference: null },
    });
  }

  return {
    /** The order's line as the invoice names it, in plain text (a bundle's receipt e-mail names its two items so). */
    itemName,

    /**
     * The order's invoice files, drawn and stored the first time (the receipt job calls this; a retried job
     * finds them). Undefined for an order that has no invoice number (not paid).
     */
    async issue(orderId: number): Promise<InvoiceFile[] | undefined> {
      const [row] = await db.select({ order: orders, name: users.name, email: users.email, phone: users.phone }).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(eq(orders.id, orderId));
      const order = row?.order;
      if (!row || !order?.invoiceNumber || !order.paidAt) return undefined;
      const issued = { ...order, invoiceNumber: order.invoiceNumber, paidAt: order.paidAt };
      const files: InvoiceFile[] = [];
      for (const lang of languages) {
        const key = keyOf(order.invoiceNumber, lang);
        if (!(await storage.exists("private", key))) await storage.put("private", key, await draw(issued, { name: row.name, email: row.email, phone: row.phone }, lang), "application/pdf");
        files.push({ lang, key, filename: `tax-invoice-${invoiceLabel(order.invoiceNumber)}-${lang}.pdf` });
      }
      return files;
    },

    /** An issued invoice's PDF in one language (issued now if the receipt job has not run yet). */
    async pdf(orderId: number, lang: Lang): Promise<{ bytes: Buffer; filename: string } | undefined> {
      const file = (await this.issue(orderId))?.find((f) => f.lang === lang);
      const stored = file && (await storage.get("private", file.key));
      return stored && file ? { bytes: stored.bytes, filename: file.filename } : undefined;
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constantsForm } from "#core/validation/settings.ts";
import { orders, plates } from "#server/db/schema.ts";
import { pdfText } from "../helpers/pdf.ts";
import { startSmtpCapture } from "../helpers/smtp-capture.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// The tax invoice of a paid order (decision 0020): issued once in Arabic and English, attached to the receipt
// e-mail (the buyer's language first), numbered without gaps, downloadable by its buyer only, and unchanged by
// later edits of the seller's details.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ seed: true, smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { cookie: `session=${token}` } : {}, ...(payload ? { payload } : {}) });

async function freePlate(): Promise<number> {
  const [row] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).orderBy(sql`${plates.id} desc`).limit(1);
  return row!.id;
}

/** A verified buyer who pays for a free plate on the sandbox (with a promo code, if given); the paid order. */
async function buyPlate(token: string, promo?: string) {
  const order = (await call("POST", "/api/checkout", token, { kind: "plate", id: await freePlate() })).json().data;
  if (promo) expect((await call("POST", `/api/orders/${order.id}/promo`, token, { code: promo })).statusCode).toBe(200);
  const url = (await call("POST", `/api/orders/${order.id}/pay`, token, {})).json().payment_url as string;
  await t.services.sandbox.decide(url.split("/").pop()!, "approve");
  const paid = (await call("GET", `/api/orders/${order.id}`, token)).json().data;
  expect(paid.state).toBe("paid");
  await t.services.worker.drain();
  return paid as { id: number; invoice_number: number; price: string; discount: string; vat: string; total: string; transfer_fee: string };
}

/** "9544500" fils as the invoice prints it: 95,445.00 */
const printed = (fils: string) => `${(BigInt(fils) / 100n).toLocaleString("en-US")}.${String(BigInt(fils) % 100n).padStart(2, "0")}`;

describe("the receipt's tax invoice", () => {
  it("is attached in both languages, the buyer's first, with the order's figures and its invoice number", async () => {
    await t.services.promocodes.create(systemStaff, { code: "INVOICE10", percent: 10, expiresAt: new Date(Date.now() + 3_600_000), maxUses: null });
    const u = await createUser(t, { verified: true, buyerVerified: true, name: "Sara Al Mansouri" });
    const token = await login(t, u.email, u.password);
    const order = await buyPlate(token, "INVOICE10");
    const label = `INV-${String(order.invoice_number).padStart(6, "0")}`;

    const mail = await smtp.latestTo(u.email);
    expect(mail.subject).toContain(String(order.id));
    // The test user's language is English.
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`tax-invoice-${label}-en.pdf`, "application/pdf"],
      [`tax-invoice-${label}-ar.pdf`, "application/pdf"],
    ]);
    const english = pdfText(Buffer.from(mail.attachments[0]!.base64, "base64")).replace(/[ \t]+/g, " ");
    expect(english).toContain(`Invoice number: ${label}`);
    expect(english).toContain("Sara Al Mansouri");
    expect(english).toContain("TRN: 100234567800003");
    expect(english).toContain(`Discount (code INVOICE10) 5% -${printed(order.discount)}`);
    expect(english).toContain(`VAT 5% ${printed(order.vat)}`);
    expect(english).toContain(`Total paid ${printed(order.total)}`);
    const arabic = pdfText(Buffer.from(mail.attachments[1]!.base64, "base64"));
    expect(arabic).toContain(label);
    expect(arabic).toContain(printed(order.total));
  });

  it("numbers invoices without gaps, and gives each buyer only their own", async () => {
    const a = await createUser(t, { verified: true, buyerVerified: true });
    const b = await createUser(t, { verified: true, buyerVerified: true });
    const tokenA = await login(t, a.email, a.password);
    const tokenB = await login(t, b.email, b.password);
    const first = await buyPlate(tokenA);
    const second = await buyPlate(tokenB);
    expect(second.invoice_number).toBe(first.invoice_number + 1);

    const mine = await call("GET", `/api/orders/${first.id}/invoice?lang=en`, tokenA);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(pdfText(mine.rawPayload)).toContain(`INV-${String(first.invoice_number).padStart(6, "0")}`);
    // The file downloaded is the one the e-mail carried.
    const attached = (await smtp.latestTo(a.email)).attachments.find((f) => f.filename.endsWith("-en.pdf"))!;
    expect(mine.rawPayload.equals(Buffer.from(attached.base64, "base64"))).toBe(true);

    expect((await call("GET", `/api/orders/${first.id}/invoice`, tokenB)).statusCode).toBe(404);
    expect((await call("GET", `/api/orders/${first.id}/invoice`)).statusCode).toBe(401);
    // An order not paid has no invoice.
    const open = (await call("POST", "/api/checkout", tokenB, { kind: "plate", id: await freePlate() })).json().data;
    expect((await call("GET", `/api/orders/${open.id}/invoice`, tokenB)).statusCode).toBe(404);
  });

  it("keeps an issued invoice as it was when the seller's details change", async () => {
    const u = await createUser(t, { verified: true, buyerVerified: true });
    const token = await login(t, u.email, u.password);
    const order = await buyPlate(token);
    const before = (await call("GET", `/api/orders/${order.id}/invoice?lang=en`, token)).rawPayload;
    await t.services.content.setConstant("sellerTrn", "100999999900003");
    t.services.content.forgetConstants();
    const after = (await call("GET", `/api/orders/${order.id}/invoice?lang=en`, token)).rawPayload;
    expect(after.equals(before)).toBe(true);
    expect(pdfText(after)).toContain("100234567800003");
    const [row] = await t.database.db.select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, order.id));
    expect(row?.n).toBe(order.invoice_number);
  });
});

describe("the seller's TRN setting", () => {
  it("takes 15 digits (spaces dropped) and refuses anything else with its own message", () => {
    const base = Object.fromEntries(Object.keys(constantsForm.shape).map((k) => [k, k.endsWith("_url") ? "" : "x"]));
    const ok = constantsForm.safeParse({ ...base, sellerTrn: "100 2345 6780 0003", sellerTrn_ar: "100234567800003" });
    expect(ok.success && ok.data.sellerTrn).toBe("100234567800003");
    for (const bad of ["10023456780000", "1002345678000031", "10023456780000A"]) {
      const refused = constantsForm.safeParse({ ...base, sellerTrn: bad, sellerTrn_ar: "100234567800003" });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((i) => i.message)).toEqual(["settings.trnInvalid"]);
    }
  });
});

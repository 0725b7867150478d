import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { outbox, plateCodes } from "#server/db/schema.ts";
import { pdfText } from "../helpers/pdf.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// A bundle's order names both its items (issue 31, decision 0070): the checkout page, the Congrats page and the
// PDF tax invoice, in both languages, each item's digits in their order. Before, the plate was the order's only
// item line and the number appeared nowhere.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  await t.database.db.insert(plateCodes).values({ emirateCode: "AJ", code: "QC" });
}, 120_000);
afterAll(() => t.close());

describe("a bundle's order", () => {
  it("lists the plate and the number on the checkout page, the Congrats page and the tax invoice, in both languages", async () => {
    const plateId = await t.services.plates.create(systemStaff, { emirateCode: "AJ", code: "QC", plateType: "private", number: 63636, price: 2_000_000n, active: true, featured: false });
    const numberId = await t.services.numbers.create(systemStaff, "du", { number: "0527763636", packageId: 1, price: 1_500_000n, active: true, featured: false });
    const bundleId = await t.services.bundles.create(systemStaff, { plateId, numberId, price: 3_000_000n, active: true });
    const buyer = await createUser(t, { verified: true, buyerVerified: true });
    const token = await login(t, buyer.email, buyer.password);
    const get = (url: string) => t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });
    const order = await t.services.checkout.startBundle(buyer.id, bundleId);

    const checkout = await get(`/en/checkout/${order.id}`);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain("A plate and a mobile number, sold together");
    expect(checkout.body).toContain("<bdi>Ajman QC 63636</bdi>");
    expect(checkout.body).toContain("<bdi>0527763636</bdi>");
    const arCheckout = await get(`/checkout/${order.id}`);
    expect(arCheckout.body).toContain("لوحة ورقم هاتف متحرك يُباعان معًا");
    expect(arCheckout.body).toContain("<bdi>عجمان QC 63636</bdi>");

    const url = await t.services.payments.pay(buyer.id, order.id, "en");
    const paymentId = url.split("/").pop()!;
    await t.services.sandbox.decide(paymentId, "approve");
    const { body, headers } = t.services.sandbox.callback(paymentId);
    await t.services.payments.handleCallback(Buffer.from(body), headers);

    const congrats = await get(`/en/payment_success?order=${order.id}`);
    expect(congrats.body).toContain("A plate and a mobile number, sold together");
    expect(congrats.body).toContain("<bdi>Ajman QC 63636</bdi>");
    expect(congrats.body).toContain("<bdi>0527763636</bdi>");
    const arCongrats = await get(`/payment_success?order=${order.id}`);
    expect(arCongrats.body).toContain("لوحة ورقم هاتف متحرك يُباعان معًا");
    expect(arCongrats.body).toContain("<bdi>0527763636</bdi>");

    const english = pdfText((await t.services.invoices.pdf(order.id, "en"))!.bytes).replace(/[\u2066-\u2069]/g, "").replace(/\s+/g, " ");
    // One line at the bundle's price (wrapped beside its rate and amount): the plate, then the number.
    expect(english).toContain("Bundle: Car plate Ajman QC 63636 with Mobile number 0527763636");
    // Shaped Arabic does not survive extraction; the digits do, each item's in its own order.
    const arabic = pdfText((await t.services.invoices.pdf(order.id, "ar"))!.bytes);
    expect(arabic).toContain("0527763636");
    expect(arabic).toMatch(/QC 63636|63636 QC/);

    // The receipt e-mail names both, as the invoice does (the test buyer's language is English).
    await t.services.worker.drain();
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    const receipt = mails.find((m) => m.attachments?.length);
    expect(receipt?.text.replace(/[\u2066-\u2069]/g, "")).toContain("Bundle: Car plate Ajman QC 63636 with Mobile number 0527763636 (du)");
  });
});

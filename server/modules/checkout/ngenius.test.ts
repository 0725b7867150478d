import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { orders, paymentAttempts, plates, users } from "#server/db/schema.ts";
import { buyerVerifications } from "./checkout.schema.ts";
import { NGENIUS_ABANDONED_AFTER_MS, createNGeniusProvider } from "./providers/ngenius.ts";
import { type FakeNGenius, startFakeNGenius } from "#tests/helpers/fake-ngenius.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";

// Checkout against N-Genius (PAYMENT_PROVIDER=ngenius), here a local server as strict as its documentation
// (docs/decisions/0039): the buyer is sent to its hosted page with absolute return addresses and their e-mail,
// its webhook is believed only with the portal's header (or when it decrypts with the portal's secret) and only
// names the order, the order API decides, a payment abandoned for an hour stops being asked about, a refund
// reverses a payment not yet settled and refunds a settled one, and a token the gateway refuses is renewed.

const API_KEY = "c2VjcmV0LWtleQ==";
const OUTLET = "outlet-7";
const SECRET = "Zq7#mT2!vR9$wX4&yL1@pN8*tB5^cD3+"; // 32 ASCII characters, as the portal's encryption wants
const portal = { headerKey: "X-Webhook-Secret", headerValue: SECRET };

let gateway: FakeNGenius;
let t: TestApp;
let n = 0;

beforeAll(async () => {
  gateway = await startFakeNGenius({ apiKey: API_KEY, outlet: OUTLET });
  t = await createTestApp({
    seed: true,
    env: { PAYMENT_PROVIDER: "ngenius", NGENIUS_API_KEY: API_KEY, NGENIUS_OUTLET: OUTLET, NGENIUS_BASE_URL: gateway.url, NGENIUS_WEBHOOK_HEADER_KEY: portal.headerKey, NGENIUS_WEBHOOK_HEADER_VALUE: SECRET },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

/** A verified buyer with an open order on a free plate. */
async function openOrder() {
  const id = `ng-buyer-${++n}`;
  await t.database.db.insert(users).values({ id, name: `Buyer ${n}`, email: `${id}@example.com`, emailVerified: true, lang: "en" });
  await t.database.db.insert(buyerVerifications).values({ userId: id, firstName: "Maryam", lastName: `Al Nuaimi ${n}`, trafficFileNumber: `TF-${n}`, emiratesIdKey: `private/eid-${n}.jpg`, drivingLicenceKey: `private/dl-${n}.jpg` });
  const [plate] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).limit(1);
  return { buyer: id, order: await t.services.checkout.start(id, "plate", plate!.id) };
}

/** Opens the card payment; the gateway's order reference (its hosted page is `<gateway>/pay/<reference>`). */
async function pay(buyer: string, orderId: number, lang: "ar" | "en" = "en") {
  return (await t.services.payments.pay(buyer, orderId, lang)).split("/").pop()!;
}

const stateOf = async (orderId: number) => (await t.database.db.select({ s: orders.state }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
const attemptOf = async (orderId: number) => (await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)))[0]!;
const callback = (delivery: { body: string; headers: Record<string, string> }) => t.app.inject({ method: "POST", url: "/api/payments/callback/ngenius", headers: delivery.headers, payload: delivery.body });
/** Attempts are asked about by reconciliation once pending for two minutes. */
const makeStale = () => t.database.db.update(paymentAttempts).set({ updatedAt: sql`now() - interval '10 minutes'` as unknown as Date }).where(eq(paymentAttempts.state, "pending"));

describe("N-Genius: the order", () => {
  it("opens a PURCHASE order with the buyer's e-mail and names and absolute return addresses, in the buyer's language", async () => {
    const { buyer, order } = await openOrder();
    const url = await t.services.payments.pay(buyer, order.id, "ar");
    expect(url.startsWith(`${gateway.url}/pay/`)).toBe(true);
    const sent = gateway.order(url.split("/").pop()!)!;
    expect(sent.amount).toEqual({ currencyCode: "AED", value: Number(order.total) });
    expect(sent.merchantOrderReference).toBe(`ord-${order.id}-1`);
    expect(sent.language).toBe("ar");
    // PUBLIC_URL is https://shop.test in the tests; Arabic pages have no prefix.
    expect(sent.redirectUrl).toBe(`https://shop.test/payment_success?order=${order.id}`);
    expect(sent.cancelUrl).toBe(`https://shop.test/payment_failure?order=${order.id}`);
    expect(sent.emailAddress).toBe(`${buyer}@example.com`);
    expect(sent.billingAddress).toEqual({ firstName: "Maryam", lastName: `Al Nuaimi ${n}` });

    const english = await openOrder();
    const ref = await pay(english.buyer, english.order.id, "en");
    // The hosted page sends the buyer back to the site itself, not to a path on the gateway's host.
    expect(gateway.hostedPage(ref, "PURCHASED")).toBe(`https://shop.test/en/payment_success?order=${english.order.id}&ref=${ref}`);
  });

  it("is refused by the gateway without an e-mail or with a relative return address (the contract server is as strict as the documentation)", async () => {
    const provider = createNGeniusProvider({ apiKey: API_KEY, outlet: OUTLET, baseUrl: gateway.url });
    const input = { reference: "ord-9999-1", amountFils: 1000n, lang: "en" as const, returnUrl: "https://shop.test/en/payment_success?order=9999", cancelUrl: "https://shop.test/en/payment_failure?order=9999" };
    await expect(provider.createSession({ ...input, buyer: { email: "" } })).rejects.toThrow(/HTTP 400/);
    await expect(provider.createSession({ ...input, returnUrl: "/en/payment_success?order=9999", buyer: { email: "b@example.com" } })).rejects.toThrow(/absolute/);
    expect((await provider.createSession({ ...input, buyer: { email: "b@example.com" } })).redirectUrl.startsWith(`${gateway.url}/pay/`)).toBe(true);
  });
});

describe("N-Genius: webhooks", () => {
  it("believes a JSON webhook only with the portal's header key and value, and then only after reading the order", async () => {
    const { buyer, order } = await openOrder();
    const reference = await pay(buyer, order.id);
    // Without the header, or with another value: refused (a stranger cannot make the site hammer the gateway).
    expect((await callback(gateway.webhook(reference, "PURCHASED"))).statusCode).toBe(400);
    expect((await callback(gateway.webhook(reference, "PURCHASED", { headerKey: portal.headerKey, headerValue: `${SECRET.slice(0, -1)}x` }))).statusCode).toBe(400);
    // With it, but claiming PURCHASED before the buyer has paid: nothing changes, the order API says STARTED.
    const early = await callback(gateway.webhook(reference, "PURCHASED", { ...portal, eventId: "e-1" }));
    expect(early.json()).toEqual({ status: "applied" });
    expect(await stateOf(order.id)).toBe("payment");
    gateway.hostedPage(reference, "PURCHASED");
    expect((await callback(gateway.webhook(reference, "PURCHASED", { ...portal, eventId: "e-2" }))).json()).toEqual({ status: "applied" });
    expect(await stateOf(order.id)).toBe("paid");
    expect((await callback(gateway.webhook(reference, "PURCHASED", { ...portal, eventId: "e-2" }))).json()).toEqual({ status: "duplicate" });
    // The sandbox's address is closed when N-Genius is the gateway.
    expect((await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers: { "content-type": "application/json" }, payload: "{}" })).statusCode).toBe(404);
  });

  it("reads an encrypted (text/plain) webhook with the portal's secret, and refuses one that does not decrypt with it", async () => {
    const { buyer, order } = await openOrder();
    const reference = await pay(buyer, order.id);
    gateway.hostedPage(reference, "PURCHASED");
    const forged = gateway.webhook(reference, "PURCHASED", { encryptWith: "A".repeat(32) });
    expect((await callback(forged)).statusCode).toBe(400);
    expect((await callback({ body: "not base64 at all!", headers: { "content-type": "text/plain" } })).statusCode).toBe(400);
    expect(await stateOf(order.id)).toBe("payment");
    const real = await callback(gateway.webhook(reference, "PURCHASED", { encryptWith: SECRET }));
    expect(real.statusCode).toBe(200);
    expect(real.json()).toEqual({ status: "applied" });
    expect(await stateOf(order.id)).toBe("paid");
  });

  it("takes the webhook's header key and value as a pair from the configuration", () => {
    const base = { PAYMENT_PROVIDER: "ngenius", NGENIUS_API_KEY: API_KEY, NGENIUS_OUTLET: OUTLET };
    expect(() => loadConfig({ ...base, NGENIUS_WEBHOOK_HEADER_KEY: "X-Webhook-Secret" })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...base, NGENIUS_WEBHOOK_HEADER_KEY: "X Webhook", NGENIUS_WEBHOOK_HEADER_VALUE: SECRET })).toThrow(/HTTP header name/);
    const config = loadConfig({ ...base, NGENIUS_WEBHOOK_HEADER_KEY: "X-Webhook-Secret", NGENIUS_WEBHOOK_HEADER_VALUE: SECRET });
    expect(config.payments).toMatchObject({ provider: "ngenius", webhook: { headerKey: "X-Webhook-Secret", headerValue: SECRET } });
  });
});

describe("N-Genius: reconciliation", () => {
  it("finds a payment whose webhook never came in the reconciliation round, and marks a failed one", async () => {
    const paid = await openOrder();
    const failed = await openOrder();
    const paidRef = await pay(paid.buyer, paid.order.id);
    const failedRef = await pay(failed.buyer, failed.order.id);
    gateway.hostedPage(paidRef, "PURCHASED");
    gateway.hostedPage(failedRef, "FAILED");
    await makeStale();
    expect(await t.services.payments.reconcile()).toBeGreaterThanOrEqual(2);
    expect(await stateOf(paid.order.id)).toBe("paid");
    expect((await attemptOf(failed.order.id)).state).toBe("declined");
  });

  it("gives up on a payment left on the hosted page for an hour (STARTED or AWAIT_3DS) and stops asking; not before", async () => {
    const opened = [await openOrder(), await openOrder(), await openOrder(), await openOrder()];
    const [oldStarted, old3ds, youngStarted, young3ds] = await Promise.all(opened.map((o) => pay(o.buyer, o.order.id)));
    gateway.hostedPage(old3ds!, "AWAIT_3DS");
    gateway.hostedPage(young3ds!, "AWAIT_3DS");
    gateway.age(oldStarted!, NGENIUS_ABANDONED_AFTER_MS + 60_000);
    gateway.age(old3ds!, NGENIUS_ABANDONED_AFTER_MS + 60_000);
    gateway.age(youngStarted!, NGENIUS_ABANDONED_AFTER_MS - 60_000);
    gateway.age(young3ds!, 5 * 60_000);
    await makeStale();
    await t.services.payments.reconcile();
    expect(await Promise.all(opened.map(async (o) => (await attemptOf(o.order.id)).state))).toEqual(["expired", "expired", "pending", "pending"]);
    // The next rounds ask about the two still open, never again about the abandoned ones.
    const asked = (ref: string) => gateway.calls.filter((c) => c === `GET /transactions/outlets/${OUTLET}/orders/${ref}`).length;
    const before = [oldStarted, old3ds, youngStarted, young3ds].map((r) => asked(r!));
    await makeStale();
    await t.services.payments.reconcile();
    expect([oldStarted, old3ds, youngStarted, young3ds].map((r, i) => asked(r!) - before[i]!)).toEqual([0, 0, 1, 1]);
  });
});

describe("N-Genius: refunds", () => {
  /** A paid order at the gateway, through the provider alone (its own token, its own calls). */
  async function purchased() {
    const provider = createNGeniusProvider({ apiKey: API_KEY, outlet: OUTLET, baseUrl: gateway.url });
    const { providerRef } = await provider.createSession({
      reference: `ord-${9000 + ++n}-1`,
      amountFils: 1_500_000n,
      lang: "en",
      returnUrl: "https://shop.test/en/payment_success?order=1",
      cancelUrl: "https://shop.test/en/payment_failure?order=1",
      buyer: { email: "payer@example.com" },
    });
    gateway.hostedPage(providerRef, "PURCHASED");
    return { provider, ref: providerRef };
  }

  it("reverses a payment refunded minutes after it was made (not yet settled: cnp:cancel, REVERSED), once", async () => {
    const { buyer, order } = await openOrder();
    const reference = await pay(buyer, order.id);
    gateway.hostedPage(reference, "PURCHASED");
    await t.services.payments.refresh(buyer, order.id);
    expect(await stateOf(order.id)).toBe("paid");
    const attempt = await attemptOf(order.id);
    await t.database.db.update(orders).set({ state: "refund_due" }).where(eq(orders.id, order.id));
    await t.services.payments.refund(attempt.id);
    expect(gateway.order(reference)?.state).toBe("REVERSED");
    expect(gateway.calls).toContain(`PUT /transactions/outlets/${OUTLET}/orders/${reference}/payments/${gateway.order(reference)!.paymentRef}/cancel`);
    expect(await stateOf(order.id)).toBe("refunded");
    // Asked again (a retried job): the gateway says it is reversed, nothing more is sent.
    const sent = gateway.calls.length;
    await createNGeniusProvider({ apiKey: API_KEY, outlet: OUTLET, baseUrl: gateway.url }).refund(reference, attempt.amount);
    expect(gateway.calls.slice(sent).filter((c) => !c.startsWith("GET ") && !c.startsWith("POST /identity"))).toEqual([]);
  });

  it("refunds a settled payment through its capture's cnp:refund when the payment offers none itself", async () => {
    const { provider, ref } = await purchased();
    gateway.settleOvernight(ref, "capture");
    await provider.refund(ref, 1_500_000n);
    expect(gateway.order(ref)?.state).toBe("REFUNDED");
    const { paymentRef, captureRef } = gateway.order(ref)!;
    expect(gateway.calls).toContain(`POST /transactions/outlets/${OUTLET}/orders/${ref}/payments/${paymentRef}/captures/${captureRef}/refund`);
  });

  it("refunds a settled payment through its own cnp:refund when it offers one", async () => {
    const { provider, ref } = await purchased();
    gateway.settleOvernight(ref, "payment");
    await provider.refund(ref, 1_500_000n);
    expect(gateway.order(ref)?.state).toBe("REFUNDED");
    await provider.refund(ref, 1_500_000n); // a second time: already refunded, a no-op
    expect(gateway.order(ref)?.state).toBe("REFUNDED");
  });

  it("refuses to pretend: a payment that was never made offers nothing to give back", async () => {
    const provider = createNGeniusProvider({ apiKey: API_KEY, outlet: OUTLET, baseUrl: gateway.url });
    const { providerRef } = await provider.createSession({ reference: `ord-${9000 + ++n}-1`, amountFils: 100n, lang: "en", returnUrl: "https://shop.test/a", cancelUrl: "https://shop.test/b", buyer: { email: "p@example.com" } });
    await expect(provider.refund(providerRef, 100n)).rejects.toThrow(/offers no reversal or refund/);
  });
});

describe("N-Genius: access tokens", () => {
  it("fetches a fresh token once when the gateway answers 401 to one it gave, and retries the call", async () => {
    const { buyer, order } = await openOrder();
    const reference = await pay(buyer, order.id);
    gateway.hostedPage(reference, "PURCHASED");
    const tokensAsked = () => gateway.calls.filter((c) => c.startsWith("POST /identity")).length;
    const before = tokensAsked();
    // The token the site holds is still "valid" by its own clock, but the gateway no longer accepts it.
    gateway.expireTokens();
    await t.services.payments.refresh(buyer, order.id);
    expect(await stateOf(order.id)).toBe("paid");
    expect(tokensAsked()).toBe(before + 1);
    // The fresh token is kept: the next call asks for none.
    await t.services.payments.refresh(buyer, order.id);
    expect(tokensAsked()).toBe(before + 1);
  });

  it("does not loop when the identity endpoint refuses the key", async () => {
    const provider = createNGeniusProvider({ apiKey: "d3Jvbmc=", outlet: OUTLET, baseUrl: gateway.url });
    const before = gateway.calls.length;
    await expect(provider.readStatus("whatever")).rejects.toThrow(/access token: HTTP 401/);
    expect(gateway.calls.length - before).toBe(1);
  });
});

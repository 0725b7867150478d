import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentAttempts, plates, users } from "#server/db/schema.ts";
import { startFakeNGenius } from "#tests/helpers/fake-ngenius.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";

// Checkout against N-Genius (PAYMENT_PROVIDER=ngenius), here a local server that speaks its documented order
// API: the buyer is sent to its hosted page, its unsigned webhook only names the order, and the order API
// decides; a payment whose webhook never comes is found by the reconciliation round.

let gateway: Awaited<ReturnType<typeof startFakeNGenius>>;
let t: TestApp;
let n = 0;

beforeAll(async () => {
  gateway = await startFakeNGenius({ apiKey: "c2VjcmV0LWtleQ==", outlet: "outlet-7" });
  t = await createTestApp({ seed: true, env: { PAYMENT_PROVIDER: "ngenius", NGENIUS_API_KEY: "c2VjcmV0LWtleQ==", NGENIUS_OUTLET: "outlet-7", NGENIUS_BASE_URL: gateway.url } });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

async function openOrder() {
  const id = `ng-buyer-${++n}`;
  await t.database.db.insert(users).values({ id, name: `Buyer ${n}`, email: `${id}@example.com`, emailVerified: true, lang: "en" });
  const [plate] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).limit(1);
  return { buyer: id, order: await t.services.checkout.start(id, "plate", plate!.id) };
}

const stateOf = async (orderId: number) => (await t.database.db.select({ s: orders.state }).from(orders).where(eq(orders.id, orderId)))[0]!.s;

describe("N-Genius", () => {
  it("opens a PURCHASE order for the amount in fils and sends the buyer to its hosted page", async () => {
    const { buyer, order } = await openOrder();
    const url = await t.services.payments.pay(buyer, order.id, "ar");
    expect(url.startsWith(`${gateway.url}/pay/`)).toBe(true);
    const reference = url.split("/").pop()!;
    const sent = gateway.order(reference)!;
    expect(sent.amount).toEqual({ currencyCode: "AED", value: Number(order.total) });
    expect(sent.merchantOrderReference).toBe(`ord-${order.id}-1`);
    expect(sent.redirectUrl).toBe(`/payment_success?order=${order.id}`);
  });

  it("believes its webhook only after reading the order: a webhook naming a paid order confirms it once", async () => {
    const { buyer, order } = await openOrder();
    const reference = (await t.services.payments.pay(buyer, order.id, "en")).split("/").pop()!;
    const webhook = (eventName: string, eventId: string) => Buffer.from(JSON.stringify({ eventId, eventName, order: { reference } }));
    // A webhook that claims PURCHASED before the buyer has paid changes nothing: the order API says STARTED.
    expect(await t.services.payments.handleCallback(webhook("PURCHASED", "e-1"), {})).toBe("applied");
    expect(await stateOf(order.id)).toBe("payment");
    gateway.settle(reference, "PURCHASED");
    expect(await t.services.payments.handleCallback(webhook("PURCHASED", "e-2"), {})).toBe("applied");
    expect(await stateOf(order.id)).toBe("paid");
    expect(await t.services.payments.handleCallback(webhook("PURCHASED", "e-2"), {})).toBe("duplicate");
    // Over HTTP too, at its own address (the sandbox's is closed when N-Genius is the gateway).
    const http = await t.app.inject({ method: "POST", url: "/api/payments/callback/ngenius", headers: { "content-type": "application/json" }, payload: webhook("PURCHASED", "e-3") });
    expect(http.json()).toEqual({ status: "applied" });
    expect((await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers: { "content-type": "application/json" }, payload: "{}" })).statusCode).toBe(404);
  });

  it("finds a payment whose webhook never came in the reconciliation round, and marks a failed one", async () => {
    const paid = await openOrder();
    const failed = await openOrder();
    const paidRef = (await t.services.payments.pay(paid.buyer, paid.order.id, "en")).split("/").pop()!;
    const failedRef = (await t.services.payments.pay(failed.buyer, failed.order.id, "en")).split("/").pop()!;
    gateway.settle(paidRef, "PURCHASED");
    gateway.settle(failedRef, "FAILED");
    await t.database.db.update(paymentAttempts).set({ updatedAt: sql`now() - interval '10 minutes'` as unknown as Date }).where(eq(paymentAttempts.state, "pending"));
    expect(await t.services.payments.reconcile()).toBeGreaterThanOrEqual(2);
    expect(await stateOf(paid.order.id)).toBe("paid");
    const [attempt] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, failed.order.id));
    expect(attempt?.state).toBe("declined");
  });

  it("refunds through the link the payment offers", async () => {
    const { buyer, order } = await openOrder();
    const reference = (await t.services.payments.pay(buyer, order.id, "en")).split("/").pop()!;
    gateway.settle(reference, "PURCHASED");
    await t.services.payments.refresh(buyer, order.id);
    const [attempt] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    await t.database.db.update(orders).set({ state: "refund_due" }).where(eq(orders.id, order.id));
    await t.services.payments.refund(attempt!.id);
    expect(gateway.order(reference)?.state).toBe("REFUNDED");
    expect(await stateOf(order.id)).toBe("refunded");
    expect(gateway.calls.filter((c) => c.startsWith("POST /identity")).length).toBe(1);
  });
});

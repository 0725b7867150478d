import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, mobileNumbers, orders, paymentAttempts, plates, promoCodes, users } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { verifyBuyer } from "#tests/helpers/users.ts";

// Checkout's rules through its services, on PGlite and on PostgreSQL (CI runs both): holds, resuming, lapsed
// holds, payment through the sandbox gateway with signed callbacks, confirming exactly once, and the refund of a
// payment that arrives after its item was sold to someone else. The races run on PostgreSQL only (PGlite runs
// one statement at a time and would hide them).

let t: TestApp;
let buyerCount = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

/** Buyers straight in the table: checkout needs their id, name, e-mail and language, not a password. */
async function buyers(n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, () => {
    const i = ++buyerCount;
    return { id: `buyer-${i}`, name: `Buyer ${i}`, email: `buyer${i}@example.com`, emailVerified: true, lang: i % 2 ? ("ar" as const) : ("en" as const) };
  });
  await t.database.db.insert(users).values(rows);
  // Paying needs the buyer's verification on file (decision 0038).
  await Promise.all(rows.map((r) => verifyBuyer(t.database.db, r.id)));
  return rows.map((r) => r.id);
}

/** Unsold, unheld demo plates (or numbers). */
async function freeItems(kind: "plate" | "number", n: number): Promise<number[]> {
  const table = kind === "plate" ? plates : mobileNumbers;
  const rows = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.sold, false), eq(table.active, true), sql`${table.heldUntil} IS NULL`))
    .orderBy(table.id)
    .limit(n);
  return rows.map((r) => r.id);
}

/** The buyer pays on the sandbox's page with this decision; the gateway's signed callback arrives. */
async function payOnSandbox(buyerId: string, orderId: number, decision: "approve" | "decline" | "cancel") {
  const url = await t.services.payments.pay(buyerId, orderId, "en");
  const paymentId = url.split("/").pop()!;
  await t.services.sandbox.decide(paymentId, decision);
  const { body, headers } = t.services.sandbox.callback(paymentId);
  return { paymentId, applied: await t.services.payments.handleCallback(Buffer.from(body), headers), body, headers };
}

const orderOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("holding an item", () => {
  it("holds it for the first buyer, resumes that buyer's checkout, and tells the next buyer it is reserved", async () => {
    const [alice, bob] = await buyers(2);
    const [plateId] = await freeItems("plate", 1);
    const order = await t.services.checkout.start(alice!, "plate", plateId!);
    expect(order.state).toBe("verification");
    expect(order.holdUntil.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const plate = await t.services.catalog.getPlate(plateId!);
    expect(plate?.heldByOrder).toBe(order.id);
    expect((await t.services.checkout.start(alice!, "plate", plateId!)).id).toBe(order.id);
    await expect(t.services.checkout.start(bob!, "plate", plateId!)).rejects.toMatchObject({ statusCode: 409, key: "checkout.reserved" });
  });

  it("prices the order on the server from the settings, and keeps that price when the settings change", async () => {
    const [buyer] = await buyers(1);
    const [numberId] = await freeItems("number", 1);
    const order = await t.services.checkout.start(buyer!, "number", numberId!);
    const number = await t.services.catalog.getNumber(numberId!);
    expect(order.price).toBe(number!.price);
    expect(order.total).toBe(order.price - order.discount + order.adminFee + order.vat + order.transferFee);
    expect(order.transferFee).toBe(0n);
  });

  it("frees a lapsed hold for the next buyer at once, and the sweeper expires the old order", async () => {
    const [alice, bob] = await buyers(2);
    const [plateId] = await freeItems("plate", 1);
    const first = await t.services.checkout.start(alice!, "plate", plateId!);
    await t.database.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` as unknown as Date }).where(eq(orders.id, first.id));
    await t.database.db.update(plates).set({ heldUntil: sql`now() - interval '1 second'` as unknown as Date }).where(eq(plates.id, plateId!));
    const second = await t.services.checkout.start(bob!, "plate", plateId!);
    expect(second.id).not.toBe(first.id);
    expect(await t.services.checkout.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect((await orderOf(first.id)).state).toBe("expired");
    expect((await t.services.catalog.getPlate(plateId!))?.heldByOrder).toBe(second.id);
  });
});

describe("paying through the sandbox gateway", () => {
  it("confirms a paid order once: item sold, invoice number taken, one receipt; replays and a late failure change nothing", async () => {
    const [buyer] = await buyers(1);
    const [plateId] = await freeItems("plate", 1);
    const order = await t.services.checkout.start(buyer!, "plate", plateId!);
    const { paymentId, applied, body, headers } = await payOnSandbox(buyer!, order.id, "approve");
    expect(applied).toBe("applied");
    const paid = await orderOf(order.id);
    expect(paid.state).toBe("paid");
    expect(paid.invoiceNumber).toBeGreaterThan(0);
    expect((await t.services.catalog.getPlate(plateId!))?.sold).toBe(true);

    expect(await t.services.payments.handleCallback(Buffer.from(body), headers)).toBe("duplicate");
    const again = t.services.sandbox.callback(paymentId);
    expect(await t.services.payments.handleCallback(Buffer.from(again.body), again.headers)).toBe("applied");
    expect(await t.services.checkout.markFailed((await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)))[0]!.id, "declined")).toBe(false);
    const after = await orderOf(order.id);
    expect(after.state).toBe("paid");
    expect(after.invoiceNumber).toBe(paid.invoiceNumber);
    const receipts = (await t.database.db.select().from(jobs).where(eq(jobs.name, "checkout.receipt"))).filter((j) => (j.payload as { orderId: number }).orderId === order.id);
    expect(receipts).toHaveLength(1);
  });

  it("lets a declined buyer try again while the hold lasts", async () => {
    const [buyer] = await buyers(1);
    const [numberId] = await freeItems("number", 1);
    const order = await t.services.checkout.start(buyer!, "number", numberId!);
    await payOnSandbox(buyer!, order.id, "decline");
    expect((await orderOf(order.id)).state).toBe("payment");
    await payOnSandbox(buyer!, order.id, "approve");
    expect((await orderOf(order.id)).state).toBe("paid");
    const attempts = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(paymentAttempts.id);
    expect(attempts.map((a) => [a.reference, a.state])).toEqual([
      [`ord-${order.id}-1`, "declined"],
      [`ord-${order.id}-2`, "captured"],
    ]);
  });

  it("refunds a payment that arrives after its hold lapsed and the item was sold to someone else, and tells the buyer", async () => {
    const [late, quick] = await buyers(2);
    const [plateId] = await freeItems("plate", 1);
    const slow = await t.services.checkout.start(late!, "plate", plateId!);
    const url = await t.services.payments.pay(late!, slow.id, "en");
    // The hold lapses while the late buyer is on the gateway's page; another buyer buys the plate.
    await t.database.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` as unknown as Date }).where(eq(orders.id, slow.id));
    await t.database.db.update(plates).set({ heldUntil: sql`now() - interval '1 second'` as unknown as Date }).where(eq(plates.id, plateId!));
    const fast = await t.services.checkout.start(quick!, "plate", plateId!);
    await payOnSandbox(quick!, fast.id, "approve");
    // The late payment is approved after all.
    const paymentId = url.split("/").pop()!;
    await t.services.sandbox.decide(paymentId, "approve");
    const cb = t.services.sandbox.callback(paymentId);
    await t.services.payments.handleCallback(Buffer.from(cb.body), cb.headers);
    expect((await orderOf(slow.id)).state).toBe("refund_due");
    // The refund job (enqueued with the confirmation) runs in the background worker; asking again changes nothing.
    const refundedMail = async () => (await t.services.mail.list(1, 100)).items.filter((m) => m.to === `${late}@example.com`.replace("buyer-", "buyer") && m.subject.includes("refunded"));
    for (let i = 0; i < 100 && (await refundedMail()).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const [attempt] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, slow.id));
    await t.services.payments.refund(attempt!.id);
    expect((await orderOf(slow.id)).state).toBe("refunded");
    expect((await t.services.sandbox.get(paymentId))?.state).toBe("refunded");
    expect((await orderOf(fast.id)).state).toBe("paid");
    expect(await refundedMail()).toHaveLength(1);
  });

  it("believes no callback whose signature is wrong, missing or too old", async () => {
    const body = JSON.stringify({ event_id: "evt_forged", payment_id: "sbx_whatever" });
    for (const headers of [{}, { "x-sandbox-signature": "t=1,v1=00" }, t.services.sandbox.callback("sbx_whatever", { at: Math.floor(Date.now() / 1000) - 3600 }).headers]) {
      await expect(t.services.payments.handleCallback(Buffer.from(body), headers)).rejects.toMatchObject({ statusCode: 400 });
    }
    const signed = t.services.sandbox.callback("sbx_whatever");
    await expect(t.services.payments.handleCallback(Buffer.from(signed.body.replace("sbx_whatever", "sbx_other")), signed.headers)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("promo codes", () => {
  const staff = { scope: [], userId: null, email: null, ip: null };
  const promo = (code: string, percent: number, options: { expiresInMs?: number; maxUses?: number | null } = {}) =>
    t.services.promocodes.create(staff, { code, percent, expiresAt: new Date(Date.now() + (options.expiresInMs ?? 86_400_000)), maxUses: options.maxUses ?? null });

  it("takes the discount off the item price and taxes what is left, once per order", async () => {
    await promo("SUMMER10", 10);
    const [buyer] = await buyers(1);
    const [plateId] = await freeItems("plate", 1);
    const order = await t.services.checkout.start(buyer!, "plate", plateId!);
    const discounted = await t.services.checkout.applyPromo(buyer!, order.id, "SUMMER10");
    expect(discounted.discount).toBe((order.price * 10n + 50n) / 100n);
    expect(discounted.vat).toBe(((order.price - discounted.discount + order.adminFee) * 500n + 5000n) / 10_000n);
    expect(discounted.total).toBe(order.price - discounted.discount + order.adminFee + discounted.vat + order.transferFee);
    await expect(t.services.checkout.applyPromo(buyer!, order.id, "SUMMER10")).rejects.toMatchObject({ key: "checkout.promoAlreadyApplied" });
  });

  it("answers an unknown, expired or used-up code with the spec's message, and gives a lapsed order's use back", async () => {
    await promo("OLD20", 20, { expiresInMs: -1000 });
    await promo("ONCE", 5, { maxUses: 1 });
    const [a, b] = await buyers(2);
    const [p1, p2] = await freeItems("plate", 2);
    const first = await t.services.checkout.start(a!, "plate", p1!);
    const second = await t.services.checkout.start(b!, "plate", p2!);
    for (const code of ["NOPE", "OLD20"]) await expect(t.services.checkout.applyPromo(a!, first.id, code)).rejects.toMatchObject({ statusCode: 400, key: "checkout.promoInvalid" });
    await t.services.checkout.applyPromo(a!, first.id, "ONCE");
    await expect(t.services.checkout.applyPromo(b!, second.id, "ONCE")).rejects.toMatchObject({ key: "checkout.promoInvalid" });
    // The first order lapses: its use comes back, and the second buyer may have it.
    await t.database.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` as unknown as Date }).where(eq(orders.id, first.id));
    await t.services.checkout.sweepExpired();
    expect((await t.services.checkout.applyPromo(b!, second.id, "ONCE")).promoCode).toBe("ONCE");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("races on PostgreSQL", () => {
  it("30 buyers applying a code limited to 5 uses at once: exactly 5 get it", async () => {
    await t.services.promocodes.create({ scope: [], userId: null, email: null, ip: null }, { code: "FIVE", percent: 5, expiresAt: new Date(Date.now() + 86_400_000), maxUses: 5 });
    const people = await buyers(30);
    const items = await freeItems("number", 30);
    const opened = await Promise.all(people.map((b, i) => t.services.checkout.start(b, "number", items[i]!)));
    const results = await Promise.allSettled(opened.map((o) => t.services.checkout.applyPromo(o.buyerId, o.id, "FIVE")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, "FIVE"));
    expect(row?.uses).toBe(5);
  });

  it("1,000 concurrent checkouts by 200 buyers on 20 items hold each item exactly once; 500 concurrent confirmations and replays sell and charge each once", async () => {
    const people = await buyers(200);
    const items = await freeItems("plate", 20);
    const attempts = Array.from({ length: 1000 }, (_, i) => ({ buyer: people[i % 200]!, item: items[(i * 7) % 20]! }));
    const results = await Promise.allSettled(attempts.map((a) => t.services.checkout.start(a.buyer, "plate", a.item)));
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as { key?: string });
    expect(refused.every((e) => e.key === "checkout.reserved"), JSON.stringify(refused.find((e) => e.key !== "checkout.reserved"))).toBe(true);
    const held = await t.database.db.select().from(orders).where(and(inArray(orders.itemId, items), eq(orders.itemKind, "plate"), eq(orders.state, "verification")));
    expect(held).toHaveLength(20);
    expect(new Set(held.map((o) => o.itemId)).size).toBe(20);
    const holders = await t.database.db.select({ id: plates.id, heldByOrder: plates.heldByOrder }).from(plates).where(inArray(plates.id, items));
    expect(holders.every((p) => held.some((o) => o.id === p.heldByOrder))).toBe(true);

    // Every holder pays; then 500 confirmations arrive at once: callbacks, their replays, return pages.
    const paid: { order: (typeof held)[number]; paymentId: string; event: { body: string; headers: Record<string, string> } }[] = [];
    for (const order of held) {
      const url = await t.services.payments.pay(order.buyerId, order.id, "ar");
      const paymentId = url.split("/").pop()!;
      await t.services.sandbox.decide(paymentId, "approve");
      paid.push({ order, paymentId, event: t.services.sandbox.callback(paymentId) });
    }
    const invoicesBefore = (await t.database.db.select({ n: sql<number>`max(invoice_number)` }).from(orders))[0]!.n ?? 0;
    const storm = Array.from({ length: 500 }, (_, i) => {
      const p = paid[i % 20]!;
      if (i % 3 === 0) return t.services.payments.handleCallback(Buffer.from(p.event.body), p.event.headers);
      if (i % 3 === 1) return t.services.payments.refresh(p.order.buyerId, p.order.id);
      const fresh = t.services.sandbox.callback(p.paymentId);
      return t.services.payments.handleCallback(Buffer.from(fresh.body), fresh.headers);
    });
    const outcomes = await Promise.allSettled(storm);
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);

    const done = await t.database.db.select().from(orders).where(inArray(orders.id, held.map((o) => o.id)));
    expect(done.every((o) => o.state === "paid")).toBe(true);
    const numbers = done.map((o) => o.invoiceNumber!).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => Number(invoicesBefore) + i + 1));
    const sold = await t.database.db.select().from(plates).where(and(inArray(plates.id, items), eq(plates.sold, true)));
    expect(sold).toHaveLength(20);
    const captured = await t.database.db.select().from(paymentAttempts).where(and(inArray(paymentAttempts.orderId, held.map((o) => o.id)), eq(paymentAttempts.state, "captured")));
    expect(captured).toHaveLength(20);
    const receipts = (await t.database.db.select().from(jobs).where(eq(jobs.name, "checkout.receipt"))).filter((j) => held.some((o) => o.id === (j.payload as { orderId: number }).orderId));
    expect(receipts).toHaveLength(20);
  }, 90_000);
});

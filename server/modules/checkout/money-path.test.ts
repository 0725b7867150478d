import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { isolated } from "#core/text/bidi.ts";
import { buyerVerifications, invoiceCounter, jobs, orderEvents, orders, paymentAttempts, plates, users } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { createUser, login } from "#tests/helpers/users.ts";
import { pageRequests, shown } from "#tests/helpers/page-requests.ts";

// Issue 25, items 1–3 (decision 0038): one payment per order however many tabs approve, no payment without the
// buyer's verification on any path, and no buyer holding the shop. On PGlite and PostgreSQL; the races run on
// PostgreSQL only (PGlite runs one statement at a time and would hide them).

let t: TestApp;
const staff = { scope: [], userId: null, email: null, ip: null };

beforeAll(async () => {
  // The races start many checkouts from one address and one account: the rate limits get their own test.
  t = await createTestApp({ pages: true, seed: true, limits: { checkoutStartUser: { points: 60, duration: 900 }, checkoutStartIp: { points: 100_000, duration: 900 } } });
});
afterAll(() => t.close());
const pages = pageRequests(() => t);

/** A buyer with a verified e-mail and their verification on file, in this language. */
async function buyer(lang: "ar" | "en" = "en"): Promise<string> {
  const u = await createUser(t, { verified: true, buyerVerified: true });
  await t.database.db.update(users).set({ lang }).where(eq(users.id, u.id));
  accounts.set(u.id, u);
  return u.id;
}
const accounts = new Map<string, { email: string; password: string }>();

async function freePlates(n: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: plates.id })
    .from(plates)
    .where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`))
    .orderBy(sql`${plates.id} desc`)
    .limit(n);
  return rows.map((r) => r.id);
}

const orderOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptsOf = (orderId: number) => t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.id);
const eventsOf = async (orderId: number) => (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)).map((e) => e.event ?? e.state);
const sandboxId = (url: string) => url.split("/").pop()!;

/** The gateway's signed callback about a sandbox payment, as it arrives over HTTP. */
async function callback(paymentId: string) {
  const { body, headers } = t.services.sandbox.callback(paymentId);
  return t.services.payments.handleCallback(Buffer.from(body), headers);
}

/** What the refund jobs did once the worker has run them. */
async function refundsDone() {
  await t.services.worker.drain();
}

describe("one payment per order (issue 25, item 1)", () => {
  it("gives the open payment back to a second tab, so approving both tabs charges once", async () => {
    const me = await buyer();
    const [plateId] = await freePlates(1);
    const order = await t.services.checkout.start(me, "plate", plateId!);
    const first = await t.services.payments.pay(me, order.id, "en");
    const second = await t.services.payments.pay(me, order.id, "ar");
    expect(second).toBe(first);
    expect(await attemptsOf(order.id)).toHaveLength(1);
    expect((await t.services.sandbox.decide(sandboxId(first), "approve"))?.changed).toBe(true);
    expect((await t.services.sandbox.decide(sandboxId(second), "approve"))?.changed).toBe(false);
    await callback(sandboxId(first));
    await callback(sandboxId(second));
    expect((await orderOf(order.id)).state).toBe("paid");
    expect((await attemptsOf(order.id)).map((a) => a.state)).toEqual(["captured"]);
  });

  it("keeps a paid order paid when a second payment is captured, refunds that payment alone, once, and tells the buyer in their language", async () => {
    const me = await buyer("ar");
    const [plateId] = await freePlates(1);
    const order = await t.services.checkout.start(me, "plate", plateId!);
    // Two open payments of one order: the card page in one tab, a bank transfer chosen in another.
    const card = await t.services.payments.pay(me, order.id, "ar");
    await t.services.payments.pay(me, order.id, "ar", "bank_transfer");
    expect(await t.services.payments.confirmBankTransfer(staff, order.id, "FT-1")).toBe("paid");
    const paid = await orderOf(order.id);
    expect(paid.state).toBe("paid");
    const invoices = (await t.database.db.select().from(invoiceCounter))[0]!.next;

    // The card tab is approved after all: the gateway captured it, so it is recorded, and refunded alone.
    await t.services.sandbox.decide(sandboxId(card), "approve");
    await callback(sandboxId(card));
    await refundsDone();
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ state: "paid", invoiceNumber: paid.invoiceNumber, paidAttemptId: paid.paidAttemptId });
    expect((await t.services.catalog.getPlate(plateId!))?.sold).toBe(true);
    expect((await t.services.sandbox.get(sandboxId(card)))?.state).toBe("refunded");
    expect((await attemptsOf(order.id)).map((a) => [a.provider, a.state])).toEqual([
      ["sandbox", "refunded"],
      ["bank_transfer", "captured"],
    ]);
    expect(await eventsOf(order.id)).toEqual(["verification", "paid", "extra_payment", "extra_payment_refunded"]);
    // No second invoice number; the refund job asked again does nothing more.
    expect((await t.database.db.select().from(invoiceCounter))[0]!.next).toBe(invoices);
    await t.services.payments.refund((await attemptsOf(order.id))[0]!.id);
    expect(await eventsOf(order.id)).toHaveLength(4);
    const mails = (await t.services.mail.list(1, 500)).items.filter((m) => m.to === accounts.get(me)!.email);
    const notice = mails.filter((m) => m.subject.startsWith(translate("ar", "checkout.mail.extraRefundSubject", isolated({ order: order.id }))));
    expect(notice).toHaveLength(1);
    // The buyer's orders (profile, apps) show it on the timeline.
    const token = await login(t, accounts.get(me)!.email, accounts.get(me)!.password);
    const mine = await t.app.inject({ url: "/api/orders", headers: { cookie: `session=${token}`, "accept-language": "ar" } });
    expect(mine.json().data.find((o: { id: number }) => o.id === order.id).timeline.map((e: { event: string | null; state: string }) => e.event ?? e.state)).toEqual(["verification", "paid", "extra_payment", "extra_payment_refunded"]);
  });

  it("refunds a second card payment the gateway captured after the site had given up on it, and never the one that paid", async () => {
    const me = await buyer();
    const [plateId] = await freePlates(1);
    const order = await t.services.checkout.start(me, "plate", plateId!);
    const abandoned = await t.services.payments.pay(me, order.id, "en");
    // Reconciliation gave up on the first page (abandoned); the buyer opens a new one and pays there.
    const [first] = await attemptsOf(order.id);
    await t.database.db.update(paymentAttempts).set({ state: "expired" }).where(eq(paymentAttempts.id, first!.id));
    const fresh = await t.services.payments.pay(me, order.id, "en");
    expect(fresh).not.toBe(abandoned);
    await t.services.sandbox.decide(sandboxId(fresh), "approve");
    await callback(sandboxId(fresh));
    // …and the first page, still open in a tab, is approved too.
    await t.services.sandbox.decide(sandboxId(abandoned), "approve");
    await callback(sandboxId(abandoned));
    await refundsDone();
    expect((await orderOf(order.id)).state).toBe("paid");
    expect((await attemptsOf(order.id)).map((a) => a.state)).toEqual(["refunded", "captured"]);
    expect((await t.services.sandbox.get(sandboxId(fresh)))?.state).toBe("captured");
    // The refund job refuses to refund the payment that paid a paid order.
    await expect(t.services.payments.refund((await attemptsOf(order.id))[1]!.id)).rejects.toThrow(/refused/);
    expect((await t.services.sandbox.get(sandboxId(fresh)))?.state).toBe("captured");
  });
});

describe("no payment without the buyer's verification (issue 25, item 2)", () => {
  it("refuses every way to pay until the verification is on file: card, bank transfer, after a promo code, on a resumed order, through the API and the page", async () => {
    const u = await createUser(t, { verified: true });
    const token = await login(t, u.email, u.password);
    const [plateId] = await freePlates(1);
    const order = await t.services.checkout.start(u.id, "plate", plateId!);
    await t.services.promocodes.create(staff, { code: "NOVERIFY", percent: 10, expiresAt: new Date(Date.now() + 3_600_000), maxUses: null });
    await t.services.checkout.applyPromo(u.id, order.id, "NOVERIFY");
    const resumed = await t.services.checkout.start(u.id, "plate", plateId!);
    expect(resumed.id).toBe(order.id);
    for (const method of ["card", "bank_transfer"] as const) {
      await expect(t.services.payments.pay(u.id, order.id, "en", method)).rejects.toMatchObject({ statusCode: 409, key: "checkout.verificationFirst" });
    }
    for (const lang of ["ar", "en"] as const) {
      const api = await t.app.inject({ method: "POST", url: `/api/orders/${order.id}/pay`, headers: { cookie: `session=${token}`, "accept-language": lang } });
      expect(api.statusCode).toBe(409);
      expect(api.json().message).toBe(translate(lang, "checkout.verificationFirst"));
    }
    // The page's form (a browser without JavaScript) is told the same, beside the order.
    const page = await pages.post(`/checkout/${order.id}`, { intent: "pay" }, `session=${token}`);
    expect(page.statusCode).toBe(409);
    expect(shown(page.body)).toContain(translate("ar", "checkout.verificationFirst"));
    expect(await attemptsOf(order.id)).toHaveLength(0);
    expect((await orderOf(order.id)).state).toBe("verification");
    // A number needs the names and the Emirates ID only; a plate also the traffic file and the licence.
    await t.database.db.insert(buyerVerifications).values({ userId: u.id, firstName: "Sara", lastName: "Ahmed", emiratesIdKey: "private/x/eid.webp" });
    await expect(t.services.payments.pay(u.id, order.id, "en")).rejects.toMatchObject({ key: "checkout.verificationFirst" });
    await t.database.db.update(buyerVerifications).set({ trafficFileNumber: "12345678", drivingLicenceKey: "private/x/licence.webp" }).where(eq(buyerVerifications.userId, u.id));
    expect(await t.services.payments.pay(u.id, order.id, "en")).toMatch(/^\/en\/sandbox\/pay\/sbx_/);
  });
});

describe("no buyer holds the shop (issue 25, item 3)", () => {
  it("limits the checkouts one buyer has open (a setting), counting only holds that still run", async () => {
    const me = await buyer();
    const items = await freePlates(5);
    const limit = (await t.services.settings.fees.get()).maxOpenCheckouts;
    expect(limit).toBe(3);
    const opened = [];
    for (const id of items.slice(0, limit)) opened.push(await t.services.checkout.start(me, "plate", id));
    await expect(t.services.checkout.start(me, "plate", items[limit]!)).rejects.toMatchObject({ statusCode: 409, key: "checkout.tooManyOpen" });
    // Resuming one of them is not a new hold.
    expect((await t.services.checkout.start(me, "plate", items[0]!)).id).toBe(opened[0]!.id);
    // One hold lapses: a new one may start.
    await t.database.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` as unknown as Date }).where(eq(orders.id, opened[1]!.id));
    await t.database.db.update(plates).set({ heldUntil: sql`now() - interval '1 second'` as unknown as Date }).where(eq(plates.id, items[1]!));
    await t.services.checkout.start(me, "plate", items[limit]!);
    await expect(t.services.checkout.start(me, "plate", items[limit + 1]!)).rejects.toMatchObject({ key: "checkout.tooManyOpen" });
  });

  it("says so in the buyer's language over the API, and staff may raise the limit in the Settings Manager", async () => {
    const u = await createUser(t, { verified: true, buyerVerified: true });
    const token = await login(t, u.email, u.password);
    const items = await freePlates(4);
    for (const id of items.slice(0, 3)) expect((await t.app.inject({ method: "POST", url: "/api/checkout", headers: { cookie: `session=${token}` }, payload: { kind: "plate", id } })).statusCode).toBe(201);
    for (const lang of ["ar", "en"] as const) {
      const refused = await t.app.inject({ method: "POST", url: "/api/checkout", headers: { cookie: `session=${token}`, "accept-language": lang }, payload: { kind: "plate", id: items[3] } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(translate(lang, "checkout.tooManyOpen"));
    }
    const fees = await t.services.settings.fees.get();
    await t.services.settings.fees.update(staff, { ...fees, maxOpenCheckouts: 4 });
    try {
      expect((await t.app.inject({ method: "POST", url: "/api/checkout", headers: { cookie: `session=${token}` }, payload: { kind: "plate", id: items[3] } })).statusCode).toBe(201);
    } finally {
      await t.services.settings.fees.update(staff, fees);
    }
  });

  it("extends a bank transfer's hold once per order, however often the step is repeated", async () => {
    const me = await buyer();
    const [plateId] = await freePlates(1);
    const order = await t.services.checkout.start(me, "plate", plateId!);
    const first = await t.services.payments.pay(me, order.id, "en", "bank_transfer");
    const extended = (await orderOf(order.id)).holdUntil;
    expect(extended.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
    // Repeating the step gives the same transfer back and keeps the hold where it was.
    expect(await t.services.payments.pay(me, order.id, "en", "bank_transfer")).toBe(first);
    expect((await orderOf(order.id)).holdUntil).toEqual(extended);
    // Even once that transfer attempt has ended, a new one does not extend the hold again.
    await t.database.db.update(paymentAttempts).set({ state: "expired" }).where(eq(paymentAttempts.orderId, order.id));
    await t.database.db.update(orders).set({ holdUntil: sql`now() + interval '10 minutes'` as unknown as Date }).where(eq(orders.id, order.id));
    await t.services.payments.pay(me, order.id, "en", "bank_transfer");
    expect((await orderOf(order.id)).holdUntil.getTime() - Date.now()).toBeLessThan(11 * 60_000);
  });

  it("shows staff who holds how many items now", async () => {
    const me = await buyer();
    const items = await freePlates(2);
    for (const id of items) await t.services.checkout.start(me, "plate", id);
    const holds = await t.services.transactions.holdsByBuyer(500);
    expect(holds.find((h) => h.buyerId === me)).toMatchObject({ holds: 2, buyerEmail: accounts.get(me)!.email });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("races on PostgreSQL", () => {
  it("two tabs pressing Pay at once get one payment; both approved at once, one charge stays", async () => {
    for (let round = 0; round < 5; round++) {
      const me = await buyer();
      const [plateId] = await freePlates(1);
      const order = await t.services.checkout.start(me, "plate", plateId!);
      const urls = await Promise.all(Array.from({ length: 8 }, () => t.services.payments.pay(me, order.id, "en")));
      expect(new Set(urls).size).toBe(1);
      expect(await attemptsOf(order.id)).toHaveLength(1);
      await Promise.all(urls.map((u) => t.services.sandbox.decide(sandboxId(u), "approve")));
      await Promise.all(urls.map((u) => callback(sandboxId(u))));
      expect((await orderOf(order.id)).state).toBe("paid");
    }
  });

  it("a card payment and a bank transfer confirmed at the same moment: one pays the order, the other is refunded alone", async () => {
    for (let round = 0; round < 5; round++) {
      const me = await buyer();
      const [plateId] = await freePlates(1);
      const order = await t.services.checkout.start(me, "plate", plateId!);
      const card = await t.services.payments.pay(me, order.id, "en");
      await t.services.payments.pay(me, order.id, "en", "bank_transfer");
      await t.services.sandbox.decide(sandboxId(card), "approve");
      const outcomes = await Promise.all([callback(sandboxId(card)), t.services.payments.confirmBankTransfer(staff, order.id, `FT-race-${round}`), callback(sandboxId(card)), t.services.payments.refresh(me, order.id)]);
      expect(outcomes[1]).toMatch(/^(paid|extra)$/);
      await refundsDone();
      const done = await orderOf(order.id);
      expect(done.state).toBe("paid");
      const attempts = await attemptsOf(order.id);
      expect(attempts.filter((a) => a.state === "captured").map((a) => a.id)).toEqual([done.paidAttemptId]);
      expect(attempts.filter((a) => a.state === "refunded")).toHaveLength(1);
      const refundJobs = (await t.database.db.select().from(jobs).where(eq(jobs.name, "checkout.refund"))).filter((j) => attempts.some((a) => a.id === (j.payload as { attemptId: number }).attemptId));
      expect(refundJobs).toHaveLength(1);
    }
  });

  it("50 concurrent starts by one buyer open exactly the limit of checkouts", async () => {
    const me = await buyer();
    const items = await freePlates(50);
    const results = await Promise.allSettled(items.map((id) => t.services.checkout.start(me, "plate", id)));
    const refused = results.filter((r) => r.status === "rejected").map((r) => ((r as PromiseRejectedResult).reason as { key?: string }).key);
    expect(new Set(refused)).toEqual(new Set(["checkout.tooManyOpen"]));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const open = await t.database.db.select().from(orders).where(and(eq(orders.buyerId, me), inArray(orders.state, ["verification", "payment"])));
    expect(open).toHaveLength(3);
    const held = await t.database.db.select({ id: plates.id }).from(plates).where(and(inArray(plates.id, items), sql`${plates.heldUntil} > now()`));
    expect(held).toHaveLength(3);
  });
});

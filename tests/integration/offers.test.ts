import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { mobileNumbers, offers, orders, outbox, plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Make an offer (issue 31 item 2, decision 0064) through the JSON API and the services, on PGlite and on
// PostgreSQL: the bad input refused with nothing written, the floor hiding offers from staff, accept, counter,
// decline, the checkout an accepted offer becomes, expiry, the end of open offers when the item is taken, and
// (PostgreSQL) an offer accepted while other buyers start checkouts of the same item: one hold.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, token: string | undefined, payload?: object, lang = "en") =>
  t.app.inject({ method, url, headers: { "accept-language": lang, ...(token ? { cookie: `session=${token}` } : {}) }, ...(payload ? { payload } : {}) });

async function buyer(options: { buyerVerified?: boolean } = { buyerVerified: true }) {
  const u = await createUser(t, { verified: true, buyerVerified: options.buyerVerified ?? true });
  return { ...u, token: await login(t, u.email, u.password) };
}

/** Free items (unsold, unheld, active, no offer yet), opened to offers with this floor (fils). */
async function items(kind: "plate" | "number", n: number, floor?: bigint): Promise<{ id: number; price: bigint }[]> {
  const table = kind === "plate" ? plates : mobileNumbers;
  const taken = (await t.database.db.select({ id: offers.itemId }).from(offers).where(eq(offers.itemKind, kind))).map((r) => r.id);
  const rows = await t.database.db
    .select({ id: table.id, price: table.price })
    .from(table)
    .where(and(eq(table.sold, false), eq(table.active, true), sql`${table.heldUntil} IS NULL`, sql`${table.price} > 200000`, taken.length ? sql`${table.id} NOT IN ${taken}` : undefined))
    .orderBy(sql`${table.id} desc`)
    .limit(n + 5);
  const picked = rows.slice(5, 5 + n);
  for (const r of picked) await t.services.offersAdmin.setTerms(systemStaff, kind, r.id, { accepting: true, floor });
  return picked;
}

const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(offers))[0]!.n;
const aed = (fils: bigint) => (Number(fils) / 100).toFixed(2);

describe("making an offer", () => {
  it("refuses 0, negative, above the price, three decimals, sold, held, not open to offers, unverified, a second open offer and the 11th in an hour, translated, writing nothing", async () => {
    const me = await buyer();
    const [item, sold, held, closed] = await items("plate", 4);
    await t.services.offersAdmin.setTerms(systemStaff, "plate", closed!.id, { accepting: false, floor: undefined });
    await t.database.db.update(plates).set({ sold: true }).where(eq(plates.id, sold!.id));
    await t.database.db.update(plates).set({ heldUntil: sql`now() + interval '1 hour'` as unknown as Date }).where(eq(plates.id, held!.id));
    const before = await count();
    const refusals: [object, number, string, string?][] = [
      [{ kind: "plate", id: item!.id, amount: "0" }, 400, "offers.amountInvalid", "amount"],
      [{ kind: "plate", id: item!.id, amount: "-5" }, 400, "offers.amountInvalid", "amount"],
      [{ kind: "plate", id: item!.id, amount: "100.125" }, 400, "offers.amountInvalid", "amount"],
      [{ kind: "plate", id: item!.id, amount: aed(item!.price + 1n) }, 400, "offers.abovePrice", "amount"],
      [{ kind: "plate", id: sold!.id, amount: "100" }, 409, "offers.sold"],
      [{ kind: "plate", id: held!.id, amount: "100" }, 409, "offers.held"],
      [{ kind: "plate", id: closed!.id, amount: "100" }, 409, "offers.notAccepting"],
    ];
    for (const lang of ["en", "ar"]) {
      for (const [body, status, key, field] of refusals) {
        const res = await call("POST", "/api/offers", me.token, body, lang);
        expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
        const answer = res.json() as { message: string; errors?: Record<string, string> };
        if (field) expect(answer.errors?.[field]).toBe(translate(lang as "en", key as "offers.amountInvalid"));
        else expect(answer.message).toBe(translate(lang as "en", key as "offers.sold"));
      }
    }
    const unverified = await buyer({ buyerVerified: false });
    const res = await call("POST", "/api/offers", unverified.token, { kind: "plate", id: item!.id, amount: "100" }, "ar");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(translate("ar", "offers.unverified"));
    expect((await call("POST", "/api/offers", undefined, { kind: "plate", id: item!.id, amount: "100" })).statusCode).toBe(401);
    expect(await count()).toBe(before);

    const first = await call("POST", "/api/offers", me.token, { kind: "plate", id: item!.id, amount: "1000.50" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ amount: "100050", state: "pending", item_id: item!.id });
    const second = await call("POST", "/api/offers", me.token, { kind: "plate", id: item!.id, amount: "1200" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(translate("en", "offers.alreadyOpen"));

    // Ten offers in the hour (the first above counts): the eleventh is refused.
    const more = await items("number", 10);
    for (const n of more.slice(0, 9)) expect((await call("POST", "/api/offers", me.token, { kind: "number", id: n.id, amount: "2000" })).statusCode).toBe(201);
    const eleventh = await call("POST", "/api/offers", me.token, { kind: "number", id: more[9]!.id, amount: "2000" }, "ar");
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(translate("ar", "offers.tooMany"));
    expect(await count()).toBe(before + 10);
  });

  it("keeps an offer below the floor from staff without telling the buyer, and declines it when it expires", async () => {
    const me = await buyer();
    const [item] = await items("plate", 1, 150_000n);
    const low = await call("POST", "/api/offers", me.token, { kind: "plate", id: item!.id, amount: "1000" });
    expect(low.statusCode).toBe(201);
    expect(low.body).not.toContain("1500");
    expect(low.json().data.state).toBe("pending");
    const inbox = (await t.services.offersAdmin.list({ page: 1, sort: { key: "created", dir: "desc" } }, "en")).items;
    expect(inbox.some((o) => o.id === low.json().data.id)).toBe(false);
    await expect(t.services.offersAdmin.accept(systemStaff, low.json().data.id)).rejects.toMatchObject({ key: "offers.notFound" });
    await t.database.db.update(offers).set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date }).where(eq(offers.id, low.json().data.id));
    await t.services.offers.expire(low.json().data.id);
    const mine = (await call("GET", "/api/offers", me.token)).json().data as { id: number; state: string }[];
    expect(mine.find((o) => o.id === low.json().data.id)?.state).toBe("declined");

    const atFloor = await call("POST", "/api/offers", me.token, { kind: "plate", id: item!.id, amount: "1500" });
    const shown = (await t.services.offersAdmin.list({ page: 1, sort: { key: "created", dir: "desc" } }, "en")).items;
    expect(shown.some((o) => o.id === atFloor.json().data.id)).toBe(true);
  });
});

describe("answering an offer", () => {
  it("a counter accepted by the buyer becomes a checkout at that price with the usual fees and a 24-hour hold, ending the item's other open offers; each step e-mails the other side", async () => {
    const me = await buyer();
    const other = await buyer();
    const [item] = await items("plate", 1);
    const made = (await call("POST", "/api/offers", me.token, { kind: "plate", id: item!.id, amount: "2000" })).json().data;
    const rival = (await call("POST", "/api/offers", other.token, { kind: "plate", id: item!.id, amount: "2100" })).json().data;
    const staffMail = await t.database.db.select().from(outbox).where(sql`${outbox.subject} LIKE ${"%" + translate("en", "offers.mail.madeSubject", { item: "" }).trim() + "%"}`);
    expect(staffMail.length).toBeGreaterThanOrEqual(2);

    const tooLow = await t.app.inject({ method: "POST", url: `/api/admin/offers/${made.id}/counter`, headers: { cookie: `session=${await login(t, "admin@shop.test", "Admin-Pass-2026!")}` }, payload: { amount: "1999" } });
    expect(tooLow.statusCode).toBe(400);
    const countered = await t.services.offersAdmin.counter(systemStaff, made.id, 250_000n, 72);
    expect(countered.state).toBe("countered");
    const toBuyer = await t.database.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(toBuyer.at(-1)?.subject).toContain(translate("en", "offers.mail.counteredSubject", { item: "" }).trim().slice(0, 20));

    const accepted = await call("POST", `/api/offers/${made.id}/accept`, me.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const orderId = accepted.json().data.order_id as number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.price).toBe(250_000n);
    const fees = await t.services.catalog.fees("plate", 250_000n);
    expect(order!.total).toBe(fees.total);
    expect(order!.vat).toBe(fees.vat);
    const hours = (order!.holdUntil.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, item!.id));
    expect(plate!.heldByOrder).toBe(orderId);
    const rivals = (await call("GET", "/api/offers", other.token)).json().data as { id: number; state: string }[];
    expect(rivals.find((o) => o.id === rival.id)?.state).toBe("ended");
    expect((await call("POST", `/api/offers/${made.id}/accept`, me.token)).statusCode).toBe(409);
  });

  it("staff accept an offer (the checkout at the offer's price) or decline one; another buyer's offer is not found; a buyer's checkout of the item ends its open offers", async () => {
    const me = await buyer();
    const stranger = await buyer();
    const [a, b, c] = await items("number", 3);
    const offerA = (await call("POST", "/api/offers", me.token, { kind: "number", id: a!.id, amount: "1500" })).json().data;
    const offerB = (await call("POST", "/api/offers", me.token, { kind: "number", id: b!.id, amount: "1500" })).json().data;
    expect((await call("POST", `/api/offers/${offerA.id}/decline`, stranger.token)).statusCode).toBe(404);
    const accepted = await t.services.offersAdmin.accept(systemStaff, offerA.id);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, accepted.orderId!));
    expect(order).toMatchObject({ buyerId: me.id, price: 150_000n, state: "verification" });
    await t.services.offersAdmin.decline(systemStaff, offerB.id);
    await expect(t.services.offersAdmin.accept(systemStaff, offerB.id)).rejects.toMatchObject({ key: "offers.notOpen" });

    const offerC = (await call("POST", "/api/offers", me.token, { kind: "number", id: c!.id, amount: "1500" })).json().data;
    await t.services.checkout.start(stranger.id, "number", c!.id);
    const [ended] = await t.database.db.select().from(offers).where(eq(offers.id, offerC.id));
    expect(ended!.state).toBe("ended");
    await expect(t.services.offersAdmin.accept(systemStaff, offerC.id)).rejects.toMatchObject({ key: "offers.notOpen" });
  });

  it("expires an offer nobody answered (the job), and a withdrawn one stays withdrawn", async () => {
    const me = await buyer();
    const [a, b] = await items("plate", 2);
    const offerA = (await call("POST", "/api/offers", me.token, { kind: "plate", id: a!.id, amount: "3000" })).json().data;
    await t.services.offers.expire(offerA.id);
    expect((await t.database.db.select().from(offers).where(eq(offers.id, offerA.id)))[0]!.state).toBe("pending");
    await t.database.db.update(offers).set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date }).where(eq(offers.id, offerA.id));
    await t.services.offers.expire(offerA.id);
    expect((await t.database.db.select().from(offers).where(eq(offers.id, offerA.id)))[0]!.state).toBe("expired");
    const offerB = (await call("POST", "/api/offers", me.token, { kind: "plate", id: b!.id, amount: "3000" })).json().data;
    const withdrawn = await call("POST", `/api/offers/${offerB.id}/decline`, me.token, undefined, "ar");
    expect(withdrawn.json()).toMatchObject({ data: { state: "withdrawn" }, message: translate("ar", "offers.withdrawnNow") });
    await t.database.db.update(offers).set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date }).where(eq(offers.id, offerB.id));
    await t.services.offers.expire(offerB.id);
    expect((await t.database.db.select().from(offers).where(eq(offers.id, offerB.id)))[0]!.state).toBe("withdrawn");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the race on PostgreSQL", () => {
  it("an offer accepted while 40 other buyers start checkouts of the same item, 10 times: exactly one hold each time", async () => {
    const people = await Promise.all(Array.from({ length: 41 }, () => createUser(t, { verified: true, buyerVerified: true })));
    const targets = await items("plate", 10);
    for (const item of targets) {
      const offer = await t.services.offers.make(people[0]!.id, "plate", item.id, 100_000n);
      const racers = [t.services.offersAdmin.accept(systemStaff, offer.id), ...people.slice(1).map((p) => t.services.checkout.start(p.id, "plate", item.id))];
      const results = await Promise.allSettled(racers);
      const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as { key?: string });
      expect(refused.every((e) => ["checkout.reserved", "offers.notOpen"].includes(e.key ?? "")), String(refused.map((e) => e.key ?? e).find((k) => !["checkout.reserved", "offers.notOpen"].includes(String(k))))).toBe(true);
      const open = await t.database.db.select().from(orders).where(and(eq(orders.itemKind, "plate"), eq(orders.itemId, item.id), inArray(orders.state, ["verification", "payment"])));
      expect(open).toHaveLength(1);
      const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, item.id));
      expect(plate!.heldByOrder).toBe(open[0]!.id);
      const [after] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
      expect(after!.state === "accepted").toBe(open[0]!.buyerId === people[0]!.id);
    }
  }, 120_000);
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAed } from "#core/money.ts";
import { auctionLots } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { auctionInput, freeItems, paidDeposit, staff } from "#tests/helpers/auctions.ts";
import { deadlinePassed } from "#tests/helpers/auction-staff.ts";
import { browser, shown } from "#tests/helpers/page-requests.ts";
import { createUser, login } from "#tests/helpers/users.ts";
import { at, say, sayIsolated } from "./auction-page-text.ts";

// The buyers' auction pages after the close (decision 0074), rendered by the production build on a real database
// (PGlite, and PostgreSQL with TEST_DATABASE_URL): a lot whose winner did not pay says so on /auctions and on its
// page in both languages (and the winner passed over is told as such, not "lost"); offered to the next bidder, it
// says so; and every amount the pages write inside a sentence, or beside one, is in its own <bdi>.

let t: TestApp;
const aed = (n: number) => BigInt(n) * 100n;
const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ url, headers: { ...browser, ...(token ? { cookie: `session=${token}` } : {}) } });
  expect(res.statusCode, url).toBe(200);
  return shown(res.body);
};

async function buyer() {
  const u = await createUser(t, { verified: true });
  return { ...u, token: await login(t, u.email, u.password) };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;
const bidderOf = (b: Buyer) => ({ id: b.id, verified: true, staff: false });

/** A plate's lot won by Bob (AED 11,000 over Alice's 10,000), closed; the lot's id and Bob's order. */
async function wonLot(alice: Buyer, bob: Buyer, live?: (lotId: number) => Promise<void>) {
  const [plateId] = await freeItems(t, "plate", 1);
  const now = Date.now();
  const auction = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 3_600_000), [{ kind: "plate", itemId: plateId!, startingPrice: aed(10_000), reserve: null }]));
  const lotId = (await t.services.auctions.auctions.get(auction.id))!.lots[0]!.id;
  for (const who of [alice, bob]) await paidDeposit(t, auction.id, who.id);
  await t.services.auctions.bidding.place(bidderOf(alice), { lotId, amount: aed(10_000), expectedPrice: null, requestKey: `alice-${lotId}` });
  await t.services.auctions.bidding.place(bidderOf(bob), { lotId, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: `bob-${lotId}` });
  await live?.(lotId);
  await t.database.db.update(auctionLots).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(auctionLots.id, lotId));
  expect(await t.services.auctions.closing.closeLot(lotId)).toBe("sold");
  const [lot] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, lotId));
  return { lotId, orderId: lot!.orderId! };
}

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: true });
});
afterAll(() => t.close());

describe("a lot whose winner did not pay", () => {
  let alice: Buyer;
  let bob: Buyer;
  let lotId = 0;
  beforeAll(async () => {
    alice = await buyer();
    bob = await buyer();
    const won = await wonLot(alice, bob);
    lotId = won.lotId;
    await deadlinePassed(t, won.orderId);
    expect(await t.services.auctions.forfeit.payDeadline(lotId)).toBe("forfeited");
  });

  it.each(["ar", "en"] as const)("says it was not completed, on /auctions' ended list and on its page, never sold or cancelled (%s)", async (lang) => {
    const list = await get(at(lang, "/auctions"));
    const card = list.slice(list.indexOf(`href="${at(lang, `/auctions/lots/${lotId}`)}"`));
    expect(card.slice(0, card.indexOf("</li>"))).toContain(`data-lot-result="forfeited">${say(lang, "auctionPage.forfeited")}`);
    const page = await get(at(lang, `/auctions/lots/${lotId}`));
    expect(page).toContain(say(lang, "auctionPage.forfeited"));
    for (const key of ["auctionPage.cancelled", "auctionPage.unsold"] as const) expect(page).not.toContain(say(lang, key));
    expect(page).not.toContain(sayIsolated(lang, "auctionPage.sold", { amount: formatAed(aed(11_000), lang) }));
    expect(page).not.toContain('name="intent" value="bid"');
  });

  it.each(["ar", "en"] as const)("tells the winner who did not pay that the lot is no longer theirs, not that they lost and get their deposit back (%s)", async (lang) => {
    const page = await get(at(lang, `/auctions/lots/${lotId}`), bob.token);
    expect(page).toContain(say(lang, "auctionPage.passedOver"));
    expect(page).not.toContain(say(lang, "auctionPage.lost"));
    expect(page).not.toContain(say(lang, "auctionPage.won"));
  });

  it.each(["ar", "en"] as const)("offered to the next bidder, says it was sold to them at their bid; they are told to pay, the winner passed over still is (%s)", async (lang) => {
    const [row] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, lotId));
    if (row!.state === "forfeited") await t.services.auctions.forfeit.offerNext(staff, lotId);
    const soldToNext = sayIsolated(lang, "auctionPage.soldToNext", { amount: formatAed(aed(10_000), lang) });
    expect(await get(at(lang, "/auctions"))).toContain(soldToNext);
    const page = await get(at(lang, `/auctions/lots/${lotId}`), alice.token);
    expect(page).toContain(soldToNext);
    expect(page).toContain(say(lang, "auctionPage.won"));
    expect(page).toContain(say(lang, "auctionPage.payWin"));
    expect(page).not.toContain(say(lang, "auctionPage.forfeited"));
    const passed = await get(at(lang, `/auctions/lots/${lotId}`), bob.token);
    expect(passed).toContain(say(lang, "auctionPage.passedOver"));
    expect(passed).not.toContain(say(lang, "auctionPage.payWin"));
  });
});

describe("amounts on the auction pages", () => {
  /** Every amount in AED the markup shows (scripts left out), and how many of them are a <bdi>'s whole text. */
  function amounts(html: string) {
    const amount = String.raw`-?\d{1,3}(?:,\d{3})*\.\d{2}\u00a0د\.إ`;
    return { all: html.match(new RegExp(amount, "g")) ?? [], isolated: html.match(new RegExp(String.raw`<bdi[^>]*>${amount}</bdi>`, "g")) ?? [] };
  }

  it("in Arabic, each amount of a lot page (price, next bid, history, deposit, limit, result) and of /auctions is in its own <bdi>", async () => {
    const alice = await buyer();
    const bob = await buyer();
    const carol = await buyer();
    const dave = await buyer();
    let liveLot = 0;
    // A second lot stays live in another auction: Carol has a deposit waiting for its transfer, Dave none.
    const won = await wonLot(alice, bob, async () => {
      const [plateId] = await freeItems(t, "plate", 1);
      const now = Date.now();
      const auction = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 3_600_000), [{ kind: "plate", itemId: plateId!, startingPrice: aed(30_000), reserve: aed(50_000) }], { depositRule: { kind: "percent", percent: 10 } }));
      liveLot = (await t.services.auctions.auctions.get(auction.id))!.lots[0]!.id;
      await paidDeposit(t, auction.id, alice.id, aed(6_000));
      await t.services.auctions.bidding.place(bidderOf(alice), { lotId: liveLot, amount: aed(31_000), expectedPrice: null, requestKey: `alice-live-${liveLot}` });
      const res = await t.app.inject({ method: "POST", url: `/auctions/lots/${liveLot}`, payload: "intent=deposit&provider=bank_transfer&limit=80000", headers: { ...browser, "content-type": "application/x-www-form-urlencoded", cookie: `session=${carol.token}` } });
      expect(res.statusCode).toBe(302);
    });
    const pages = {
      /** The price, the next valid bid, the history, and "you may bid up to" (a percentage deposit). */
      bidder: await get(`/auctions/lots/${liveLot}`, alice.token),
      /** The deposit waiting for its transfer. */
      waiting: await get(`/auctions/lots/${liveLot}`, carol.token),
      list: await get("/auctions"),
    };
    const sold = await get(`/auctions/lots/${won.lotId}`, dave.token);
    expect(pages.bidder).toContain(sayIsolated("ar", "auctionPage.limitUpTo", { amount: formatAed(aed(60_000), "ar") }));
    expect(pages.waiting).toContain(sayIsolated("ar", "auctionPage.depositWaiting", { amount: formatAed(aed(8_000), "ar") }));
    expect(sold).toContain(sayIsolated("ar", "auctionPage.sold", { amount: formatAed(aed(11_000), "ar") }));
    for (const [name, html] of Object.entries({ ...pages, sold })) {
      const { all, isolated } = amounts(html);
      expect(all.length, name).toBeGreaterThan(0);
      expect(isolated, name).toEqual(all.map((a) => expect.stringContaining(a)));
    }
    // A deposit of a fixed amount: the sentence offering it.
    const [plateId] = await freeItems(t, "plate", 1);
    const fixed = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(Date.now() - 60_000), new Date(Date.now() + 3_600_000), [{ kind: "plate", itemId: plateId!, startingPrice: aed(10_000), reserve: null }]));
    const offer = await get(`/auctions/lots/${(await t.services.auctions.auctions.get(fixed.id))!.lots[0]!.id}`, dave.token);
    expect(offer).toContain(sayIsolated("ar", "auctionPage.depositBody", { amount: formatAed(aed(5_000), "ar") }));
    expect(amounts(offer).isolated.length).toBe(amounts(offer).all.length);
  });
});

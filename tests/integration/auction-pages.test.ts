import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { auctionBids, auctionDeposits, auctionLots } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { auctionInput, freeItems, paidDeposit, staff } from "#tests/helpers/auctions.ts";
import { browser, shown } from "#tests/helpers/page-requests.ts";
import { createUser, login } from "#tests/helpers/users.ts";
import { at, esc, say, sayIsolated } from "./auction-page-text.ts";

// The buyers' auction pages (issue 30, decision 0069) rendered by the production build on a real database
// (PGlite, and PostgreSQL with TEST_DATABASE_URL), driven as a browser without JavaScript: /auctions in both
// languages, the lot page's clock, price and masked history, the deposit paid through the sandbox gateway and
// its return page, bids through the page's form with every refusal shown translated and nothing stored, no 5xx
// for any input, and "My bids and deposits" on the profile.

let t: TestApp;
const aed = (n: number) => BigInt(n) * 100n;
const ids = { live: 0, upcoming: 0, ended: 0, liveAuction: 0 };

const get = (url: string, token?: string) => t.app.inject({ url, headers: { ...browser, ...(token ? { cookie: `session=${token}` } : {}) } });
const post = (url: string, form: Record<string, string>, token?: string) =>
  t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, "content-type": "application/x-www-form-urlencoded", ...(token ? { cookie: `session=${token}` } : {}) } });

async function buyer(verified = true) {
  const u = await createUser(t, { verified });
  return { ...u, token: await login(t, u.email, u.password) };
}
const bidsOn = async (lotId: number) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auctionBids).where(eq(auctionBids.lotId, lotId)))[0]!.n;
/** The key the page rendered into its bid form (one per page). */
const keyIn = (html: string) => /name="request_key" value="([\w-]+)"/.exec(html)![1]!;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: true, limits: { auctionBidUser: { points: 1000, duration: 60 }, checkoutStartUser: { points: 1000, duration: 60 } } });
  const [livePlate, endedPlate] = await freeItems(t, "plate", 2);
  const [upcomingNumber] = await freeItems(t, "number", 1);
  const now = Date.now();
  const live = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 3_600_000), [{ kind: "plate", itemId: livePlate!, startingPrice: aed(10_000), reserve: null }]));
  const upcoming = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now + 86_400_000), new Date(now + 2 * 86_400_000), [{ kind: "number", itemId: upcomingNumber!, startingPrice: aed(2_000), reserve: null }]));
  const ended = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 3_600_000), [{ kind: "plate", itemId: endedPlate!, startingPrice: aed(20_000), reserve: null }]));
  ids.live = (await t.services.auctions.auctions.get(live.id))!.lots[0]!.id;
  ids.liveAuction = live.id;
  ids.upcoming = (await t.services.auctions.auctions.get(upcoming.id))!.lots[0]!.id;
  ids.ended = (await t.services.auctions.auctions.get(ended.id))!.lots[0]!.id;
  // The ended lot: one bid, then its end passes and the closing job decides it.
  const winner = await createUser(t, { verified: true });
  await paidDeposit(t, ended.id, winner.id);
  await t.services.auctions.bidding.place({ id: winner.id, verified: true, staff: false }, { lotId: ids.ended, amount: aed(21_000), requestKey: "ended-lot-bid" });
  await t.database.db.update(auctionLots).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(auctionLots.id, ids.ended));
  await t.services.auctions.closing.closeLot(ids.ended);
});
afterAll(() => t.close());

describe("/auctions", () => {
  it.each(["ar", "en"] as const)("lists live, upcoming and ended lots with their drawings, prices, UAE times and results (%s)", async (lang) => {
    const res = await get(at(lang, "/auctions"));
    expect(res.statusCode).toBe(200);
    const html = shown(res.body);
    for (const key of ["route.auctions", "auctionPage.live", "auctionPage.upcoming", "auctionPage.ended"] as const) expect(html).toContain(say(lang, key));
    for (const id of [ids.live, ids.upcoming, ids.ended]) expect(html).toContain(`href="${at(lang, `/auctions/lots/${id}`)}"`);
    expect(html).toContain(sayIsolated(lang, "auctionPage.sold", { amount: formatAed(aed(21_000), lang) }));
    expect(html).toContain(esc(formatAed(aed(10_000), lang)));
    expect(html).toContain(translate(lang, "auctionPage.endsAt", { time: "" }).split(":")[0]!);
    expect(html).toMatch(/<svg[^>]+role="img"/);
    // The footer links here, and the sitemap lists it in both languages.
    expect(res.body).toContain(`href="${at(lang, "/auctions")}"`);
  });

  it("is in the sitemap in both languages", async () => {
    const xml = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(xml).toContain("<loc>https://shop.test/auctions</loc>");
    expect(xml).toContain("<loc>https://shop.test/en/auctions</loc>");
  });
});

describe("a lot page", () => {
  it.each(["ar", "en"] as const)("shows a visitor the price, the next valid bid, the clock with the end in UAE time, and how to take part (%s)", async (lang) => {
    const res = await get(at(lang, `/auctions/lots/${ids.live}`));
    expect(res.statusCode).toBe(200);
    // Never kept for the next visitor: its clock starts from the time left when it was rendered.
    expect(res.headers["cache-control"]).toContain("no-store");
    const html = shown(res.body);
    expect(html).toContain(say(lang, "auctionPage.startingPrice"));
    expect(html).toContain(esc(formatAed(aed(10_000), lang)));
    expect(html).toContain(say(lang, "auctionPage.nextBid"));
    expect(html).toMatch(/role="timer"[^>]*>\d{2}:\d{2}:\d{2}</);
    expect(html).toContain(`(${translate(lang, "auctionPage.endsAt", { time: "" }).split("(")[1]}`);
    expect(html).toContain(say(lang, "auctionPage.signIn"));
    expect(html).toContain(say(lang, "auctionPage.historyNone"));
  });

  it("answers 404, never 5xx, for a lot that does not exist or an address that is no lot", async () => {
    for (const path of ["/auctions/lots/999999", "/en/auctions/lots/abc", "/auctions/lots/0", "/auctions/lots/-1", "/en/auctions/lots/1e3", "/auctions/lots/99999999999999999999", "/auctions/deposits/abc"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBeLessThan(500);
      expect([404, 302], path).toContain(res.statusCode);
    }
    expect(shown((await get("/en/auctions/lots/999999")).body)).toContain(say("en", "auctions.lotNotFound"));
  });

  it("sends a visitor who posts a bid to sign in, and tells an unverified buyer to verify (in Arabic), storing nothing", async () => {
    const page = await post(`/auctions/lots/${ids.live}`, { intent: "bid", amount: "10000", price: "", request_key: "visitor-key-1" });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toContain("/sign_in?redirect=");
    const unverified = await buyer(false);
    const shownTo = shown((await get(`/auctions/lots/${ids.live}`, unverified.token)).body);
    expect(shownTo).toContain(say("ar", "auctions.unverified"));
    expect(shownTo).toContain('href="/verify_email"');
    const refused = await post(`/auctions/lots/${ids.live}`, { intent: "bid", amount: "10000", price: "", request_key: "unverified-key-1" }, unverified.token);
    expect(refused.statusCode).toBe(403);
    expect(shown(refused.body)).toContain(say("ar", "auctions.unverified"));
    // Staff of the seller are told they may not bid, and a bid they post anyway is refused.
    const member = await createUser(t, { verified: true, roles: ["content_editor"] });
    const token = await login(t, member.email, member.password);
    expect(shown((await get(`/en/auctions/lots/${ids.live}`, token)).body)).toContain(say("en", "auctions.staffCannotBid"));
    const byStaff = await post(`/en/auctions/lots/${ids.live}`, { intent: "bid", amount: "10000", price: "", request_key: "staff-key-0001" }, token);
    expect(byStaff.statusCode).toBe(403);
    expect(shown(byStaff.body)).toContain(say("en", "auctions.staffCannotBid"));
    expect(await bidsOn(ids.live)).toBe(0);
  });
});

describe("deposits and bids through the page", () => {
  let alice: Awaited<ReturnType<typeof buyer>>;
  let bob: Awaited<ReturnType<typeof buyer>>;

  /** Pays the deposit from the lot page at the sandbox gateway, and comes back to the deposit's page. */
  async function deposit(who: Awaited<ReturnType<typeof buyer>>, lang: "ar" | "en") {
    const before = shown((await get(at(lang, `/auctions/lots/${ids.live}`), who.token)).body);
    expect(before).toContain(sayIsolated(lang, "auctionPage.depositBody", { amount: formatAed(aed(5_000), lang) }));
    const res = await post(at(lang, `/auctions/lots/${ids.live}`), { intent: "deposit", provider: "card" }, who.token);
    expect(res.statusCode).toBe(302);
    const payment = /\/sandbox\/pay\/(sbx_\w+)$/.exec(res.headers.location as string)![1]!;
    await t.services.sandbox.decide(payment, "approve");
    const [row] = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.providerRef, payment));
    const back = await get(at(lang, `/auctions/deposits/${row!.id}`), who.token);
    expect(back.statusCode).toBe(200);
    expect(shown(back.body)).toContain(say(lang, "auctionPage.depositState.paid"));
    expect(shown(back.body)).toContain(say(lang, "auctionPage.depositPaidBody"));
  }

  beforeAll(async () => {
    alice = await buyer();
    bob = await buyer();
    await deposit(alice, "en");
    await deposit(bob, "ar");
  });

  it("pays a deposit by bank transfer: the deposit's page gives the reference, and it stays pending until staff confirm", async () => {
    const carol = await buyer();
    const res = await post(`/en/auctions/lots/${ids.live}`, { intent: "deposit", provider: "bank_transfer" }, carol.token);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/en\/auctions\/deposits\/\d+$/);
    const page = shown((await get(res.headers.location as string, carol.token)).body);
    expect(page).toContain(say("en", "auctionPage.depositState.pending"));
    expect(page).toMatch(/quoting the reference <bdi>dep-\d+<\/bdi>/);
    // Another buyer cannot see it.
    expect((await get(res.headers.location as string, alice.token)).statusCode).toBe(404);
    const lot = shown((await get(`/en/auctions/lots/${ids.live}`, carol.token)).body);
    expect(lot).toContain(sayIsolated("en", "auctionPage.depositWaiting", { amount: formatAed(aed(5_000), "en") }));
  });

  it.each(["ar", "en"] as const)("under a percentage deposit rule, refuses a deposit without a limit beside the form, storing nothing (%s)", async (lang) => {
    const [plateId] = await freeItems(t, "plate", 1);
    const now = Date.now();
    const percent = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 3_600_000), [{ kind: "plate", itemId: plateId!, startingPrice: aed(10_000), reserve: null }], { depositRule: { kind: "percent", percent: 10 } }));
    const lotId = (await t.services.auctions.auctions.get(percent.id))!.lots[0]!.id;
    const dave = await buyer();
    const res = await post(at(lang, `/auctions/lots/${lotId}`), { intent: "deposit", provider: "card", limit: "" }, dave.token);
    expect(res.statusCode).toBe(400);
    expect(shown(res.body)).toContain(say(lang, "auctions.depositLimitNeeded"));
    expect(await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, percent.id))).toEqual([]);
  });

  it("takes a bid, then refuses a stale price, a bid below the next, the same press twice and bad input with translated messages, storing nothing", async () => {
    const page = (await get(`/en/auctions/lots/${ids.live}`, alice.token)).body;
    expect(shown(page)).toContain(say("en", "auctionPage.depositPaid", { number: 1 }));
    const key = keyIn(page);
    const first = await post(`/en/auctions/lots/${ids.live}`, { intent: "bid", amount: "10000", price: "", request_key: key }, alice.token);
    expect(first.statusCode).toBe(200);
    expect(shown(first.body)).toContain(say("en", "auctionPage.accepted"));
    expect(await bidsOn(ids.live)).toBe(1);

    const refusals: [Record<string, string>, number, MessageKey, "ar" | "en"][] = [
      [{ amount: "11000", price: "", request_key: "bob-stale-price" }, 409, "auctions.priceChanged", "ar"],
      [{ amount: "10500", price: String(aed(10_000)), request_key: "bob-below-next" }, 409, "auctions.belowNext", "ar"],
      [{ amount: "10500", price: String(aed(10_000)), request_key: "bob-below-next-en" }, 409, "auctions.belowNext", "en"],
      [{ amount: "abc", price: String(aed(10_000)), request_key: "bob-bad-amount" }, 400, "auctionPage.amountInvalid", "en"],
      [{ amount: "-5", price: String(aed(10_000)), request_key: "bob-negative" }, 400, "auctionPage.amountInvalid", "ar"],
      [{ amount: "11000.125", price: String(aed(10_000)), request_key: "bob-three-decimals" }, 400, "auctionPage.amountInvalid", "en"],
      [{ amount: "9".repeat(40), price: String(aed(10_000)), request_key: "bob-huge-amount" }, 400, "auctionPage.amountInvalid", "en"],
      [{ amount: "12000", max: "11000", price: String(aed(10_000)), request_key: "bob-max-below" }, 400, "auctions.maxBelowAmount", "en"],
      [{ amount: "11000", price: "ten", request_key: "bob-bad-price" }, 400, "error.validation", "en"],
      [{ amount: "11000", price: String(aed(10_000)), request_key: "x" }, 400, "error.validation", "en"],
      [{ amount: "11000", price: String(aed(10_000)) }, 400, "error.validation", "en"],
      [{}, 400, "auctionPage.amountInvalid", "en"],
    ];
    for (const [form, status, key2, lang] of refusals) {
      const res = await post(at(lang, `/auctions/lots/${ids.live}`), { intent: "bid", ...form }, bob.token);
      expect(res.statusCode, JSON.stringify(form)).toBe(status);
      expect(shown(res.body), JSON.stringify(form)).toContain(say(lang, key2));
    }
    // Alice's own press sent twice (a double click without JavaScript): the second is refused.
    const again = await post(`/en/auctions/lots/${ids.live}`, { intent: "bid", amount: "12000", price: String(aed(10_000)), request_key: key }, alice.token);
    expect(again.statusCode).toBe(409);
    expect(shown(again.body)).toContain(say("en", "auctions.duplicate"));
    expect(await bidsOn(ids.live)).toBe(1);
  });

  it("a proxy bid answers a rival one step at a time; the history shows bidder numbers, never names, and marks the reader's own bids", async () => {
    const proxy = await post(`/auctions/lots/${ids.live}`, { intent: "bid", amount: "11000", max: "15000", price: String(aed(10_000)), request_key: "bob-proxy-15000" }, bob.token);
    expect(proxy.statusCode).toBe(200);
    const page = (await get(`/en/auctions/lots/${ids.live}`, alice.token)).body;
    expect(shown(page)).toContain(say("en", "auctionPage.outbid"));
    const next = await post(`/en/auctions/lots/${ids.live}`, { intent: "bid", amount: "12000", price: String(aed(11_000)), request_key: keyIn(page) }, alice.token);
    expect(next.statusCode).toBe(200);
    const seen = shown((await get(`/en/auctions/lots/${ids.live}`, alice.token)).body);
    // Bob's maximum answered at once: he leads at 13,000, and Alice is told she was outbid.
    expect(seen).toContain(esc(formatAed(aed(13_000), "en")));
    expect(seen).toContain(say("en", "auctionPage.outbid"));
    expect(seen).toContain(say("en", "auctions.bidder", { number: 2 }));
    expect(seen).toContain(`${say("en", "auctions.bidder", { number: 1 })}<span class="ms-1 text-brand-700">(${say("en", "auctionPage.you")})</span>`);
    expect(seen).toContain(say("en", "auctionPage.auto"));
    for (const who of [alice, bob]) expect(seen).not.toContain(who.email);
    expect(seen).not.toContain("15,000");
    const bobSees = shown((await get(`/auctions/lots/${ids.live}`, bob.token)).body);
    expect(bobSees).toContain(say("ar", "auctionPage.leading"));
  });

  it.each(["ar", "en"] as const)("lists the buyer's bids and deposits on their profile (%s)", async (lang) => {
    const html = shown((await get(at(lang, "/profile"), bob.token)).body);
    expect(html).toContain(say(lang, "auctionPage.mine"));
    expect(html).toContain(`href="${at(lang, `/auctions/lots/${ids.live}`)}"`);
    expect(html).toContain(say(lang, "auctionPage.leading"));
    expect(html).toContain(say(lang, "auctionPage.depositState.paid"));
    const none = await buyer();
    expect(shown((await get(at(lang, "/profile"), none.token)).body)).toContain(say(lang, "auctionPage.mineNone"));
  });

  it("an ended lot shows its result and takes no bid", async () => {
    const html = shown((await get(`/en/auctions/lots/${ids.ended}`, alice.token)).body);
    expect(html).toContain(sayIsolated("en", "auctionPage.sold", { amount: formatAed(aed(21_000), "en") }));
    expect(html).not.toContain('name="intent" value="bid"');
    const res = await post(`/en/auctions/lots/${ids.ended}`, { intent: "bid", amount: "30000", price: String(aed(21_000)), request_key: "late-bid-key" }, alice.token);
    expect(res.statusCode).toBe(409);
    expect(shown(res.body)).toContain(say("en", "auctions.ended"));
  });
});

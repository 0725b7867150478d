import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIERS, extendedEnd, nextValidBid } from "#core/auctions/rules.ts";
import { auctionBids, auctionLots } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { auctionInput, auctionsOn, bidders, freeItems, paidDeposit, staff } from "#tests/helpers/auctions.ts";

// Issue 30's race: 1,000 concurrent bids on one lot, on PostgreSQL (PGlite runs one statement at a time and
// would hide any race). The real clock runs; the lot ends within the anti-sniping window so every accepted
// bid extends it, and the history must still be one rising line of bids each valid when accepted.

const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t?.close());

describe.runIf(onPostgres)("1,000 concurrent bids on one lot (PostgreSQL)", () => {
  it("give one ordered history: no two bids at one amount, the price only rises, each bid valid when accepted, extensions by the rule", async () => {
    const a = auctionsOn(t, () => new Date());
    const now = Date.now();
    const [plateId] = await freeItems(t, "plate", 1);
    const auction = await a.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 120_000), [{ kind: "plate", itemId: plateId!, startingPrice: 100_000n, reserve: null }], { windowSeconds: 180, extensionSeconds: 180 }));
    const lot = (await a.auctions.get(auction.id))!.lots[0]!;
    const people = await bidders(t, 200);
    for (const p of people) await paidDeposit(t, auction.id, p);

    // The robots start within 3 s of each other; each reads the lot and bids the next valid bid it saw (often
    // stale by the time its bid is decided) or up to two steps more, one in ten with a proxy maximum above it.
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
        const [seen] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, lot.id));
        const amount = nextValidBid(seen!, DEFAULT_TIERS) + BigInt(i % 3) * 100_000n;
        const max = i % 10 === 0 ? amount + 1_000_000n : null;
        return a.bidding.place({ id: people[i % people.length]!, verified: true, staff: false }, { lotId: lot.id, amount, max, requestKey: `r${i}` });
      }),
    );
    const accepted = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as { key?: string; statusCode?: number });
    // Every refusal is one of the rules' own, never a fault.
    for (const r of refused) expect(["auctions.belowNext", "auctions.alreadyLeading"]).toContain(r.key);
    expect(accepted).toBeGreaterThan(5);

    const history = await t.database.db.select().from(auctionBids).where(eq(auctionBids.lotId, lot.id)).orderBy(asc(auctionBids.seq));
    const [final] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, lot.id));
    expect(history.map((b) => b.seq)).toEqual(history.map((_, i) => i + 1));
    expect(new Set(history.map((b) => b.amount)).size).toBe(history.length);
    let end = lot.endsAt;
    for (let i = 0; i < history.length; i++) {
      const bid = history[i]!;
      const prev = history[i - 1];
      expect(bid.amount).toBeGreaterThanOrEqual(nextValidBid({ startingPrice: 100_000n, currentPrice: prev?.amount ?? null }, DEFAULT_TIERS));
      expect(bid.placedAt.getTime()).toBeGreaterThanOrEqual(prev?.placedAt.getTime() ?? 0);
      expect(bid.placedAt.getTime()).toBeLessThan(end.getTime());
      // The bids of one press share its moment and its extension; the next press extends from there.
      if (!prev || prev.placedAt.getTime() !== bid.placedAt.getTime()) end = extendedEnd(end, bid.placedAt, 180, 180);
      expect(bid.endsAt).toEqual(end);
    }
    expect(final).toMatchObject({ bidCount: history.length, currentPrice: history.at(-1)!.amount, endsAt: end });
    console.warn(`race: ${accepted} of 1000 presses accepted, ${history.length} bids recorded (with proxies), ${refused.length} refused`);
  }, 240_000);
});

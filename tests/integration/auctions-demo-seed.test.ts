import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLots, auctions, jobs, mobileNumbers, plates } from "#server/db/schema.ts";
import { seedDemoAuction } from "#server/modules/auctions/index.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";

// The demo auction (decision 0074) on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): a fresh
// start with the demo data shows a live auction, of items the demo left off sale, once however often it starts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const activeCount = async () => {
  const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(plates).where(eq(plates.active, true));
  const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mobileNumbers).where(eq(mobileNumbers.active, true));
  return p!.n + n!.n;
};

describe("the demo auction", () => {
  it("is live from the first start for a week, with a plate and a number the demo left off sale; a second start adds none", async () => {
    // The test apps do not seed it (their suites count the demo items alone).
    expect(await t.database.db.select().from(auctions)).toEqual([]);
    const active = await activeCount();
    await seedDemoAuction(t.database.db, t.services);
    await seedDemoAuction(t.database.db, t.services);
    const all = await t.services.auctions.auctions.list();
    expect(all).toHaveLength(1);
    const [{ auction, lots }] = all as [(typeof all)[number]];
    expect(lots.map((l) => [l.itemKind, l.phase])).toEqual([
      ["plate", "live"],
      ["number", "live"],
    ]);
    const week = auction.endsAt.getTime() - Date.now();
    expect(week).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(auction.titleAr).not.toBe(auction.titleEn);
    // The listings are as they were: the items were already inactive, and the close job waits for the end.
    expect(await activeCount()).toBe(active);
    const rows = await t.database.db.select().from(auctionLots).where(eq(auctionLots.auctionId, auction.id));
    expect(rows.every((l) => !l.itemWasActive)).toBe(true);
    const closes = (await t.database.db.select().from(jobs).where(eq(jobs.name, "auctions.close"))).map((j) => j.payload);
    expect(closes).toEqual(expect.arrayContaining(rows.map((l) => ({ lotId: l.id }))));
  });
});

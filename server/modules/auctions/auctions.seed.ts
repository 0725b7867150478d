import { and, desc, eq, isNull } from "drizzle-orm";
import { DEFAULT_DEPOSIT, DEFAULT_EXTENSION_SECONDS, DEFAULT_TIERS, DEFAULT_WINDOW_SECONDS } from "#core/auctions/rules.ts";
import type { Db } from "#server/db/client.ts";
import { mobileNumbers, plates } from "#server/db/schema.ts";
import { runSeedStepOnce } from "#server/db/seed-history.ts";
import { systemActor } from "#server/modules/audit/index.ts";
import type { Services } from "#server/services.ts";

const HOUR = 3_600_000;

/**
 * The demo auction (decision 0074): a shop that runs auctions shows one, so a fresh `npm start` has a live
 * auction on /auctions and a lot page to open. Scheduled at the first start, relative to it: live from an hour
 * before until a week after (then it closes unsold, as any lot without bids). Its lots are items the demo data
 * leaves inactive (off sale), the dearest plate and number, so the demo listings, counts and buy pages stay as
 * they were. Once per database, like every seed step; the test apps do not seed it (their suites count items).
 */
export async function seedDemoAuction(db: Db, services: Services): Promise<void> {
  // The step is claimed first: scheduling opens its own transaction (the items leave the market in it).
  const claimed = await runSeedStepOnce(db, "auctions:demo:v1", async () => {});
  if (!claimed) return;
  const [plate] = await db.select({ id: plates.id, price: plates.price }).from(plates).where(and(eq(plates.active, false), eq(plates.sold, false), isNull(plates.heldUntil))).orderBy(desc(plates.price)).limit(1);
  const [number] = await db.select({ id: mobileNumbers.id, price: mobileNumbers.price }).from(mobileNumbers).where(and(eq(mobileNumbers.active, false), eq(mobileNumbers.sold, false), isNull(mobileNumbers.heldUntil))).orderBy(desc(mobileNumbers.price)).limit(1);
  const lots = [...(plate ? [{ kind: "plate" as const, ...plate }] : []), ...(number ? [{ kind: "number" as const, ...number }] : [])];
  if (lots.length === 0) return;
  const now = Date.now();
  // Starting at half the item's price, in whole thousands of dirhams (at least AED 1,000).
  const start = (price: bigint) => (price / 2n / 100_000n > 0n ? (price / 2n / 100_000n) * 100_000n : 100_000n);
  const auction = await services.auctions.auctions.schedule(
    { ...systemActor, scope: [] },
    {
      titleEn: "Special plates and numbers",
      titleAr: "لوحات وأرقام مميزة",
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 7 * 24 * HOUR),
      tiers: DEFAULT_TIERS,
      depositRule: DEFAULT_DEPOSIT,
      windowSeconds: DEFAULT_WINDOW_SECONDS,
      extensionSeconds: DEFAULT_EXTENSION_SECONDS,
      payHours: 72,
      lots: lots.map((l) => ({ kind: l.kind, itemId: l.id, startingPrice: start(l.price), reserve: null })),
    },
  );
  services.log.info({ auction: auction.id, lots: lots.length }, "seeded the demo auction");
}

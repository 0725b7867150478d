import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_TIERS } from "#core/auctions/rules.ts";
import { auctionDeposits, mobileNumbers, plates, users } from "#server/db/schema.ts";
import { type AuctionInput, createAuctionServices } from "#server/modules/auctions/index.ts";
import { systemActor } from "#server/modules/audit/index.ts";
import type { Db } from "#server/db/client.ts";
import type { TestApp } from "./test-app.ts";

/** A clock the test moves by hand. */
export function fakeClock(start: Date) {
  let now = start;
  return { now: () => now, set: (d: Date) => (now = d), advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** The auctions module on a test app's database and services, with the given clock. */
export function auctionsOn(t: TestApp, clock: () => Date, beforeEnqueue?: (name: string) => void) {
  const s = t.services;
  return createAuctionServices({
    db: t.database.db,
    audit: s.audit,
    mail: s.mail,
    enqueue: (tx, name, payload, options) => {
      beforeEnqueue?.(name);
      return s.jobs.enqueue(tx, name, payload, options);
    },
    clock,
    publicUrl: "https://shop.test",
    pricing: async (kind, price) => ({ breakdown: await s.catalog.fees(kind, price), vatBasisPoints: (await s.settings.fees.get()).vatBasisPoints }),
    provider: () => s.sandbox.adapter,
    forgetAnswers: s.catalog.forgetAnswers,
  });
}

let count = 0;
/** Verified buyers straight in the table (bidding needs an id, a name, an e-mail and a language). */
export async function bidders(t: TestApp, n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, () => {
    const i = ++count;
    return { id: `bidder-${i}-${Math.random().toString(36).slice(2, 8)}`, name: `Bidder ${i}`, email: `bidder${i}-${Math.random().toString(36).slice(2, 8)}@example.com`, emailVerified: true, lang: i % 2 ? ("ar" as const) : ("en" as const) };
  });
  await t.database.db.insert(users).values(rows);
  return rows.map((r) => r.id);
}

/** A paid deposit recorded as the gateway would have it (the deposit flow itself is tested on its own). */
export async function paidDeposit(t: TestApp, auctionId: number, buyerId: string, amount = 500_000n) {
  const [row] = await t.database.db
    .insert(auctionDeposits)
    .values({ auctionId, buyerId, bidderNumber: sql`(SELECT coalesce(max(bidder_number), 0) + 1 FROM auction_deposits WHERE auction_id = ${auctionId})` as unknown as number, amount, provider: "sandbox", reference: `dep-test-${auctionId}-${buyerId}`, state: "paid" })
    .returning();
  return row!;
}

/** Unsold, unheld, active items. */
export const freeItems = (t: TestApp, kind: "plate" | "number", n: number) => freeItemsIn(t.database.db, kind, n);
export async function freeItemsIn(db: Db, kind: "plate" | "number", n: number): Promise<number[]> {
  const table = kind === "plate" ? plates : mobileNumbers;
  const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.sold, false), eq(table.active, true), sql`${table.heldUntil} IS NULL`)).orderBy(table.id).limit(n);
  return rows.map((r) => r.id);
}

/** Dirhams as fils, the amounts' unit. */
export const aed = (n: number) => BigInt(n) * 100n;
export function auctionInput(start: Date, end: Date, lots: AuctionInput["lots"], extra: Partial<AuctionInput> = {}): AuctionInput {
  return {
    titleEn: "Rare plates",
    titleAr: "لوحات نادرة",
    startsAt: start,
    endsAt: end,
    tiers: DEFAULT_TIERS,
    depositRule: { kind: "fixed", amount: aed(5_000) },
    windowSeconds: 180,
    extensionSeconds: 180,
    payHours: 72,
    lots,
    ...extra,
  };
}

export const staff = { ...systemActor, scope: ["create:auction"] as string[], userId: null, email: "staff@shop.test", ip: "127.0.0.1" };

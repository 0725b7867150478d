import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import type { ItemKind } from "./item-holds.ts";

// The item side of an auction (issue 30; docs/decisions/0062-auctions.md). An item in an auction leaves the
// fixed-price listings (inactive: every public listing and "Buy now" read `active`) and is held by nobody's
// order until a moment no checkout reaches (holdItem needs it unheld), so even staff switching it back on
// cannot make it buyable while the auction runs. Each step is one conditional write on the item's row.

const tableOf = (kind: ItemKind) => (kind === "plate" ? plates : mobileNumbers);
/** The auction's hold: far beyond any checkout's, and distinct from one (no order). */
export const AUCTION_HOLD = new Date("9999-12-31T00:00:00Z");

/** Takes an unsold, unheld item off the market for an auction; whether it was active before, or undefined if it cannot be. */
export async function withdrawForAuction(tx: Db, kind: ItemKind, itemId: number): Promise<{ wasActive: boolean } | undefined> {
  const table = tableOf(kind);
  const [before] = await tx.select({ active: table.active }).from(table).where(eq(table.id, itemId)).for("update");
  if (!before) return undefined;
  const rows = await tx
    .update(table)
    .set({ active: false, heldByOrder: null, heldUntil: AUCTION_HOLD, updatedAt: new Date() })
    .where(and(eq(table.id, itemId), eq(table.sold, false), or(isNull(table.heldUntil), lt(table.heldUntil, sql`now()`))))
    .returning({ id: table.id });
  return rows.length === 1 ? { wasActive: before.active } : undefined;
}

/** The auction ended unsold or was cancelled: the item goes back as it was, if the auction still holds it. */
export async function returnFromAuction(tx: Db, kind: ItemKind, itemId: number, wasActive: boolean): Promise<void> {
  const table = tableOf(kind);
  await tx
    .update(table)
    .set({ active: wasActive, heldByOrder: null, heldUntil: null, updatedAt: new Date() })
    .where(and(eq(table.id, itemId), eq(table.sold, false), isNull(table.heldByOrder), eq(table.heldUntil, AUCTION_HOLD)));
}

/** The winner's checkout holds the item from the auction until `until` (then sellItem sells it to that order). */
export async function holdForAuctionWinner(tx: Db, kind: ItemKind, itemId: number, orderId: number, until: Date): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await tx
    .update(table)
    .set({ heldByOrder: orderId, heldUntil: until })
    .where(and(eq(table.id, itemId), eq(table.sold, false), isNull(table.heldByOrder), eq(table.heldUntil, AUCTION_HOLD)))
    .returning({ id: table.id });
  return rows.length === 1;
}

import { type SQL, and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { itemPriceHistory, mobileNumbers, plates } from "./catalog.schema.ts";

export type ItemKind = "plate" | "number";

const tableOf = (kind: ItemKind) => (kind === "plate" ? plates : mobileNumbers);

/** Free to hold or to sell: nobody's hold, or a hold whose time has passed. */
export function unheld(table: typeof plates | typeof mobileNumbers): SQL {
  return or(isNull(table.heldUntil), lt(table.heldUntil, sql`now()`))!;
}

// The item side of a checkout (docs/decisions/0012): each is one conditional UPDATE, never a read then a write,
// so two buyers can never both hold or both buy the same plate or number.

/** Holds the item for an order until `until`, if it is on sale at this price and free; its price, or undefined. */
export async function holdItem(tx: Db, kind: ItemKind, itemId: number, orderId: number, price: bigint, until: Date): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await tx
    .update(table)
    .set({ heldByOrder: orderId, heldUntil: until })
    .where(and(eq(table.id, itemId), eq(table.active, true), eq(table.sold, false), eq(table.price, price), unheld(table)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Holds the item longer for its order (a bank transfer takes days), if this order still holds it. */
export async function extendItemHold(tx: Db, kind: ItemKind, itemId: number, orderId: number, until: Date): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await tx.update(table).set({ heldUntil: until }).where(and(eq(table.id, itemId), eq(table.heldByOrder, orderId), eq(table.sold, false))).returning({ id: table.id });
  return rows.length === 1;
}

/** Gives the item back, if this order still holds it. */
export async function releaseItem(tx: Db, kind: ItemKind, itemId: number, orderId: number): Promise<void> {
  const table = tableOf(kind);
  await tx.update(table).set({ heldByOrder: null, heldUntil: null }).where(and(eq(table.id, itemId), eq(table.heldByOrder, orderId)));
}

/**
 * Sells the item to the order: if it is unsold and either held by this order or held by nobody (this order's
 * hold lapsed, but nobody else took it). False: sold to someone else, or held by another buyer now.
 */
export async function sellItem(tx: Db, kind: ItemKind, itemId: number, orderId: number): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await tx
    .update(table)
    .set({ sold: true, heldByOrder: null, heldUntil: null, updatedAt: new Date() })
    .where(and(eq(table.id, itemId), eq(table.sold, false), or(eq(table.heldByOrder, orderId), unheld(table))))
    .returning({ id: table.id, price: table.price });
  // The sale in the item's price history (issue 27); no staff member made it: the page says "a buyer's order".
  if (rows[0]) await tx.insert(itemPriceHistory).values({ kind, itemId, event: "sold", price: rows[0].price });
  return rows.length === 1;
}

/** Whether someone's checkout holds the item now (a lapsed hold does not count). */
export function isReserved(item: { heldUntil: Date | null }, now = new Date()): boolean {
  return item.heldUntil !== null && item.heldUntil > now;
}

/** Puts a sold item back on sale (its sale was refunded): only if it is sold and nobody holds it. */
export async function returnItem(tx: Db, kind: ItemKind, itemId: number): Promise<void> {
  const table = tableOf(kind);
  const rows = await tx.update(table).set({ sold: false, heldByOrder: null, heldUntil: null, updatedAt: new Date() }).where(and(eq(table.id, itemId), eq(table.sold, true))).returning({ price: table.price });
  if (rows[0]) await tx.insert(itemPriceHistory).values({ kind, itemId, event: "unsold", price: rows[0].price });
}

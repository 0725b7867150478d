import { type SQL, sql } from "drizzle-orm";
import type { FeeBreakdown } from "#core/catalog/fees.ts";
import type { Db } from "#server/db/client.ts";
import type { ItemKind } from "#server/modules/catalog/index.ts";
import { orderEvents, orders } from "./checkout.schema.ts";
import type { Order } from "./order-states.ts";

/** What an order is for: one item, or a bundle (its plate is the order's item, its number goes with it). */
export interface OrderedItem {
  kind: ItemKind;
  itemId: number;
  bundleId?: number;
}

/** Until when a new order holds its item: minutes from the database's now (one clock for every instance), or a moment. */
export const holdForMinutes = (minutes: number): SQL => sql`now() + ${minutes} * interval '1 minute'`;

/**
 * The order row, priced with the breakdown it keeps for good (a later change of the settings never reprices it),
 * and its first event; every way an order starts writes it here. The caller holds its items in the same
 * transaction, so an order never exists without its hold.
 */
export async function insertOrder(tx: Db, buyerId: string, what: OrderedItem, breakdown: FeeBreakdown, vatBasisPoints: number, holdUntil: SQL | Date): Promise<Order> {
  const { price, discount, adminFee, vat, transferFee, total } = breakdown;
  const [order] = await tx
    .insert(orders)
    .values({
      buyerId,
      itemKind: what.kind,
      itemId: what.itemId,
      bundleId: what.bundleId ?? null,
      price,
      discount,
      adminFee,
      vat,
      transferFee,
      total,
      vatBasisPoints,
      holdUntil,
    })
    .returning();
  await tx.insert(orderEvents).values({ orderId: order!.id, state: "verification" });
  return order!;
}

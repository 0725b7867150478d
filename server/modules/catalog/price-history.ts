import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { itemPriceHistory } from "./catalog.schema.ts";
import type { ItemKind } from "./item-holds.ts";

/** One point of an item's public price history: when, what happened, and the price after it (fils). */
export interface PricePoint {
  at: Date;
  event: "listed" | "price" | "sold" | "unsold";
  price: bigint;
}

/** The newest this many changes are drawn: a chart of more would be unreadable on a phone. */
export const PRICE_POINTS_SHOWN = 60;

/**
 * An item's price history for its buy page and the API (issue 31): the rows the admin keeps since issue 27
 * (items-admin.ts), oldest first, without who made each change (staff's names are not public).
 */
export function createPriceHistory(db: Db) {
  return {
    async of(kind: ItemKind, itemId: number): Promise<PricePoint[]> {
      const rows = await db
        .select({ at: itemPriceHistory.at, event: itemPriceHistory.event, price: itemPriceHistory.price })
        .from(itemPriceHistory)
        .where(and(eq(itemPriceHistory.kind, kind), eq(itemPriceHistory.itemId, itemId)))
        .orderBy(desc(itemPriceHistory.at), desc(itemPriceHistory.id))
        .limit(PRICE_POINTS_SHOWN);
      return rows.reverse();
    },
  };
}

export type PriceHistory = ReturnType<typeof createPriceHistory>;

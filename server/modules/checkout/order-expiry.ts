import { type SQL, and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { releaseOrderItems } from "#server/modules/catalog/index.ts";
import { orderEvents, orders, promoCodes } from "./checkout.schema.ts";
import { moveOrders } from "./order-states.ts";

/**
 * Open orders (of those `where` picks) whose hold has passed become expired and give their items back: one
 * conditional move, so the sweeper, a buyer's new "Buy now" and another instance's sweep never expire one
 * order twice. Every read already treats a lapsed hold as free; this tidies the rows.
 */
export function expireLapsed(db: Db, where: SQL | undefined = sql`true`): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await moveOrders(tx, "expire", and(lt(orders.holdUntil, sql`now()`), where));
    for (const o of lapsed) {
      await releaseOrderItems(tx, o);
      // The code's use goes back: the order it was taken for will never be paid.
      if (o.promoCode) await tx.update(promoCodes).set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` }).where(eq(promoCodes.code, o.promoCode));
      await tx.insert(orderEvents).values({ orderId: o.id, state: "expired" });
    }
    return lapsed.length;
  });
}

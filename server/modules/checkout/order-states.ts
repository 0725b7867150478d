import { type SQL, and, inArray } from "drizzle-orm";
import { type OrderEvent, type OrderState, orderTransitions } from "#core/checkout/order-states.ts";
import type { Db } from "#server/db/client.ts";
import { orders } from "./checkout.schema.ts";

export { type OrderEvent, canMove, orderTransitions } from "#core/checkout/order-states.ts";
export type Order = typeof orders.$inferSelect;

/**
 * Every change of an order's state (decision 0038): applies `event` to the orders matching `where` that are in a state it may come from (with the extra columns
 * the step sets); the rows that moved come back, none when the event does not apply (already happened, or not
 * allowed).
 */
export function moveOrders(tx: Db, event: OrderEvent, where: SQL | undefined, set: Partial<Omit<typeof orders.$inferInsert, "state" | "id">> = {}): Promise<Order[]> {
  const rule: { from: readonly OrderState[]; to: OrderState; kinds?: readonly ("plate" | "number")[] } = orderTransitions[event];
  return tx
    .update(orders)
    .set({ ...set, state: rule.to, updatedAt: new Date() })
    .where(and(where, inArray(orders.state, [...rule.from]), rule.kinds ? inArray(orders.itemKind, [...rule.kinds]) : undefined))
    .returning();
}

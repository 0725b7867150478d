import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { openOrderStates, orders } from "./checkout.schema.ts";

// The checkout side of a plate-and-number bundle (decisions 0065 and 0070) that the checkout service itself
// does not need: whether orders name a bundle (the staff section's refusals) and how an order names its items.

/**
 * Whether orders name a bundle: "open" while one still holds its items for a buyer, "closed" when only ended,
 * paid or refunded ones do (their invoice and refund read the bundle, so it is never deleted), else undefined.
 */
export async function bundleOrderUse(tx: Db, bundleId: number): Promise<"open" | "closed" | undefined> {
  const [open] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.bundleId, bundleId), inArray(orders.state, openOrderStates))).limit(1);
  if (open) return "open";
  const [any] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.bundleId, bundleId)).limit(1);
  return any ? "closed" : undefined;
}

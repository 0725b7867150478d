import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { bundles } from "./bundles.schema.ts";
import { type ItemKind, extendItemHold, releaseItem, returnItem, sellItem } from "./item-holds.ts";

/** What checkout knows of an order to act on its items: one item, or a bundle's plate with the bundle's number too. */
export interface OrderItemsRef {
  id: number;
  itemKind: ItemKind;
  itemId: number;
  bundleId: number | null;
}

// The item side of an order of one item or of a bundle (decision 0065): each step acts on every item of the
// order inside the caller's transaction, and a bundle's steps that must succeed for both (extend, sell) run
// in a savepoint that takes the first item back when the second fails: never half a bundle.

async function itemsOf(tx: Db, order: OrderItemsRef): Promise<{ kind: ItemKind; id: number }[]> {
  const items = [{ kind: order.itemKind, id: order.itemId }];
  if (order.bundleId === null) return items;
  const [bundle] = await tx.select({ numberId: bundles.numberId }).from(bundles).where(eq(bundles.id, order.bundleId));
  if (bundle) items.push({ kind: "number", id: bundle.numberId });
  return items;
}

/** Every item's step succeeds, or none has happened (a savepoint for a bundle). */
async function allOrNone(tx: Db, order: OrderItemsRef, step: (tx: Db, kind: ItemKind, id: number) => Promise<boolean>): Promise<boolean> {
  const items = await itemsOf(tx, order);
  if (items.length === 1) return step(tx, items[0]!.kind, items[0]!.id);
  try {
    await tx.transaction(async (sp) => {
      for (const item of items) if (!(await step(sp as unknown as Db, item.kind, item.id))) throw new PartialStep();
    });
    return true;
  } catch (error) {
    if (error instanceof PartialStep) return false;
    throw error;
  }
}
class PartialStep extends Error {}

export async function releaseOrderItems(tx: Db, order: OrderItemsRef): Promise<void> {
  for (const item of await itemsOf(tx, order)) await releaseItem(tx, item.kind, item.id, order.id);
}

export const extendOrderItems = (tx: Db, order: OrderItemsRef, until: Date) => allOrNone(tx, order, (t, kind, id) => extendItemHold(t, kind, id, order.id, until));

export const sellOrderItems = (tx: Db, order: OrderItemsRef) => allOrNone(tx, order, (t, kind, id) => sellItem(t, kind, id, order.id));

export async function returnOrderItems(tx: Db, order: OrderItemsRef): Promise<void> {
  for (const item of await itemsOf(tx, order)) await returnItem(tx, item.kind, item.id);
}

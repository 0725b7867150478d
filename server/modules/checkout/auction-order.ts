import type { FeeBreakdown } from "#core/catalog/fees.ts";
import type { Db } from "#server/db/client.ts";
import { type ItemKind, holdForAuctionWinner } from "#server/modules/catalog/index.ts";
import { insertOrder } from "./order-row.ts";
import type { Order } from "./order-states.ts";

/**
 * The auction winner's checkout (issue 30): an order priced at the winning bid with the usual fees, holding the
 * item from the auction until the deadline to pay. From here it is an ordinary checkout (verification, payment,
 * the receipt and tax invoice, the sweeper when the deadline passes). Written in the closing transaction, so a
 * lot is closed with its order or not at all.
 */
export async function openAuctionOrder(
  tx: Db,
  input: { buyerId: string; kind: ItemKind; itemId: number; breakdown: FeeBreakdown; vatBasisPoints: number; payBy: Date },
): Promise<Order> {
  const order = await insertOrder(tx, input.buyerId, { kind: input.kind, itemId: input.itemId }, input.breakdown, input.vatBasisPoints, input.payBy);
  if (!(await holdForAuctionWinner(tx, input.kind, input.itemId, order.id, input.payBy))) throw new Error(`the auction no longer holds ${input.kind} ${input.itemId}`);
  return order;
}

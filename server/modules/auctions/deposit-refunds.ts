import { and, eq, notInArray, sql } from "drizzle-orm";
import { paidStates } from "#core/checkout/order-states.ts";
import type { Db } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { auctionDeposits, auctionLots } from "./auctions.schema.ts";
import type { Enqueue } from "./jobs.ts";

/**
 * The one rule for giving an auction's deposits back once bidding on it is over (its last lot closed, or staff
 * cancelled it): every paid deposit is due a refund but a winner's whose checkout is still unpaid, which stays
 * the security for that purchase until it is paid (then `settlePaid`) or its deadline passes (forfeited). A
 * refund job is enqueued for each; the deposits due are returned (decisions 0068, 0074).
 */
export async function refundDepositsButUnpaidWinners(tx: Db, enqueue: Enqueue, auctionId: number) {
  const owing = tx
    .select({ id: sql`${auctionLots.leaderId}` })
    .from(auctionLots)
    .innerJoin(orders, eq(orders.id, auctionLots.orderId))
    .where(and(eq(auctionLots.auctionId, auctionId), eq(auctionLots.state, "sold"), notInArray(orders.state, [...paidStates])));
  const due = await tx
    .update(auctionDeposits)
    .set({ state: "refund_due", updatedAt: new Date() })
    .where(and(eq(auctionDeposits.auctionId, auctionId), eq(auctionDeposits.state, "paid"), notInArray(auctionDeposits.buyerId, owing)))
    .returning();
  for (const d of due) await enqueue(tx, "auctions.refund", { depositId: d.id });
  return due;
}

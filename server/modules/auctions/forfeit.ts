import { and, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { paidStates } from "#core/checkout/order-states.ts";
import type { FeeBreakdown } from "#core/catalog/fees.ts";
import type { Db } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { returnFromAuction, withdrawForAuction } from "#server/modules/catalog/index.ts";
import { openAuctionOrder } from "#server/modules/checkout/index.ts";
import { auctionBids, auctionDeposits, auctionLots, auctions } from "./auctions.schema.ts";
import type { Enqueue } from "./jobs.ts";

/** When the DB's clock has not reached the deadline the service's clock has (a second apart), look again. */
const RETRY_MS = 60_000;
const paid = (state: string) => (paidStates as readonly string[]).includes(state);

/**
 * After a lot is won (issue 30 item 4, decision 0068): the winner's checkout has a deadline (`payHours`). When it
 * passes unpaid, the deadline job forfeits the winner's deposit (the auction's terms), takes the item back under
 * the auction's hold (a late payment then finds it taken and is refunded by checkout) and tells the buyer; staff
 * may then offer the lot to the next bidder at their highest bid (a new checkout, the same time to pay) or put
 * the item back on sale. When a winner's checkout is paid, their deposit is refunded by the refund job, in the
 * payment's own transaction (checkout's `onPaid`). Each step locks the lot's row and is a conditional write.
 */
export function createForfeit(deps: {
  db: Db;
  clock: () => Date;
  enqueue: Enqueue;
  audit: AuditLog;
  pricing: (kind: "plate" | "number", price: bigint) => Promise<{ breakdown: FeeBreakdown; vatBasisPoints: number }>;
  forgetAnswers: () => void;
}) {
  const { db } = deps;

  async function lockedLot(tx: Db, lotId: number) {
    const [row] = await tx.select({ lot: auctionLots, auction: auctions }).from(auctionLots).innerJoin(auctions, eq(auctions.id, auctionLots.auctionId)).where(eq(auctionLots.id, lotId)).for("update", { of: auctionLots });
    return row;
  }

  /** The highest bid of a bidder not yet passed over (nor leading now). */
  async function nextBid(tx: Db, lot: typeof auctionLots.$inferSelect) {
    const skip = [...lot.passedOver, ...(lot.leaderId ? [lot.leaderId] : [])];
    const [bid] = await tx
      .select({ bidderId: auctionBids.bidderId, amount: auctionBids.amount })
      .from(auctionBids)
      .where(and(eq(auctionBids.lotId, lot.id), skip.length ? notInArray(auctionBids.bidderId, skip) : undefined))
      .orderBy(desc(auctionBids.amount))
      .limit(1);
    return bid;
  }

  return {
    /** The deadline job: "paid" (nothing to do), "forfeited", "notYet" (put back for the deadline) or "already". */
    async payDeadline(lotId: number): Promise<"paid" | "forfeited" | "notYet" | "already"> {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockedLot(tx, lotId);
        if (!row || row.lot.state !== "sold" || !row.lot.orderId || !row.lot.leaderId) return "already" as const;
        const { lot } = row;
        const [order] = await tx.select().from(orders).where(eq(orders.id, lot.orderId!));
        if (!order || paid(order.state)) return "paid" as const;
        const now = deps.clock();
        if (order.holdUntil > now) {
          // A bank transfer keeps the order longer once: the deadline moves with it.
          await deps.enqueue(tx, "auctions.payDeadline", { lotId }, { delayMs: order.holdUntil.getTime() - now.getTime() });
          return "notYet" as const;
        }
        if (!(await withdrawForAuction(tx, lot.itemKind, lot.itemId))) {
          await deps.enqueue(tx, "auctions.payDeadline", { lotId }, { delayMs: RETRY_MS });
          return "notYet" as const;
        }
        await tx
          .update(auctionLots)
          .set({ state: "forfeited", passedOver: sql`array_append(${auctionLots.passedOver}, ${lot.leaderId})` })
          .where(eq(auctionLots.id, lotId));
        const kept = await tx
          .update(auctionDeposits)
          .set({ state: "forfeited", updatedAt: new Date() })
          .where(and(eq(auctionDeposits.auctionId, lot.auctionId), eq(auctionDeposits.buyerId, lot.leaderId!), eq(auctionDeposits.state, "paid")))
          .returning({ id: auctionDeposits.id });
        if (kept.length > 0) await deps.enqueue(tx, "auctions.mail", { kind: "forfeited", lotId, buyerId: lot.leaderId! });
        return "forfeited" as const;
      });
      if (outcome === "forfeited") deps.forgetAnswers();
      return outcome;
    },

    /** Staff offer a forfeited lot to the next bidder: a checkout at their highest bid, the auction's time to pay, an e-mail. */
    async offerNext(actor: StaffActor, lotId: number): Promise<{ orderId: number; buyerId: string }> {
      const [seen] = await db.select().from(auctionLots).where(eq(auctionLots.id, lotId));
      if (!seen) throw new HttpError(404, "auctionsAdmin.lotNotFound");
      if (seen.state !== "forfeited") throw new HttpError(409, "auctionsAdmin.notForfeited");
      const next = await nextBid(db, seen);
      if (!next) throw new HttpError(409, "auctionsAdmin.noNextBidder");
      // The fees are read before the transaction (PGlite allows no read outside an open one); the lock then checks nothing moved.
      const { breakdown, vatBasisPoints } = await deps.pricing(seen.itemKind, next.amount);
      const offered = await db.transaction(async (tx) => {
        const row = await lockedLot(tx, lotId);
        if (!row || row.lot.state !== "forfeited") throw new HttpError(409, "auctionsAdmin.notForfeited");
        const again = await nextBid(tx, row.lot);
        if (again?.bidderId !== next.bidderId || again.amount !== next.amount) throw new HttpError(409, "auctionsAdmin.notForfeited");
        const now = deps.clock();
        const payBy = new Date(now.getTime() + row.auction.payHours * 3_600_000);
        const order = await openAuctionOrder(tx, { buyerId: next.bidderId, kind: row.lot.itemKind, itemId: row.lot.itemId, breakdown, vatBasisPoints, payBy });
        await tx.update(auctionLots).set({ state: "sold", orderId: order.id, leaderId: next.bidderId, leaderMax: next.amount, currentPrice: next.amount }).where(eq(auctionLots.id, lotId));
        await deps.enqueue(tx, "auctions.payDeadline", { lotId }, { delayMs: payBy.getTime() - now.getTime() });
        await deps.enqueue(tx, "auctions.mail", { kind: "offered", lotId, buyerId: next.bidderId });
        await deps.audit.record(tx, actor, { action: "offer_next", entity: "auction_lot", entityId: lotId, before: { state: "forfeited", leaderId: row.lot.leaderId, price: String(row.lot.currentPrice) }, after: { state: "sold", leaderId: next.bidderId, price: String(next.amount), orderId: order.id } });
        return { orderId: order.id, buyerId: next.bidderId };
      });
      deps.forgetAnswers();
      return offered;
    },

    /** Staff put a forfeited lot's item back as it was before the auction (nobody left, or nobody wanted). */
    async release(actor: StaffActor, lotId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockedLot(tx, lotId);
        if (!row) throw new HttpError(404, "auctionsAdmin.lotNotFound");
        if (row.lot.state !== "forfeited") throw new HttpError(409, "auctionsAdmin.notForfeited");
        await returnFromAuction(tx, row.lot.itemKind, row.lot.itemId, row.lot.itemWasActive);
        await tx.update(auctionLots).set({ state: "unsold" }).where(eq(auctionLots.id, lotId));
        await deps.audit.record(tx, actor, { action: "release", entity: "auction_lot", entityId: lotId, before: { state: "forfeited" }, after: { state: "unsold" } });
      });
      deps.forgetAnswers();
    },

    /**
     * Checkout's `onPaid`, in the payment's transaction: a won lot's order was paid. The winner's deposit goes
     * back once every lot they won in the auction is paid (a deposit covers the whole auction) and no lot is
     * still open: while one is, the deposit is their bidding limit there, and the last close refunds it.
     */
    async settlePaid(tx: Db, order: { id: number; buyerId: string }): Promise<void> {
      const [lot] = await tx.select().from(auctionLots).where(and(eq(auctionLots.orderId, order.id), eq(auctionLots.state, "sold")));
      if (!lot) return;
      const [open] = await tx.select({ id: auctionLots.id }).from(auctionLots).where(and(eq(auctionLots.auctionId, lot.auctionId), eq(auctionLots.state, "open"))).limit(1);
      if (open) return;
      const [unpaid] = await tx
        .select({ id: auctionLots.id })
        .from(auctionLots)
        .innerJoin(orders, eq(orders.id, auctionLots.orderId))
        .where(and(eq(auctionLots.auctionId, lot.auctionId), eq(auctionLots.leaderId, order.buyerId), eq(auctionLots.state, "sold"), ne(auctionLots.id, lot.id), notInArray(orders.state, [...paidStates])))
        .limit(1);
      if (unpaid) return;
      const due = await tx
        .update(auctionDeposits)
        .set({ state: "refund_due", updatedAt: new Date() })
        .where(and(eq(auctionDeposits.auctionId, lot.auctionId), eq(auctionDeposits.buyerId, order.buyerId), inArray(auctionDeposits.state, ["paid"])))
        .returning({ id: auctionDeposits.id });
      for (const d of due) await deps.enqueue(tx, "auctions.refund", { depositId: d.id });
    },
  };
}

export type Forfeit = ReturnType<typeof createForfeit>;

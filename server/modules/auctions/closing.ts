import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { FeeBreakdown } from "#core/catalog/fees.ts";
import { reserveMet } from "#core/auctions/rules.ts";
import type { Db } from "#server/db/client.ts";
import { returnFromAuction } from "#server/modules/catalog/index.ts";
import { type PaymentProvider, openAuctionOrder } from "#server/modules/checkout/index.ts";
import { auctionBids, auctionDeposits, auctionLots, auctions } from "./auctions.schema.ts";
import { refundDepositsButUnpaidWinners } from "./deposit-refunds.ts";
import type { Enqueue } from "./jobs.ts";

export type CloseOutcome = "sold" | "unsold" | "already" | "notYet";

/**
 * Closing a lot (issue 30): exactly once, however many times and wherever the job runs. The lot's row is locked
 * and its state moves from open in the same transaction as everything closing does (the winner's checkout, the
 * item returned, refunds and e-mails enqueued): a second run waits for the first and then finds it closed; a
 * process that dies mid-way rolls all of it back and the job, claimed again, closes it then. A bid and the
 * close are ordered by the same lock, so a bid that moved the end first makes the close wait for the new end.
 */
export function createClosing(deps: {
  db: Db;
  clock: () => Date;
  enqueue: Enqueue;
  /** The usual fees on the winning price, and the VAT rate they were computed with. */
  pricing: (kind: "plate" | "number", price: bigint) => Promise<{ breakdown: FeeBreakdown; vatBasisPoints: number }>;
  provider: (id: PaymentProvider["id"]) => PaymentProvider;
  forgetAnswers: () => void;
}) {
  const { db } = deps;

  /** When the auction's last lot closes, its deposits go back (all but those securing an unpaid checkout). */
  async function refundLosers(tx: Db, auctionId: number): Promise<void> {
    const [open] = await tx.select({ id: auctionLots.id }).from(auctionLots).where(and(eq(auctionLots.auctionId, auctionId), eq(auctionLots.state, "open"))).limit(1);
    if (!open) await refundDepositsButUnpaidWinners(tx, deps.enqueue, auctionId);
  }

  async function priced(lotId: number) {
    const [lot] = await db.select().from(auctionLots).where(eq(auctionLots.id, lotId));
    if (!lot || lot.currentPrice === null) return undefined;
    return { price: lot.currentPrice, ...(await deps.pricing(lot.itemKind, lot.currentPrice)) };
  }

  async function closeAt(lotId: number, pricing: Awaited<ReturnType<typeof priced>>): Promise<CloseOutcome | "repriced"> {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select({ lot: auctionLots, auction: auctions }).from(auctionLots).innerJoin(auctions, eq(auctions.id, auctionLots.auctionId)).where(eq(auctionLots.id, lotId)).for("update", { of: auctionLots });
      if (!row || row.lot.state !== "open") return "already" as const;
      const { lot, auction } = row;
      const now = deps.clock();
      if (lot.endsAt > now) {
        // Woken early (the job's clock, or an end a bid moved): try again at the end.
        await deps.enqueue(tx, "auctions.close", { lotId }, { delayMs: lot.endsAt.getTime() - now.getTime() });
        return "notYet" as const;
      }
      const winner = lot.leaderId && reserveMet(lot.currentPrice, lot.reserve) ? lot.leaderId : null;
      if (winner && lot.currentPrice !== null) {
        if (!pricing || pricing.price !== lot.currentPrice) return "repriced" as const;
        const { breakdown, vatBasisPoints } = pricing;
        const payBy = new Date(now.getTime() + auction.payHours * 3_600_000);
        const order = await openAuctionOrder(tx, { buyerId: winner, kind: lot.itemKind, itemId: lot.itemId, breakdown, vatBasisPoints, payBy });
        await tx.update(auctionLots).set({ state: "sold", orderId: order.id, closedAt: now }).where(and(eq(auctionLots.id, lotId), eq(auctionLots.state, "open")));
        await deps.enqueue(tx, "auctions.mail", { kind: "won", lotId, buyerId: winner });
        await deps.enqueue(tx, "auctions.payDeadline", { lotId }, { delayMs: payBy.getTime() - now.getTime() });
      } else {
        await tx.update(auctionLots).set({ state: "unsold", closedAt: now }).where(and(eq(auctionLots.id, lotId), eq(auctionLots.state, "open")));
        await returnFromAuction(tx, lot.itemKind, lot.itemId, lot.itemWasActive);
      }
      const bidders = await tx.selectDistinct({ id: auctionBids.bidderId }).from(auctionBids).where(and(eq(auctionBids.lotId, lotId), winner ? ne(auctionBids.bidderId, winner) : undefined));
      for (const b of bidders) await deps.enqueue(tx, "auctions.mail", { kind: "lost", lotId, buyerId: b.id });
      await refundLosers(tx, auction.id);
      return winner ? ("sold" as const) : ("unsold" as const);
    });
    if (outcome === "sold" || outcome === "unsold") deps.forgetAnswers();
    return outcome;
  }

  return {
    refundLosers,

    async closeLot(lotId: number): Promise<CloseOutcome> {
      // The fees are read before the transaction (on PGlite a read outside it would wait for it to end); should
      // the price differ under the lock (a last bid), the close starts again with the new one.
      for (;;) {
        const outcome = await closeAt(lotId, await priced(lotId));
        if (outcome !== "repriced") return outcome;
      }
    },

    /** Lots whose end has passed and are still open (a safety net for a close job that was lost). */
    async dueLots(): Promise<number[]> {
      const rows = await db.select({ id: auctionLots.id }).from(auctionLots).where(and(eq(auctionLots.state, "open"), sql`${auctionLots.endsAt} <= ${deps.clock()}`));
      return rows.map((r) => r.id);
    },

    /**
     * The refund job: the deposit's money back at its provider, then recorded; only a deposit due a refund is
     * refunded, and it is marked refunded once (a retry after the provider's refund but before the mark would ask
     * the provider again: the provider's own refusal of a second refund is what stops a double payout there).
     */
    async refundDeposit(depositId: number): Promise<void> {
      const [deposit] = await db.select().from(auctionDeposits).where(eq(auctionDeposits.id, depositId));
      if (!deposit || deposit.state !== "refund_due") return;
      if (deposit.providerRef) await deps.provider(deposit.provider).refund(deposit.providerRef, deposit.amount);
      await db.update(auctionDeposits).set({ state: "refunded", updatedAt: new Date() }).where(and(eq(auctionDeposits.id, depositId), inArray(auctionDeposits.state, ["refund_due"])));
    },
  };
}

export type Closing = ReturnType<typeof createClosing>;

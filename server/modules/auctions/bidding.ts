import { and, eq, sql } from "drizzle-orm";
import { type BidRefusal, resolveBid } from "#core/auctions/proxy.ts";
import { biddingLimit, extendedEnd, nextValidBid } from "#core/auctions/rules.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { auctionBids, auctionDeposits, auctionLots, auctions } from "./auctions.schema.ts";
import type { BidHub } from "./bid-hub.ts";
import { depositRuleOf, tiersOf } from "./lot-rules.ts";
import type { AuctionJobs, Enqueue } from "./jobs.ts";

/** Who bids, as the session knows them. */
export interface Bidder {
  id: string;
  verified: boolean;
  /** Holds any staff permission: the seller's staff never bid (issue 30). */
  staff: boolean;
}

export interface BidInput {
  lotId: number;
  amount: bigint;
  max?: bigint | null | undefined;
  /**
   * The price the buyer's page showed (null: no bid yet); a different price now refuses the bid. The page and
   * the API always send it; left out (undefined), only the rules decide (the race test's robots).
   */
  expectedPrice?: bigint | null | undefined;
  /** One key per press of "Bid": the same key twice (a double click) is refused the second time. */
  requestKey: string;
}

const refusalStatus: Record<BidRefusal, number> = { belowNext: 409, overLimit: 403, maxBelowAmount: 400, alreadyLeading: 409 };

/**
 * Placing a bid (issue 30; docs/decisions/0062-auctions.md). The lot's row is locked for the transaction
 * (SELECT … FOR UPDATE), so bids on one lot are decided one after the other against the price, leader and end
 * each finds: every accepted bid was valid when it was accepted, the amounts only rise, and an extension is
 * computed from the end the bid saw. Any refusal throws before anything is written.
 */
export function createBidding(deps: { db: Db; clock: () => Date; hub: BidHub; enqueue: Enqueue; onBidsChanged?: () => void }) {
  const { db } = deps;

  async function limitOf(tx: Db, auctionId: number, buyerId: string, rule: ReturnType<typeof depositRuleOf>): Promise<bigint | null> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${auctionDeposits.amount}), 0)::text` })
      .from(auctionDeposits)
      .where(and(eq(auctionDeposits.auctionId, auctionId), eq(auctionDeposits.buyerId, buyerId), eq(auctionDeposits.state, "paid")));
    return biddingLimit(rule, BigInt(row?.total ?? "0"));
  }

  return {
    async place(bidder: Bidder, input: BidInput) {
      if (!bidder.verified) throw new HttpError(403, "auctions.unverified");
      if (bidder.staff) throw new HttpError(403, "auctions.staffCannotBid");
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select({ lot: auctionLots, auction: auctions }).from(auctionLots).innerJoin(auctions, eq(auctions.id, auctionLots.auctionId)).where(eq(auctionLots.id, input.lotId)).for("update", { of: auctionLots });
        if (!row) throw new HttpError(404, "auctions.lotNotFound");
        const { lot, auction } = row;
        const now = deps.clock();
        if (auction.cancelledAt || lot.state === "cancelled") throw new HttpError(409, "auctions.cancelled");
        if (lot.state !== "open" || now >= lot.endsAt) throw new HttpError(409, "auctions.ended");
        if (now < lot.startsAt) throw new HttpError(409, "auctions.notStarted");
        if (input.expectedPrice !== undefined && lot.currentPrice !== input.expectedPrice) throw new HttpError(409, "auctions.priceChanged");
        const [again] = await tx.select({ id: auctionBids.id }).from(auctionBids).where(and(eq(auctionBids.lotId, lot.id), eq(auctionBids.bidderId, bidder.id), eq(auctionBids.requestKey, input.requestKey)));
        if (again) throw new HttpError(409, "auctions.duplicate");
        const rule = depositRuleOf(auction.depositRule);
        const limit = await limitOf(tx, auction.id, bidder.id, rule);
        if (limit === 0n) throw new HttpError(403, "auctions.depositFirst");
        const tiers = tiersOf(auction.tiers);
        const outcome = resolveBid(lot, { bidderId: bidder.id, amount: input.amount, max: input.max, limit }, tiers);
        if (!outcome.ok) throw new HttpError(refusalStatus[outcome.refusal], `auctions.${outcome.refusal}`);
        const endsAt = outcome.bids.length > 0 ? extendedEnd(lot.endsAt, now, auction.windowSeconds, auction.extensionSeconds) : lot.endsAt;
        if (outcome.bids.length > 0) {
          await tx.insert(auctionBids).values(
            outcome.bids.map((b, i) => ({ lotId: lot.id, seq: lot.bidCount + i + 1, bidderId: b.bidderId, amount: b.amount, auto: b.auto, endsAt, placedAt: now, requestKey: i === 0 ? input.requestKey : null })),
          );
        }
        const [updated] = await tx
          .update(auctionLots)
          .set({ currentPrice: outcome.price, leaderId: outcome.leaderId, leaderMax: outcome.leaderMax, bidCount: lot.bidCount + outcome.bids.length, endsAt })
          .where(eq(auctionLots.id, lot.id))
          .returning();
        // The e-mails go with the bid's commit: the one who lost the lead, and everyone else when the end moved.
        if (lot.leaderId && lot.leaderId !== outcome.leaderId) await deps.enqueue(tx, "auctions.mail", { kind: "outbid", lotId: lot.id, buyerId: lot.leaderId });
        if (endsAt.getTime() !== lot.endsAt.getTime()) {
          await deps.enqueue(tx, "auctions.extended", { lotId: lot.id, endsAt: endsAt.toISOString() });
          await deps.enqueue(tx, "auctions.close", { lotId: lot.id }, { delayMs: Math.max(0, endsAt.getTime() - Date.now()) });
        }
        return { lot: updated!, tiers, accepted: outcome.bids };
      });
      deps.hub.publish({
        lotId: result.lot.id,
        bidCount: result.lot.bidCount,
        currentPrice: result.lot.currentPrice?.toString() ?? null,
        nextBid: nextValidBid(result.lot, result.tiers).toString(),
        endsAt: result.lot.endsAt.toISOString(),
        state: result.lot.state,
      });
      deps.onBidsChanged?.();
      return result;
    },
  };
}

export type Bidding = ReturnType<typeof createBidding>;
export type { AuctionJobs };

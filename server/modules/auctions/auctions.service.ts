import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type DepositRule, type IncrementTier, nextValidBid, phaseAt } from "#core/auctions/rules.ts";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { type ItemKind, returnFromAuction, withdrawForAuction } from "#server/modules/catalog/index.ts";
import { auctionBids, auctionDeposits, auctionLots, auctions } from "./auctions.schema.ts";
import type { Enqueue } from "./jobs.ts";
import { refundDepositsButUnpaidWinners } from "./deposit-refunds.ts";
import { depositRuleOf, storedDepositRule, storedTiers, tiersOf } from "./lot-rules.ts";

export interface AuctionInput {
  titleEn: string;
  titleAr: string;
  startsAt: Date;
  endsAt: Date;
  tiers: IncrementTier[];
  depositRule: DepositRule;
  windowSeconds: number;
  extensionSeconds: number;
  payHours: number;
  lots: { kind: ItemKind; itemId: number; startingPrice: bigint; reserve: bigint | null }[];
}

export type Auction = typeof auctions.$inferSelect;
export type Lot = typeof auctionLots.$inferSelect;

/**
 * Each buyer's bidder number in one auction (the smallest of their deposits' numbers), as a subquery to join bids
 * on: the public history shows "bidder 3" and staff's history shows the number beside the name, from this one rule.
 */
export function bidderNumbers(db: Db, auctionId: number) {
  return db
    .select({ buyerId: auctionDeposits.buyerId, number: sql<number>`min(${auctionDeposits.bidderNumber})`.as("number") })
    .from(auctionDeposits)
    .where(eq(auctionDeposits.auctionId, auctionId))
    .groupBy(auctionDeposits.buyerId)
    .as("numbers");
}

/** A lot as anyone may see it: no bidder's identity, no proxy maximum. */
export function publicLot(lot: Lot, auction: Auction, now: Date) {
  const tiers = tiersOf(auction.tiers);
  return {
    id: lot.id,
    auctionId: lot.auctionId,
    itemKind: lot.itemKind,
    itemId: lot.itemId,
    startsAt: lot.startsAt,
    endsAt: lot.endsAt,
    // A lot that closed before its auction was cancelled keeps its result (a sale stands, decision 0074).
    phase: lot.state === "cancelled" || (auction.cancelledAt && lot.state === "open") ? ("cancelled" as const) : lot.state === "open" ? phaseAt(lot, now) : ("ended" as const),
    state: lot.state,
    /** Sold to a bidder after the one who won did not pay (decision 0068's offer to the next bidder). */
    offeredToNext: lot.state === "sold" && lot.passedOver.length > 0,
    startingPrice: lot.startingPrice,
    currentPrice: lot.currentPrice,
    nextBid: nextValidBid(lot, tiers),
    reserveMet: lot.reserve === null ? null : lot.currentPrice !== null && lot.currentPrice >= lot.reserve,
    bidCount: lot.bidCount,
  };
}
export type PublicLot = ReturnType<typeof publicLot>;

/**
 * Auctions for staff and buyers (issue 30; docs/decisions/0062-auctions.md): scheduling takes each item off
 * the fixed-price listings in the same transaction (or refuses the whole auction), cancelling gives them back
 * and refunds every deposit; the history is shown with bidder numbers, never names.
 */
export function createAuctionsService(deps: { db: Db; audit: AuditLog; clock: () => Date; enqueue: Enqueue; forgetAnswers: () => void }) {
  const { db } = deps;

  return {
    async schedule(actor: StaffActor, input: AuctionInput): Promise<Auction> {
      try {
        const auction = await db.transaction(async (tx) => {
          const [auction] = await tx
            .insert(auctions)
            .values({
              titleEn: input.titleEn,
              titleAr: input.titleAr,
              startsAt: input.startsAt,
              endsAt: input.endsAt,
              tiers: storedTiers(input.tiers),
              depositRule: storedDepositRule(input.depositRule),
              windowSeconds: input.windowSeconds,
              extensionSeconds: input.extensionSeconds,
              payHours: input.payHours,
            })
            .returning();
          for (const l of input.lots) {
            const taken = await withdrawForAuction(tx, l.kind, l.itemId);
            if (!taken) throw new HttpError(409, "auctions.itemUnavailable");
            const [lot] = await tx
              .insert(auctionLots)
              .values({ auctionId: auction!.id, itemKind: l.kind, itemId: l.itemId, startingPrice: l.startingPrice, reserve: l.reserve, startsAt: input.startsAt, endsAt: input.endsAt, itemWasActive: taken.wasActive })
              .returning();
            await deps.enqueue(tx, "auctions.close", { lotId: lot!.id }, { delayMs: Math.max(0, input.endsAt.getTime() - Date.now()) });
          }
          await deps.audit.record(tx, actor, { action: "create", entity: "auction", entityId: auction!.id, after: { titleEn: input.titleEn, startsAt: input.startsAt.toISOString(), endsAt: input.endsAt.toISOString(), lots: input.lots.length } });
          return auction!;
        });
        return auction;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, "auctions.itemUnavailable");
        throw error;
      } finally {
        deps.forgetAnswers();
      }
    },

    /** Cancels an auction not yet closed: its open lots end, the items go back, every paid deposit is refunded, bidders told. */
    async cancel(actor: StaffActor, auctionId: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [auction] = await tx.update(auctions).set({ cancelledAt: deps.clock(), cancelReason: reason, updatedAt: new Date() }).where(and(eq(auctions.id, auctionId), isNull(auctions.cancelledAt))).returning();
        if (!auction) throw new HttpError(409, "auctions.alreadyCancelled");
        const lots = await tx.update(auctionLots).set({ state: "cancelled", closedAt: deps.clock() }).where(and(eq(auctionLots.auctionId, auctionId), eq(auctionLots.state, "open"))).returning();
        if (lots.length === 0) throw new HttpError(409, "auctions.alreadyCancelled");
        for (const lot of lots) await returnFromAuction(tx, lot.itemKind, lot.itemId, lot.itemWasActive);
        // A lot that closed before the cancel was sold: the sale stands, and its winner's deposit stays the
        // security for it until the checkout is paid (then refunded, `settlePaid`) or its deadline passes
        // (forfeited). Every other paid deposit goes back (decision 0074).
        const refunds = await refundDepositsButUnpaidWinners(tx, deps.enqueue, auctionId);
        for (const buyerId of new Set(refunds.map((d) => d.buyerId))) await deps.enqueue(tx, "auctions.mail", { kind: "cancelled", lotId: lots[0]!.id, buyerId });
        // Each winner whose sale stands is told so, not left to read "cancelled" on the auction (decision 0077).
        const standing = await tx.select({ id: auctionLots.id, winner: auctionLots.leaderId }).from(auctionLots).where(and(eq(auctionLots.auctionId, auctionId), eq(auctionLots.state, "sold")));
        for (const lot of standing) if (lot.winner) await deps.enqueue(tx, "auctions.saleStands", { lotId: lot.id, buyerId: lot.winner });
        await deps.audit.record(tx, actor, { action: "cancel", entity: "auction", entityId: auctionId, before: { cancelledAt: null }, after: { cancelReason: reason } });
      });
      deps.forgetAnswers();
    },

    async get(auctionId: number): Promise<{ auction: Auction; lots: Lot[] } | undefined> {
      const [auction] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
      if (!auction) return undefined;
      return { auction, lots: await db.select().from(auctionLots).where(eq(auctionLots.auctionId, auctionId)).orderBy(asc(auctionLots.id)) };
    },

    /** Every auction with its lots, newest start first, as the public sees them. */
    async list(): Promise<{ auction: Auction; lots: PublicLot[] }[]> {
      const all = await db.select().from(auctions).orderBy(desc(auctions.startsAt)).limit(100);
      if (all.length === 0) return [];
      const lots = await db.select().from(auctionLots).where(inArray(auctionLots.auctionId, all.map((a) => a.id))).orderBy(asc(auctionLots.id));
      const now = deps.clock();
      return all.map((auction) => ({ auction, lots: lots.filter((l) => l.auctionId === auction.id).map((l) => publicLot(l, auction, now)) }));
    },

    /** One lot as the public sees it, with its history: "bidder 3" (the buyer's deposit number), never a name. */
    async lot(lotId: number) {
      const [row] = await db.select({ lot: auctionLots, auction: auctions }).from(auctionLots).innerJoin(auctions, eq(auctions.id, auctionLots.auctionId)).where(eq(auctionLots.id, lotId));
      if (!row) return undefined;
      const numbers = bidderNumbers(db, row.auction.id);
      const history = await db
        .select({ seq: auctionBids.seq, amount: auctionBids.amount, auto: auctionBids.auto, placedAt: auctionBids.placedAt, bidder: numbers.number })
        .from(auctionBids)
        .leftJoin(numbers, eq(numbers.buyerId, auctionBids.bidderId))
        .where(eq(auctionBids.lotId, lotId))
        .orderBy(desc(auctionBids.seq))
        .limit(50);
      return { auction: row.auction, lot: publicLot(row.lot, row.auction, deps.clock()), history };
    },

    /** The buyer's own bids (newest first) and deposits. */
    async mine(buyerId: string) {
      const bids = await db.select({ lotId: auctionBids.lotId, seq: auctionBids.seq, amount: auctionBids.amount, auto: auctionBids.auto, placedAt: auctionBids.placedAt, leading: sql<boolean>`${auctionLots.leaderId} = ${buyerId}`, passedOver: sql<boolean>`${buyerId} = ANY(${auctionLots.passedOver})` }).from(auctionBids).innerJoin(auctionLots, eq(auctionLots.id, auctionBids.lotId)).where(eq(auctionBids.bidderId, buyerId)).orderBy(desc(auctionBids.id)).limit(100);
      const deposits = await db.select().from(auctionDeposits).where(eq(auctionDeposits.buyerId, buyerId)).orderBy(desc(auctionDeposits.id));
      return { bids, deposits };
    },

    depositRule: (auction: Auction) => depositRuleOf(auction.depositRule),
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;

import { and, eq, isNotNull, lt, ne, sql } from "drizzle-orm";
import { depositFor } from "#core/auctions/rules.ts";
import type { Lang } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { PaymentProvider } from "#server/modules/checkout/index.ts";
import { auctionDeposits, auctions } from "./auctions.schema.ts";
import type { Bidder } from "./bidding.ts";
import { depositRuleOf } from "./lot-rules.ts";

export type Deposit = typeof auctionDeposits.$inferSelect;

/** A card deposit still pending this long is asked about at its gateway (as checkout's payments are). */
const RECONCILE_AFTER_MS = 5 * 60 * 1000;

/**
 * Deposits (issue 30): a buyer pays one through the site's card gateway (sandbox or N-Genius) or by bank
 * transfer; once paid it counts towards the bidding limit (core/auctions/rules.ts). The gateway is the truth:
 * a deposit is marked paid only when the provider says captured (or staff confirm a transfer), exactly once.
 */
export function createDeposits(deps: { db: Db; clock: () => Date; provider: (id: PaymentProvider["id"]) => PaymentProvider; publicUrl: string }) {
  const { db } = deps;

  /** The buyer's bidder number in the auction: the one they have, or the next (one buyer at a time per auction). */
  async function bidderNumber(tx: Db, auctionId: number, buyerId: string): Promise<number> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`auction-bidders:${auctionId}`}))`);
    const [own] = await tx.select({ n: auctionDeposits.bidderNumber }).from(auctionDeposits).where(and(eq(auctionDeposits.auctionId, auctionId), eq(auctionDeposits.buyerId, buyerId))).limit(1);
    if (own) return own.n;
    const [{ max }] = (await tx.select({ max: sql<number>`coalesce(max(${auctionDeposits.bidderNumber}), 0)::int` }).from(auctionDeposits).where(eq(auctionDeposits.auctionId, auctionId))) as [{ max: number }];
    return max + 1;
  }

  return {
    /** Opens a deposit for the auction and its payment; the page the buyer pays on. */
    async open(bidder: Bidder & { email: string; lang: Lang }, auctionId: number, provider: PaymentProvider["id"], wishedLimit: bigint): Promise<{ deposit: Deposit; redirectUrl: string }> {
      if (!bidder.verified) throw new HttpError(403, "auctions.unverified");
      if (bidder.staff) throw new HttpError(403, "auctions.staffCannotBid");
      const deposit = await db.transaction(async (tx) => {
        const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId));
        if (!auction) throw new HttpError(404, "auctions.lotNotFound");
        if (auction.cancelledAt) throw new HttpError(409, "auctions.cancelled");
        const amount = depositFor(depositRuleOf(auction.depositRule), wishedLimit);
        // Under a percentage rule the deposit is a share of the limit asked for: none (or too little) asked,
        // nothing to pay and no limit to bid within. The one place this is refused (the lot page and the API).
        if (amount <= 0n) throw new HttpError(400, "auctions.depositLimitNeeded");
        const number = await bidderNumber(tx, auctionId, bidder.id);
        const [row] = await tx.insert(auctionDeposits).values({ auctionId, buyerId: bidder.id, bidderNumber: number, amount, provider, reference: `dep-${auctionId}-${bidder.id}-${Date.now()}` }).returning();
        const [withRef] = await tx.update(auctionDeposits).set({ reference: `dep-${row!.id}` }).where(eq(auctionDeposits.id, row!.id)).returning();
        return withRef!;
      });
      const back = `${deps.publicUrl}${bidder.lang === "en" ? "/en" : ""}/auctions/deposits/${deposit.id}`;
      const session = await deps.provider(provider).createSession({ reference: deposit.reference, amountFils: deposit.amount, lang: bidder.lang, returnUrl: back, cancelUrl: back, buyer: { email: bidder.email } });
      await db.update(auctionDeposits).set({ providerRef: session.providerRef, redirectUrl: session.redirectUrl, updatedAt: new Date() }).where(eq(auctionDeposits.id, deposit.id));
      return { deposit: { ...deposit, providerRef: session.providerRef }, redirectUrl: session.redirectUrl };
    },

    /** Marks a pending deposit paid, once (the gateway said captured, or staff confirmed the transfer). */
    async markPaid(depositId: number): Promise<boolean> {
      const rows = await db.update(auctionDeposits).set({ state: "paid", paidAt: deps.clock(), updatedAt: new Date() }).where(and(eq(auctionDeposits.id, depositId), eq(auctionDeposits.state, "pending"))).returning({ id: auctionDeposits.id });
      return rows.length === 1;
    },

    /** Asks the deposit's gateway how its payment stands (the buyer's return page, and a retry of it) and records it. */
    async sync(buyerId: string, depositId: number): Promise<Deposit | undefined> {
      const [deposit] = await db.select().from(auctionDeposits).where(and(eq(auctionDeposits.id, depositId), eq(auctionDeposits.buyerId, buyerId)));
      if (!deposit || deposit.state !== "pending" || !deposit.providerRef || deposit.provider === "bank_transfer") return deposit;
      const status = await deps.provider(deposit.provider).readStatus(deposit.providerRef);
      if (status === "captured") await this.markPaid(depositId);
      else if (status === "declined" || status === "cancelled" || status === "expired") await db.update(auctionDeposits).set({ state: "failed", updatedAt: new Date() }).where(and(eq(auctionDeposits.id, depositId), eq(auctionDeposits.state, "pending")));
      const [now] = await db.select().from(auctionDeposits).where(eq(auctionDeposits.id, depositId));
      return now;
    },

    /**
     * The reconciliation round (checkout's sweeper runs it with its own): a card deposit whose webhook never came
     * and whose buyer never came back would stay pending for ever, so each pending a few minutes is asked about.
     */
    async reconcile(): Promise<number> {
      const stale = await db
        .select({ id: auctionDeposits.id, buyerId: auctionDeposits.buyerId })
        .from(auctionDeposits)
        .where(and(eq(auctionDeposits.state, "pending"), ne(auctionDeposits.provider, "bank_transfer"), isNotNull(auctionDeposits.providerRef), lt(auctionDeposits.updatedAt, new Date(deps.clock().getTime() - RECONCILE_AFTER_MS))));
      for (const d of stale) await this.sync(d.buyerId, d.id);
      return stale.length;
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;

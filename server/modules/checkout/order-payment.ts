import { and, eq, inArray, sql } from "drizzle-orm";
import { feeBreakdown } from "#core/catalog/fees.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { type CatalogService, extendOrderItems, sellOrderItems } from "#server/modules/catalog/index.ts";
import { invoiceCounter, openOrderStates, orderEvents, orders, paymentAttempts, promoCodes } from "./checkout.schema.ts";
import { type Order, canMove, moveOrders } from "./order-states.ts";

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/** What checkout asks the job queue to do after a confirmation (the mail module sends, the refund job refunds). */
export interface CheckoutJobs {
  "checkout.receipt": { orderId: number };
  "checkout.refund": { attemptId: number };
}
type Enqueue = (tx: Db, name: "checkout.receipt" | "checkout.refund", payload: CheckoutJobs[keyof CheckoutJobs]) => Promise<number>;

export interface OrderPaymentDeps {
  db: Db;
  catalog: CatalogService;
  enqueue: Enqueue;
  /** Told in the payment's transaction that an order was paid (the auctions refund a winner's deposit). */
  onPaid?: (tx: Db, order: Order) => Promise<void>;
}

/**
 * An order's steps once it holds its item (docs/decisions/0012, 0038): a promo code, payment attempts, a longer
 * hold for a bank transfer, and the gateway's verdict, confirmed exactly once whoever asks first. Every step is
 * a conditional write whose condition is the rule, so replays and retries cannot charge an order twice or sell
 * its item to two orders.
 */
export function createOrderPayment(deps: OrderPaymentDeps) {
  const { db, catalog } = deps;

  return {
    /**
     * A promo code on the buyer's open order, before any payment is under way: one code per order; an unknown,
     * expired or used-up code gets the spec's message. The use is taken with one conditional increment (so a
     * limit holds under concurrent buyers) and the order is priced again: the discount comes off the item
     * price, and VAT follows it (core/catalog/fees.ts).
     */
    async applyPromo(buyerId: string, orderId: number, code: string): Promise<Order> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId), inArray(orders.state, openOrderStates), sql`${orders.holdUntil} > now()`))
          .for("update");
        if (!order) throw new HttpError(409, "checkout.holdEnded");
        if (order.promoCode) throw new HttpError(409, "checkout.promoAlreadyApplied", { code: "checkout.promoAlreadyApplied" });
        const [paying] = await tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.state, ["created", "pending"]))).limit(1);
        if (paying) throw new HttpError(409, "checkout.promoWhilePaying", { code: "checkout.promoWhilePaying" });
        const [promo] = await tx
          .update(promoCodes)
          .set({ uses: sql`${promoCodes.uses} + 1` })
          .where(and(eq(promoCodes.code, code), sql`${promoCodes.expiresAt} > now()`, sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.uses} < ${promoCodes.maxUses})`))
          .returning({ percent: promoCodes.percent });
        if (!promo) throw new HttpError(400, "checkout.promoInvalid", { code: "checkout.promoInvalid" });
        const priced = feeBreakdown({
          kind: order.itemKind,
          price: order.price,
          discountPercent: promo.percent,
          settings: { adminFeeFils: order.adminFee, vatBasisPoints: order.vatBasisPoints, plateTransferFeeFils: order.transferFee },
        });
        const [updated] = await tx
          .update(orders)
          .set({ promoCode: code, discount: priced.discount, vat: priced.vat, total: priced.total, updatedAt: new Date() })
          .where(eq(orders.id, orderId))
          .returning();
        return updated!;
      });
    },

    /**
     * The order's open payment attempt for this way of paying, or a new one if none is open, for an order whose
     * hold still runs. The order row is locked while this is decided (the `pay` move is one UPDATE), and a
     * unique index allows one open attempt per order and way of paying: two tabs, or the app and the site,
     * get the same attempt, never two charges. `fresh` says whether the gateway's session is still to open.
     */
    async openAttempt(orderId: number, provider: PaymentAttempt["provider"]): Promise<{ attempt: PaymentAttempt; fresh: boolean }> {
      return db.transaction(async (tx) => {
        const [order] = await moveOrders(tx, "pay", and(eq(orders.id, orderId), sql`${orders.holdUntil} > now()`));
        if (!order) throw new HttpError(409, "checkout.holdEnded");
        const [open] = await tx
          .select()
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.provider, provider), inArray(paymentAttempts.state, ["created", "pending"])));
        if (open) return { attempt: open, fresh: false };
        const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))) as [{ n: number }];
        const [attempt] = await tx
          .insert(paymentAttempts)
          .values({ orderId, provider, reference: `ord-${orderId}-${n + 1}`, amount: order.total, state: "created" })
          .returning();
        return { attempt: attempt!, fresh: true };
      });
    },

    /** An attempt as it is now (a second tab waits here for the first tab's gateway session). */
    async attempt(attemptId: number): Promise<PaymentAttempt | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
      return row;
    },

    /**
     * Keeps the item for the order longer (a bank transfer): both the order's and the item's hold, or neither,
     * and once per order: repeating the step never keeps an item from other buyers again and again.
     */
    async extendHoldOnce(orderId: number, hours: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ holdUntil: sql`greatest(${orders.holdUntil}, now() + ${hours} * interval '1 hour')` as unknown as Date, holdExtended: true, updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), inArray(orders.state, openOrderStates), sql`${orders.holdUntil} > now()`, eq(orders.holdExtended, false)))
          .returning();
        if (order && !(await extendOrderItems(tx, order, order.holdUntil))) throw new HttpError(409, "checkout.holdEnded");
      });
      catalog.forgetAnswers();
    },

    /** Records the gateway's session of an attempt: its id there and the page the buyer pays on. */
    async setSession(attemptId: number, providerRef: string, redirectUrl: string): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ providerRef, redirectUrl, state: sql`CASE WHEN ${paymentAttempts.state} = 'created' THEN 'pending' ELSE ${paymentAttempts.state} END` as unknown as "pending", updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attemptId));
    },

    /**
     * The gateway says the attempt is paid: applied exactly once, whoever calls first (return page, callback,
     * replay, reconciliation). The gateway is the truth, so an attempt we had given up on (expired, declined,
     * cancelled) is recorded as captured too: money taken is never ignored. Then:
     * - an order still waiting for its money: the item is sold to it if it is still its to sell (paid), or the
     *   order is due a refund (the hold lapsed and someone else bought the item);
     * - an order already paid, or past paying: this is an extra payment (two tabs both approved). The order is
     *   left as it is; this attempt alone is refunded, and the order's timeline records it.
     */
    async confirmCaptured(attemptId: number): Promise<"paid" | "refund_due" | "extra" | "already"> {
      const outcome = await db.transaction(async (tx) => {
        const [attempt] = await tx
          .update(paymentAttempts)
          .set({ state: "captured", updatedAt: new Date() })
          .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.state, ["created", "pending", "declined", "cancelled", "expired"])))
          .returning();
        if (!attempt) return "already" as const;
        const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for("update");
        if (!order) throw new Error(`payment attempt ${attemptId} has no order`);
        if (!canMove("capture", order.state, order.itemKind)) {
          await tx.insert(orderEvents).values({ orderId: order.id, state: order.state, event: "extra_payment" });
          await deps.enqueue(tx, "checkout.refund", { attemptId });
          return "extra" as const;
        }
        if (await sellOrderItems(tx, order)) {
          const [counter] = await tx.update(invoiceCounter).set({ next: sql`${invoiceCounter.next} + 1` }).where(eq(invoiceCounter.id, 1)).returning();
          await moveOrders(tx, "capture", eq(orders.id, order.id), { paidAt: new Date(), invoiceNumber: counter!.next - 1, paidAttemptId: attempt.id });
          await tx.insert(orderEvents).values({ orderId: order.id, state: "paid" });
          await deps.enqueue(tx, "checkout.receipt", { orderId: order.id });
          await deps.onPaid?.(tx, order);
          return "paid" as const;
        }
        await moveOrders(tx, "captureTooLate", eq(orders.id, order.id));
        await tx.insert(orderEvents).values({ orderId: order.id, state: "refund_due" });
        await deps.enqueue(tx, "checkout.refund", { attemptId });
        return "refund_due" as const;
      });
      if (outcome === "paid" || outcome === "refund_due") catalog.forgetAnswers();
      return outcome;
    },

    /** The gateway says the attempt failed: a pending attempt ends; a captured one is never touched. */
    async markFailed(attemptId: number, state: "declined" | "cancelled" | "expired"): Promise<boolean> {
      const rows = await db
        .update(paymentAttempts)
        .set({ state, updatedAt: new Date() })
        .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.state, ["created", "pending"])))
        .returning({ id: paymentAttempts.id });
      return rows.length === 1;
    },
  };
}

import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { type CatalogService, type FeeSettingsAdmin, type ItemKind, extendItemHold, holdItem, releaseItem, sellItem } from "#server/modules/catalog/index.ts";
import { invoiceCounter, openOrderStates, orderEvents, orders, paymentAttempts, promoCodes } from "./checkout.schema.ts";
import { feeBreakdown } from "#core/catalog/fees.ts";

export type Order = typeof orders.$inferSelect;
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/** What checkout asks the job queue to do after a confirmation (the mail module sends, the refund job refunds). */
export interface CheckoutJobs {
  "checkout.receipt": { orderId: number };
  "checkout.refund": { attemptId: number };
}
type Enqueue = (tx: Db, name: "checkout.receipt" | "checkout.refund", payload: CheckoutJobs[keyof CheckoutJobs]) => Promise<number>;


/**
 * Checkout (docs/decisions/0012-checkout-and-payments.md): an order holds its one-of-a-kind item from "Buy
 * now" until it is paid or its hold lapses; the payment is confirmed exactly once, whoever asks first. Every
 * step is a conditional write whose condition is the rule, so concurrent buyers, replays and retries cannot
 * sell an item twice or charge an order twice.
 */
export function createCheckoutService(deps: { db: Db; catalog: CatalogService; fees: FeeSettingsAdmin; enqueue: Enqueue }) {
  const { db, catalog } = deps;

  async function openOrder(buyerId: string, kind: ItemKind, itemId: number): Promise<Order | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), eq(orders.itemKind, kind), eq(orders.itemId, itemId), inArray(orders.state, openOrderStates)));
    return row;
  }

  /** Open orders whose hold has passed become expired and give their items back (one statement each way). */
  async function expire(where = sql`true`): Promise<number> {
    return db.transaction(async (tx) => {
      const lapsed = await tx
        .update(orders)
        .set({ state: "expired", updatedAt: new Date() })
        .where(and(inArray(orders.state, openOrderStates), lt(orders.holdUntil, sql`now()`), where))
        .returning({ id: orders.id, kind: orders.itemKind, itemId: orders.itemId, promoCode: orders.promoCode });
      for (const o of lapsed) {
        await releaseItem(tx, o.kind, o.itemId, o.id);
        // The code's use goes back: the order it was taken for will never be paid.
        if (o.promoCode) await tx.update(promoCodes).set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` }).where(eq(promoCodes.code, o.promoCode));
        await tx.insert(orderEvents).values({ orderId: o.id, state: "expired" });
      }
      return lapsed.length;
    });
  }

  return {
    /**
     * "Buy now": resumes the buyer's open checkout of this item, or starts one that holds the item for the
     * Settings Manager's hold time. Refused with "reserved" when another buyer holds it, "sold" when it is gone.
     */
    async start(buyerId: string, kind: ItemKind, itemId: number): Promise<Order> {
      await expire(and(eq(orders.buyerId, buyerId), eq(orders.itemKind, kind), eq(orders.itemId, itemId)));
      const resumed = await openOrder(buyerId, kind, itemId);
      if (resumed) return resumed;

      const item = kind === "plate" ? await catalog.getPlate(itemId) : await catalog.getNumber(itemId);
      if (!item || !item.active) throw new HttpError(404, "error.itemNotFound");
      if (item.sold) throw new HttpError(409, "checkout.sold");
      const breakdown = await catalog.fees(kind, item.price);
      const settings = await deps.fees.get();
      const minutes = kind === "plate" ? settings.plateHoldMinutes : settings.numberHoldMinutes;
      try {
        return await db.transaction(async (tx) => {
          const [order] = await tx
            .insert(orders)
            .values({
              buyerId,
              itemKind: kind,
              itemId,
              price: breakdown.price,
              discount: breakdown.discount,
              adminFee: breakdown.adminFee,
              vat: breakdown.vat,
              transferFee: breakdown.transferFee,
              total: breakdown.total,
              vatBasisPoints: settings.vatBasisPoints,
              holdUntil: sql`now() + ${minutes} * interval '1 minute'` as unknown as Date,
            })
            .returning();
          if (!(await holdItem(tx, kind, itemId, order!.id, item.price, order!.holdUntil))) throw new HttpError(409, "checkout.reserved");
          await tx.insert(orderEvents).values({ orderId: order!.id, state: "verification" });
          return order!;
        });
      } catch (error) {
        // The same buyer pressed "Buy now" twice at once: the unique index let one through; resume it.
        if (isUniqueViolation(error)) {
          const existing = await openOrder(buyerId, kind, itemId);
          if (existing) return existing;
        }
        throw error;
      } finally {
        catalog.forgetAnswers();
      }
    },

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
        const [paying] = await tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, "pending"))).limit(1);
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

    /** The buyer's own order (another buyer's is "not found", never "forbidden": ids are not to be probed). */
    async get(buyerId: string, orderId: number): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
      return row;
    },

    /** Lapsed holds end (the sweeper calls this every minute; every read already treats them as free). */
    sweepExpired: () => expire().finally(() => catalog.forgetAnswers()),

    /** A new payment attempt for an open order whose hold still runs: its reference goes to the gateway. */
    async createAttempt(orderId: number, provider: PaymentAttempt["provider"]): Promise<PaymentAttempt> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ state: "payment", updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), inArray(orders.state, openOrderStates), sql`${orders.holdUntil} > now()`))
          .returning();
        if (!order) throw new HttpError(409, "checkout.holdEnded");
        const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))) as [{ n: number }];
        const [attempt] = await tx
          .insert(paymentAttempts)
          .values({ orderId, provider, reference: `ord-${orderId}-${n + 1}`, amount: order.total, state: "pending" })
          .returning();
        return attempt!;
      });
    },

    /** Keeps the item for the order longer (a bank transfer): both the order's and the item's hold, or neither. */
    async extendHold(orderId: number, hours: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ holdUntil: sql`greatest(${orders.holdUntil}, now() + ${hours} * interval '1 hour')` as unknown as Date, updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), inArray(orders.state, openOrderStates), sql`${orders.holdUntil} > now()`))
          .returning();
        if (!order || !(await extendItemHold(tx, order.itemKind, order.itemId, order.id, order.holdUntil))) throw new HttpError(409, "checkout.holdEnded");
      });
      catalog.forgetAnswers();
    },

    /** Records the gateway's own id of the attempt (once it has opened the payment). */
    async setProviderRef(attemptId: number, providerRef: string): Promise<void> {
      await db.update(paymentAttempts).set({ providerRef, updatedAt: new Date() }).where(eq(paymentAttempts.id, attemptId));
    },

    /**
     * The gateway says the attempt is paid: applied exactly once, whoever calls first (return page, callback,
     * replay, reconciliation). The item is sold to the order if it is still its to sell; otherwise (the hold
     * lapsed and someone else bought it) the order is due a refund. Either way the buyer hears by e-mail.
     */
    async confirmCaptured(attemptId: number): Promise<"paid" | "refund_due" | "already"> {
      const outcome = await db.transaction(async (tx) => {
        const [attempt] = await tx
          .update(paymentAttempts)
          .set({ state: "captured", updatedAt: new Date() })
          .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.state, ["created", "pending"])))
          .returning();
        if (!attempt) return "already" as const;
        const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for("update");
        if (!order) throw new Error(`payment attempt ${attemptId} has no order`);
        if (await sellItem(tx, order.itemKind, order.itemId, order.id)) {
          const [counter] = await tx.update(invoiceCounter).set({ next: sql`${invoiceCounter.next} + 1` }).where(eq(invoiceCounter.id, 1)).returning();
          await tx
            .update(orders)
            .set({ state: "paid", paidAt: new Date(), invoiceNumber: counter!.next - 1, updatedAt: new Date() })
            .where(eq(orders.id, order.id));
          await tx.insert(orderEvents).values({ orderId: order.id, state: "paid" });
          await deps.enqueue(tx, "checkout.receipt", { orderId: order.id });
          return "paid" as const;
        }
        await tx.update(orders).set({ state: "refund_due", updatedAt: new Date() }).where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({ orderId: order.id, state: "refund_due" });
        await deps.enqueue(tx, "checkout.refund", { attemptId });
        return "refund_due" as const;
      });
      if (outcome !== "already") catalog.forgetAnswers();
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

export type CheckoutService = ReturnType<typeof createCheckoutService>;

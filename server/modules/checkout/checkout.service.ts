import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { BundleNotHeld, type Bundles, type CatalogService, type FeeSettingsAdmin, type ItemKind, extendOrderItems, holdBundleItems, holdItem, releaseOrderItems, sellOrderItems } from "#server/modules/catalog/index.ts";
import { invoiceCounter, openOrderStates, orderEvents, orders, paymentAttempts, promoCodes } from "./checkout.schema.ts";
import { type FeeBreakdown, feeBreakdown } from "#core/catalog/fees.ts";
import { type Order, canMove, moveOrders } from "./order-states.ts";

export type { Order };
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
/** An agreed price with its fees, and the listed price the hold checks the item still has. */
export interface AgreedPrice {
  listedPrice: bigint;
  breakdown: FeeBreakdown;
  vatBasisPoints: number;
}

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
export function createCheckoutService(deps: {
  db: Db;
  catalog: CatalogService;
  fees: FeeSettingsAdmin;
  /** The listed bundle a bundle's checkout starts from. */
  bundles: Pick<Bundles, "listedOne">;
  enqueue: Enqueue;
  /** Counts a "Buy now" against the buyer's and the address's limits (a 429 when used up). */
  consumeStartLimits: (buyerId: string, ip: string | undefined) => Promise<void>;
  /** Told in the hold's transaction that an item is now held (the offers module ends its open offers). */
  itemHeld?: (tx: Db, kind: ItemKind, itemId: number) => Promise<void>;
  /** Told in the payment's transaction that an order was paid (the auctions refund a winner's deposit). */
  onPaid?: (tx: Db, order: Order) => Promise<void>;
}) {
  const { db, catalog } = deps;

  async function openOrder(buyerId: string, kind: ItemKind, itemId: number): Promise<Order | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), eq(orders.itemKind, kind), eq(orders.itemId, itemId), inArray(orders.state, openOrderStates)));
    return row;
  }

  /**
   * A new order and its hold in one transaction: `hold` takes the order's item (or a bundle's two items) or
   * throws, and then nothing is written. Refused when the buyer already has the most checkouts open.
   */
  async function openCheckout(buyerId: string, what: { kind: ItemKind; itemId: number; bundleId?: number }, breakdown: FeeBreakdown, minutes: number, vatBasisPoints: number, maxOpen: number, hold: (tx: Db, order: Order) => Promise<void>): Promise<Order> {
    try {
      return await db.transaction(async (tx) => {
        // One buyer's starts are taken one at a time (a lock on the buyer, not on the shop), so 50 concurrent
        // starts by one account open at most the Settings Manager's limit of checkouts.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${buyerId}`}))`);
        const [{ open }] = (await tx
          .select({ open: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(eq(orders.buyerId, buyerId), inArray(orders.state, openOrderStates), gt(orders.holdUntil, sql`now()`)))) as [{ open: number }];
        if (open >= maxOpen) throw new HttpError(409, "checkout.tooManyOpen");
        const order = await insertOrder(tx, buyerId, what, breakdown, vatBasisPoints, minutes);
        await hold(tx, order);
        return order;
      });
    } catch (error) {
      // The same buyer pressed "Buy now" twice at once: the unique index let one through; resume it.
      if (isUniqueViolation(error)) {
        const existing = await openOrder(buyerId, what.kind, what.itemId);
        if (existing) return existing;
      }
      throw error;
    } finally {
      catalog.forgetAnswers();
    }
  }

  /** Open orders whose hold has passed become expired and give their items back (one statement each way). */
  async function expire(where = sql`true`): Promise<number> {
    return db.transaction(async (tx) => {
      const lapsed = await moveOrders(tx, "expire", and(lt(orders.holdUntil, sql`now()`), where));
      for (const o of lapsed) {
        await releaseOrderItems(tx, o);
        // The code's use goes back: the order it was taken for will never be paid.
        if (o.promoCode) await tx.update(promoCodes).set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` }).where(eq(promoCodes.code, o.promoCode));
        await tx.insert(orderEvents).values({ orderId: o.id, state: "expired" });
      }
      return lapsed.length;
    });
  }


  /**
   * The order row and its item's hold, in the caller's transaction: one conditional write on the item (a second
   * buyer, or an offer accepted at the same moment, finds it held and is refused with "reserved").
   */
  async function holdFor(tx: Db, buyerId: string, kind: ItemKind, itemId: number, listedPrice: bigint, breakdown: FeeBreakdown, vatBasisPoints: number, minutes: number): Promise<Order> {
    const order = await insertOrder(tx, buyerId, { kind, itemId }, breakdown, vatBasisPoints, minutes);
    await holdOne(tx, kind, itemId, order, listedPrice);
    return order;
  }

  /** The order row, priced and held until `minutes` from now, with its first event; the caller holds its items. */
  async function insertOrder(tx: Db, buyerId: string, what: { kind: ItemKind; itemId: number; bundleId?: number }, breakdown: FeeBreakdown, vatBasisPoints: number, minutes: number): Promise<Order> {
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId,
        itemKind: what.kind,
        itemId: what.itemId,
        bundleId: what.bundleId ?? null,
        price: breakdown.price,
        discount: breakdown.discount,
        adminFee: breakdown.adminFee,
        vat: breakdown.vat,
        transferFee: breakdown.transferFee,
        total: breakdown.total,
        vatBasisPoints,
        holdUntil: sql`now() + ${minutes} * interval '1 minute'` as unknown as Date,
      })
      .returning();
    await tx.insert(orderEvents).values({ orderId: order!.id, state: "verification" });
    return order!;
  }

  /**
   * One item held for an order: a conditional write (a second buyer, or an offer accepted at the same moment,
   * finds it held and is refused with "reserved"); whatever else waited on the item (its open offers) ends with
   * the hold, in the same transaction.
   */
  async function holdOne(tx: Db, kind: ItemKind, itemId: number, order: Order, listedPrice: bigint): Promise<void> {
    if (!(await holdItem(tx, kind, itemId, order.id, listedPrice, order.holdUntil))) throw new HttpError(409, "checkout.reserved");
    await deps.itemHeld?.(tx, kind, itemId);
  }

  return {
    /**
     * "Buy now": resumes the buyer's open checkout of this item, or starts one that holds the item for the
     * Settings Manager's hold time. Refused with "reserved" when another buyer holds it, "sold" when it is gone,
     * and when the buyer already has the Settings Manager's most checkouts open (one account cannot hold the
     * shop); counted against the rate limits of the buyer and of the address it came from.
     */
    async start(buyerId: string, kind: ItemKind, itemId: number, ip?: string): Promise<Order> {
      await deps.consumeStartLimits(buyerId, ip);
      await expire(and(eq(orders.buyerId, buyerId), eq(orders.itemKind, kind), eq(orders.itemId, itemId)));
      const resumed = await openOrder(buyerId, kind, itemId);
      if (resumed) return resumed;

      const item = kind === "plate" ? await catalog.getPlate(itemId) : await catalog.getNumber(itemId);
      if (!item || !item.active) throw new HttpError(404, "error.itemNotFound");
      if (item.sold) throw new HttpError(409, "checkout.sold");
      const breakdown = await catalog.fees(kind, item.price);
      const settings = await deps.fees.get();
      const minutes = kind === "plate" ? settings.plateHoldMinutes : settings.numberHoldMinutes;
      return openCheckout(buyerId, { kind, itemId }, breakdown, minutes, settings.vatBasisPoints, settings.maxOpenCheckouts, (tx, order) => holdOne(tx, kind, itemId, order, item.price));
    },

    /**
     * A bundle's "Buy now" (decision 0065): one order at the bundle's price, priced as a plate (its transfer fee,
     * one admin fee), holding the plate and the number together or neither; refused with "unavailable" when
     * either is held or sold, or the bundle is no longer listed.
     */
    async startBundle(buyerId: string, bundleId: number, ip?: string): Promise<Order> {
      await deps.consumeStartLimits(buyerId, ip);
      const listed = await deps.bundles.listedOne(bundleId);
      if (!listed) throw new HttpError(409, "bundles.unavailable");
      const { bundle } = listed;
      await expire(and(eq(orders.buyerId, buyerId), eq(orders.bundleId, bundleId)));
      const [resumed] = await db.select().from(orders).where(and(eq(orders.buyerId, buyerId), eq(orders.bundleId, bundleId), inArray(orders.state, openOrderStates)));
      if (resumed) return resumed;
      const settings = await deps.fees.get();
      try {
        return await openCheckout(buyerId, { kind: "plate", itemId: bundle.plateId, bundleId }, await catalog.fees("plate", bundle.price), settings.plateHoldMinutes, settings.vatBasisPoints, settings.maxOpenCheckouts, async (tx, order) => {
          await holdBundleItems(tx, bundle, order.id, order.holdUntil);
          await deps.itemHeld?.(tx, "plate", bundle.plateId);
          await deps.itemHeld?.(tx, "number", bundle.numberId);
        });
      } catch (error) {
        if (error instanceof BundleNotHeld) throw new HttpError(409, "bundles.unavailable");
        throw error;
      }
    },

    /**
     * An accepted offer's price with the usual fees (VAT, admin fee, transfer fee), read before the offer's
     * transaction opens (decision 0064): refused with "not found" or "sold" now.
     */
    async priceAgreed(kind: ItemKind, itemId: number, agreedPrice: bigint): Promise<AgreedPrice> {
      const item = kind === "plate" ? await catalog.getPlate(itemId) : await catalog.getNumber(itemId);
      if (!item || !item.active) throw new HttpError(404, "error.itemNotFound");
      if (item.sold) throw new HttpError(409, "checkout.sold");
      return { listedPrice: item.price, breakdown: await catalog.fees(kind, agreedPrice), vatBasisPoints: (await deps.fees.get()).vatBasisPoints };
    },

    /**
     * An accepted offer's checkout, in the offer's transaction: the item held for `holdHours` at the agreed
     * price, the same order row and conditional hold as "Buy now" (refused with "reserved" when another buyer's
     * checkout took it first). Not counted against the buyer's open-checkout limit: staff agreed to it.
     */
    startAgreed(tx: Db, buyerId: string, kind: ItemKind, itemId: number, priced: AgreedPrice, holdHours: number): Promise<Order> {
      return holdFor(tx, buyerId, kind, itemId, priced.listedPrice, priced.breakdown, priced.vatBasisPoints, holdHours * 60);
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

    /** The buyer's own order (another buyer's is "not found", never "forbidden": ids are not to be probed). */
    async get(buyerId: string, orderId: number): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
      return row;
    },

    /** Lapsed holds end (the sweeper calls this every minute; every read already treats them as free). */
    sweepExpired: () => expire().finally(() => catalog.forgetAnswers()),

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

export type CheckoutService = ReturnType<typeof createCheckoutService>;

import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { FeeBreakdown } from "#core/catalog/fees.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { BundleNotHeld, type Bundles, type CatalogService, type FeeSettingsAdmin, type ItemKind, holdBundleItems, holdItem } from "#server/modules/catalog/index.ts";
import { openOrderStates, orders } from "./checkout.schema.ts";
import { expireLapsed } from "./order-expiry.ts";
import { type OrderedItem, holdForMinutes, insertOrder } from "./order-row.ts";
import type { Order } from "./order-states.ts";

/** An agreed price with its fees, and the listed price the hold checks the item still has. */
export interface AgreedPrice {
  listedPrice: bigint;
  breakdown: FeeBreakdown;
  vatBasisPoints: number;
}

export interface OrderOpeningDeps {
  db: Db;
  catalog: CatalogService;
  fees: FeeSettingsAdmin;
  /** The listed bundle a bundle's checkout starts from. */
  bundles: Pick<Bundles, "listedOne">;
  /** Counts a "Buy now" against the buyer's and the address's limits (a 429 when used up). */
  consumeStartLimits: (buyerId: string, ip: string | undefined) => Promise<void>;
  /** Told in the hold's transaction that an item is now held (the offers module ends its open offers). */
  itemHeld?: (tx: Db, kind: ItemKind, itemId: number) => Promise<void>;
}

/**
 * How an order starts (docs/decisions/0012, 0064, 0065): "Buy now" on an item or a bundle, and an accepted
 * offer. Each writes the order row and its items' hold in one transaction, the hold a conditional write whose
 * condition is the rule, so two buyers (or a buyer and an offer accepted at the same moment) never both hold
 * one item. What happens to the order afterwards is order-payment.ts's.
 */
export function createOrderOpening(deps: OrderOpeningDeps) {
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
  async function openCheckout(buyerId: string, what: OrderedItem, breakdown: FeeBreakdown, minutes: number, vatBasisPoints: number, maxOpen: number, hold: (tx: Db, order: Order) => Promise<void>): Promise<Order> {
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
        const order = await insertOrder(tx, buyerId, what, breakdown, vatBasisPoints, holdForMinutes(minutes));
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
      await expireLapsed(db, and(eq(orders.buyerId, buyerId), eq(orders.itemKind, kind), eq(orders.itemId, itemId)));
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
     * one admin fee), holding the plate and the number together or neither; refused with "reserved" when another
     * buyer's checkout holds either, "unavailable" when either is sold or the bundle is no longer listed.
     */
    async startBundle(buyerId: string, bundleId: number, ip?: string): Promise<Order> {
      await deps.consumeStartLimits(buyerId, ip);
      const listed = await deps.bundles.listedOne(bundleId);
      if (!listed) throw new HttpError(409, "bundles.unavailable");
      const { bundle } = listed;
      await expireLapsed(db, and(eq(orders.buyerId, buyerId), eq(orders.bundleId, bundleId)));
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
        // Another buyer holding an item says so, as "reserved" does for one item (decision 0077).
        if (error instanceof BundleNotHeld) throw new HttpError(409, error.reason === "reserved" ? "bundles.reserved" : "bundles.unavailable");
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
    async startAgreed(tx: Db, buyerId: string, kind: ItemKind, itemId: number, priced: AgreedPrice, holdHours: number): Promise<Order> {
      const order = await insertOrder(tx, buyerId, { kind, itemId }, priced.breakdown, priced.vatBasisPoints, holdForMinutes(holdHours * 60));
      await holdOne(tx, kind, itemId, order, priced.listedPrice);
      return order;
    },
  };
}

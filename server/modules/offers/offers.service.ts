import { type SQL, and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Lang } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { users } from "#server/modules/accounts/index.ts";
import { type CatalogService, type ItemKind, type MobileNumber, type Plate, isReserved } from "#server/modules/catalog/index.ts";
import type { AgreedPrice, CheckoutService, VerificationsService } from "#server/modules/checkout/index.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { type OfferStep, itemName, offerMail } from "./offer-mail.ts";
import { offerTerms, offers, openOfferStates } from "./offers.schema.ts";

export type Offer = typeof offers.$inferSelect;

/** What offers ask the job queue to do: end an offer nobody answered in time. */
export interface OfferJobs {
  "offers.expire": { offerId: number };
}
type Enqueue = (tx: Db, name: "offers.expire", payload: OfferJobs["offers.expire"], options: { delayMs: number }) => Promise<number>;

export interface OffersDeps {
  db: Db;
  catalog: CatalogService;
  checkout: CheckoutService;
  verifications: VerificationsService;
  mail: MailService;
  enqueue: Enqueue;
  publicUrl: string;
  /** Staff's address for offers (the Settings Manager's staff e-mail), or undefined. */
  staffEmail: () => Promise<string | undefined>;
  settings: { holdHours: number; lifetimeHours: number };
}

/** Offers a buyer may make in an hour (issue 31: the 11th is refused). */
export const OFFERS_PER_HOUR = 10;

type Item = ({ kind: "plate" } & Plate) | ({ kind: "number" } & MobileNumber);
interface StepContext {
  it: Item | undefined;
  staff: string | undefined;
}

/**
 * "Make an offer" (issue 31 item 2, decision 0064), the steps both sides share. Every change of an offer's state
 * is one conditional UPDATE whose condition is the rule (still open, still the buyer's, still pending), so a
 * double click, two staff or the expiry job racing an answer change it once.
 */
export function createOfferSteps(deps: OffersDeps) {
  const { db, catalog } = deps;

  async function item(kind: ItemKind, id: number): Promise<Item | undefined> {
    if (kind === "plate") {
      const p = await catalog.getPlate(id);
      return p && { kind, ...p };
    }
    const n = await catalog.getNumber(id);
    return n && { kind, ...n };
  }

  const name = (it: Item | undefined, id: number) => (lang: Lang) =>
    !it ? `#${id}` : it.kind === "plate" ? itemName(lang, { kind: "plate", emirate: it.emirateCode, code: it.code, number: it.number }) : itemName(lang, { kind: "number", operator: it.operator, number: it.number });

  /** Moves offers matching `where` (and an open state) to `state`; the rows moved. */
  async function move(tx: Db, where: SQL | undefined, set: Partial<Offer>, from = openOfferStates): Promise<Offer[]> {
    return tx.update(offers).set({ ...set, updatedAt: new Date() }).where(and(where, inArray(offers.state, from))).returning();
  }

  /**
   * What a step's e-mail and checkout read before its transaction opens (the embedded database has one
   * connection: a read outside the transaction inside it would wait for ever): the item and staff's address.
   */
  async function context(offer: Pick<Offer, "itemKind" | "itemId">): Promise<StepContext> {
    return { it: await item(offer.itemKind, offer.itemId), staff: await deps.staffEmail() };
  }

  /** The other side hears of a step: the buyer in their language, or staff's address. */
  async function tell(tx: Db, offer: Offer, step: OfferStep, to: "buyer" | "staff", amount: bigint, ctx: StepContext): Promise<void> {
    const itemName = name(ctx.it, offer.itemId);
    if (to === "staff") {
      if (ctx.staff) await deps.mail.send(ctx.staff, offerMail({ step, lang: "ar", item: itemName, amount, url: `${deps.publicUrl}/admin/offers/${offer.id}` }), tx);
      return;
    }
    const [buyer] = await tx.select({ email: users.email, name: users.name, lang: users.lang }).from(users).where(eq(users.id, offer.buyerId));
    if (!buyer) return;
    const prefix = buyer.lang === "en" ? "/en" : "";
    const url = step === "accepted" ? `${deps.publicUrl}${prefix}/checkout/${offer.orderId}` : `${deps.publicUrl}${prefix}/offers/${offer.itemKind}/${offer.itemId}`;
    await deps.mail.send(buyer.email, offerMail({ step, lang: buyer.lang, name: buyer.name, item: itemName, amount, url }), tx);
  }

  /**
   * An offer agreed at a price (its fees read before the transaction: `priced`) becomes the buyer's checkout,
   * in this transaction: the order and the item's hold (one conditional write: a checkout another buyer started
   * first wins, and this throws "reserved"), its other open offers ended by the hold itself (`itemHeld`).
   */
  async function agree(tx: Db, offer: Offer, priced: AgreedPrice): Promise<Offer> {
    // Accepted first, so the hold's own ending of the item's open offers leaves this one.
    await tx.update(offers).set({ state: "accepted", updatedAt: new Date() }).where(eq(offers.id, offer.id));
    const order = await deps.checkout.startAgreed(tx, offer.buyerId, offer.itemKind, offer.itemId, priced, deps.settings.holdHours);
    const [done] = await tx.update(offers).set({ orderId: order.id }).where(eq(offers.id, offer.id)).returning();
    return done!;
  }

  /**
   * Locks the item's row first, before the offer's: a checkout's hold locks the item and then ends its offers,
   * so taking the two in the other order would deadlock against it (PostgreSQL would cancel one of the two).
   */
  async function lockItem(tx: Db, kind: ItemKind, itemId: number): Promise<void> {
    await tx.execute(kind === "plate" ? sql`SELECT 1 FROM plates WHERE id = ${itemId} FOR UPDATE` : sql`SELECT 1 FROM mobile_numbers WHERE id = ${itemId} FOR UPDATE`);
  }

  /** Open offers on items now sold or held end (one statement; every list runs it first, so none shows stale). */
  async function endTaken(on: Db = db): Promise<void> {
    await on.execute(sql`UPDATE offers SET state = 'ended', updated_at = now() WHERE state IN ('pending', 'countered') AND (
      (item_kind = 'plate' AND EXISTS (SELECT 1 FROM plates p WHERE p.id = offers.item_id AND (p.sold OR p.held_until > now())))
      OR (item_kind = 'number' AND EXISTS (SELECT 1 FROM mobile_numbers n WHERE n.id = offers.item_id AND (n.sold OR n.held_until > now()))))`);
  }

  return { item, name, move, context, tell, lockItem, agree, endTaken };
}
export type OfferSteps = ReturnType<typeof createOfferSteps>;

/** The buyer's side: make an offer, see mine, answer a counter, withdraw; the items' terms; the expiry job. */
export function createOffersService(deps: OffersDeps, steps: OfferSteps) {
  const { db } = deps;
  const lifetimeMs = deps.settings.lifetimeHours * 3_600_000;

  async function termsOf(kind: ItemKind, itemId: number) {
    const [row] = await db.select().from(offerTerms).where(and(eq(offerTerms.itemKind, kind), eq(offerTerms.itemId, itemId)));
    return row;
  }

  /** The buyer's own offer (another buyer's is "not found"), locked for its step. */
  async function mine(on: Db, buyerId: string, offerId: number, lock = true): Promise<Offer> {
    const query = on.select().from(offers).where(and(eq(offers.id, offerId), eq(offers.buyerId, buyerId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new HttpError(404, "offers.notFound");
    return row;
  }

  return {
    /** Whether the item takes offers (the floor is never part of the answer). */
    accepting: async (kind: ItemKind, itemId: number) => Boolean(await termsOf(kind, itemId)),

    /**
     * A verified buyer offers `amount` fils. Refused, with nothing written: an item that does not take offers,
     * is sold or held; an amount above the price; a buyer without a complete verification; a second open offer
     * on the item; the 11th offer in an hour (counted in the table, under a lock on the buyer, so concurrent
     * posts cannot pass the limit together). Below the floor it is kept but never shown to staff.
     */
    async make(buyerId: string, kind: ItemKind, itemId: number, amount: bigint): Promise<Offer> {
      const it = await steps.item(kind, itemId);
      if (!it) throw new HttpError(404, "error.itemNotFound");
      const terms = await termsOf(kind, itemId);
      if (!terms) throw new HttpError(409, "offers.notAccepting");
      if (it.sold) throw new HttpError(409, "offers.sold");
      if (isReserved(it)) throw new HttpError(409, "offers.held");
      if (amount > it.price) throw new HttpError(400, "error.validation", { amount: "offers.abovePrice" });
      if (!deps.verifications.isComplete(await deps.verifications.get(buyerId), kind)) throw new HttpError(403, "offers.unverified");
      const ctx = { it, staff: await deps.staffEmail() };
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`offers:${buyerId}`}))`);
          const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(offers).where(and(eq(offers.buyerId, buyerId), gt(offers.createdAt, sql`now() - interval '1 hour'`)))) as [{ n: number }];
          if (n >= OFFERS_PER_HOUR) throw new HttpError(429, "offers.tooMany", undefined, 3600);
          const belowFloor = terms.floor !== null && amount < terms.floor;
          const [offer] = await tx
            .insert(offers)
            .values({ buyerId, itemKind: kind, itemId, amount, belowFloor, expiresAt: sql`now() + ${lifetimeMs} * interval '1 millisecond'` as unknown as Date })
            .returning();
          await deps.enqueue(tx, "offers.expire", { offerId: offer!.id }, { delayMs: lifetimeMs });
          if (!belowFloor) await steps.tell(tx, offer!, "made", "staff", amount, ctx);
          return offer!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, "offers.alreadyOpen");
        throw error;
      }
    },

    /** My offers, newest first (offers on items since sold or held shown as ended). */
    async listMine(buyerId: string): Promise<Offer[]> {
      await steps.endTaken();
      return db.select().from(offers).where(eq(offers.buyerId, buyerId)).orderBy(desc(offers.createdAt), desc(offers.id)).limit(100);
    },

    /** My offers with each item's name in this language (the profile's "My offers"). */
    async listMineNamed(buyerId: string, lang: Lang): Promise<(Offer & { itemName: string })[]> {
      const rows = await this.listMine(buyerId);
      return Promise.all(rows.map(async (o) => ({ ...o, itemName: steps.name(await steps.item(o.itemKind, o.itemId), o.itemId)(lang) })));
    },

    /** My latest offer on an item, if any. */
    async latestOn(buyerId: string, kind: ItemKind, itemId: number): Promise<Offer | undefined> {
      await steps.endTaken();
      const [row] = await db.select().from(offers).where(and(eq(offers.buyerId, buyerId), eq(offers.itemKind, kind), eq(offers.itemId, itemId))).orderBy(desc(offers.id)).limit(1);
      return row;
    },

    /** The buyer accepts staff's counter: the checkout at the counter's price, held for the setting's hours. */
    async acceptCounter(buyerId: string, offerId: number): Promise<Offer> {
      const seen = await mine(db, buyerId, offerId, false);
      if (seen.state !== "countered" || seen.counter === null) throw new HttpError(409, "offers.notOpen");
      const counter = seen.counter;
      const [ctx, priced] = await Promise.all([steps.context(seen), deps.checkout.priceAgreed(seen.itemKind, seen.itemId, counter)]);
      try {
        const done = await db.transaction(async (tx) => {
          await steps.lockItem(tx, seen.itemKind, seen.itemId);
          const offer = await mine(tx, buyerId, offerId);
          if (offer.state !== "countered" || offer.counter !== counter) throw new HttpError(409, "offers.notOpen");
          const accepted = await steps.agree(tx, offer, priced);
          await steps.tell(tx, accepted, "counterAccepted", "staff", counter, ctx);
          await steps.tell(tx, accepted, "accepted", "buyer", counter, ctx);
          return accepted;
        });
        deps.catalog.forgetAnswers();
        return done;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 409) await steps.endTaken();
        throw error;
      }
    },

    /** The buyer declines a counter, or withdraws a pending offer. */
    async decline(buyerId: string, offerId: number): Promise<Offer> {
      const ctx = await steps.context(await mine(db, buyerId, offerId, false));
      return db.transaction(async (tx) => {
        const offer = await mine(tx, buyerId, offerId);
        const countered = offer.state === "countered";
        const [moved] = await steps.move(tx, eq(offers.id, offer.id), { state: countered ? "declined" : "withdrawn" });
        if (!moved) throw new HttpError(409, "offers.notOpen");
        if (countered) await steps.tell(tx, moved, "counterDeclined", "staff", offer.counter!, ctx);
        return moved;
      });
    },

    /**
     * The job, when an offer's time is up: still open and past its time, it expires (below the floor, it is
     * declined: the buyer is told no, never why). An offer answered or countered since (a later time) is left alone.
     */
    async expire(offerId: number): Promise<void> {
      const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
      if (!offer) return;
      const ctx = await steps.context(offer);
      await db.transaction(async (tx) => {
        const [moved] = await steps.move(tx, and(eq(offers.id, offerId), sql`${offers.expiresAt} <= now()`), { state: offer.belowFloor ? "declined" : "expired" });
        if (moved) await steps.tell(tx, moved, moved.belowFloor ? "declined" : "expired", "buyer", moved.counter ?? moved.amount, ctx);
      });
    },

    /** Ends the item's open offers (the checkout's hook, in the hold's transaction). */
    async endOpen(tx: Db, kind: ItemKind, itemId: number): Promise<void> {
      await steps.move(tx, and(eq(offers.itemKind, kind), eq(offers.itemId, itemId)), { state: "ended" });
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;

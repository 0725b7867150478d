import { and, eq, ilike, inArray, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Lang } from "#core/i18n/index.ts";
import type { Sort } from "#core/validation/list-query.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import type { ItemKind } from "#server/modules/catalog/index.ts";
import type { CheckoutService } from "#server/modules/checkout/index.ts";
import type { Offer, OfferSteps } from "./offers.service.ts";
import { type OfferState, offerTerms, offers } from "./offers.schema.ts";

/** An inbox row: the offer, its buyer's e-mail, the item's name in the page's language and its listed price. */
export type InboxOffer = Offer & { buyerEmail: string; itemName: string; listPrice: bigint | undefined };

export interface InboxQuery {
  page: number;
  q?: string | undefined;
  state?: OfferState | undefined;
  kind?: ItemKind | undefined;
  sort: Sort<"created" | "amount" | "expires">;
}

/**
 * Staff's offers inbox (decision 0064): the offers staff may see (never one below the item's floor), and the
 * three answers to a pending offer: accept (the buyer's checkout at the offer's price), counter, decline. Each
 * answer is one audited write whose conditional UPDATE is the rule (still pending), and e-mails the buyer in
 * the same transaction. The items' offer settings (open to offers, the floor) are written here too.
 */
export function createOffersAdmin(deps: { db: Db; write: AuditedWrite; steps: OfferSteps; checkout: CheckoutService }) {
  const { db, write, steps } = deps;

  /** The offer as staff see it before answering (never one below the floor), and what its step reads first. */
  async function seen(id: number) {
    const [row] = await db.select().from(offers).where(and(eq(offers.id, id), eq(offers.belowFloor, false)));
    if (!row) throw new HttpError(404, "offers.notFound");
    if (row.state !== "pending") throw new HttpError(409, "offers.notOpen");
    return { row, ctx: await steps.context(row) };
  }

  async function withNames(rows: Offer[], lang: Lang): Promise<InboxOffer[]> {
    const ids = [...new Set(rows.map((r) => r.buyerId))];
    const emails = ids.length ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids)) : [];
    return Promise.all(
      rows.map(async (r) => {
        const it = await steps.item(r.itemKind, r.itemId);
        return { ...r, buyerEmail: emails.find((e) => e.id === r.buyerId)?.email ?? "", itemName: steps.name(it, r.itemId)(lang), listPrice: it?.price };
      }),
    );
  }

  /** The open offer staff answer, locked; one below the floor does not exist for staff. */
  async function pending(tx: Db, id: number): Promise<Offer> {
    const [row] = await tx.select().from(offers).where(and(eq(offers.id, id), eq(offers.belowFloor, false))).for("update");
    if (!row) throw new HttpError(404, "offers.notFound");
    if (row.state !== "pending") throw new HttpError(409, "offers.notOpen");
    return row;
  }

  return {
    async list(query: InboxQuery, lang: Lang): Promise<Paged<InboxOffer>> {
      await steps.endTaken();
      const buyerMatch = query.q ? sql`${offers.buyerId} IN (SELECT id FROM users WHERE ${ilike(users.email, `%${query.q.replaceAll(/[%_\\]/g, "\\$&")}%`)})` : undefined;
      const where = and(eq(offers.belowFloor, false), query.state ? eq(offers.state, query.state) : undefined, query.kind ? eq(offers.itemKind, query.kind) : undefined, buyerMatch);
      const paged = await listRows(db, offers, { page: query.page, where, sort: query.sort, sortColumns: { created: offers.createdAt, amount: offers.amount, expires: offers.expiresAt } });
      return { ...paged, items: await withNames(paged.items, lang) };
    },

    async get(id: number, lang: Lang): Promise<InboxOffer | undefined> {
      await steps.endTaken();
      const [row] = await db.select().from(offers).where(and(eq(offers.id, id), eq(offers.belowFloor, false)));
      return row && (await withNames([row], lang))[0];
    },

    /** Accepts the buyer's offer: their checkout at the offer's price, held for the setting's hours. */
    async accept(actor: StaffActor, id: number): Promise<Offer> {
      const { row, ctx } = await seen(id);
      const priced = await deps.checkout.priceAgreed(row.itemKind, row.itemId, row.amount);
      try {
        return await write(actor, async (log) => {
          await steps.lockItem(log.tx, row.itemKind, row.itemId);
          const offer = await pending(log.tx, id);
          const accepted = await steps.agree(log.tx, offer, priced);
          await log.changed("offer", id, { state: offer.state }, { state: accepted.state, orderId: accepted.orderId }, "accept");
          await steps.tell(log.tx, accepted, "accepted", "buyer", offer.amount, ctx);
          return accepted;
        });
      } catch (error) {
        // The item was taken meanwhile (another buyer's checkout won the hold): its offers end.
        if (error instanceof HttpError && error.statusCode === 409) await steps.endTaken();
        throw error;
      }
    },

    /** Answers with a counter above the offer and not above the price; the buyer has a fresh lifetime to answer. */
    async counter(actor: StaffActor, id: number, amount: bigint, lifetimeHours: number): Promise<Offer> {
      const { ctx } = await seen(id);
      return write(actor, async (log) => {
        const offer = await pending(log.tx, id);
        const it = ctx.it;
        if (!it || amount <= offer.amount || amount > it.price) throw new HttpError(400, "error.validation", { amount: "offers.counterInvalid" });
        const [moved] = await steps.move(log.tx, eq(offers.id, id), { state: "countered", counter: amount, expiresAt: sql`now() + ${lifetimeHours} * interval '1 hour'` as unknown as Date }, ["pending"]);
        await log.changed("offer", id, { state: offer.state, counter: null }, { state: "countered", counter: amount.toString() }, "counter");
        await steps.tell(log.tx, moved!, "countered", "buyer", amount, ctx);
        return moved!;
      });
    },

    async decline(actor: StaffActor, id: number): Promise<Offer> {
      const { ctx } = await seen(id);
      return write(actor, async (log) => {
        const offer = await pending(log.tx, id);
        const [moved] = await steps.move(log.tx, eq(offers.id, id), { state: "declined" }, ["pending"]);
        await log.changed("offer", id, { state: offer.state }, { state: "declined" }, "decline");
        await steps.tell(log.tx, moved!, "declined", "buyer", offer.amount, ctx);
        return moved!;
      });
    },

    /** An item's offer settings as its record page shows them (the floor in fils, or undefined). */
    async terms(kind: ItemKind, itemId: number): Promise<{ accepting: boolean; floor: bigint | undefined }> {
      const [row] = await db.select().from(offerTerms).where(and(eq(offerTerms.itemKind, kind), eq(offerTerms.itemId, itemId)));
      return { accepting: Boolean(row), floor: row?.floor ?? undefined };
    },

    /** Opens or closes an item to offers, with its floor (audited: only what changed). */
    async setTerms(actor: StaffActor, kind: ItemKind, itemId: number, input: { accepting: boolean; floor: bigint | undefined }): Promise<void> {
      await write(actor, async (log) => {
        const key = and(eq(offerTerms.itemKind, kind), eq(offerTerms.itemId, itemId));
        const [before] = await log.tx.select().from(offerTerms).where(key);
        if (input.accepting) {
          const floor = input.floor ?? null;
          await log.tx.insert(offerTerms).values({ itemKind: kind, itemId, floor }).onConflictDoUpdate({ target: [offerTerms.itemKind, offerTerms.itemId], set: { floor, updatedAt: new Date() } });
        } else await log.tx.delete(offerTerms).where(key);
        const shape = (r: { floor: bigint | null } | undefined) => ({ accepting: Boolean(r), floor: r?.floor?.toString() ?? null });
        await log.changed(`${kind}_offers`, itemId, shape(before), shape(input.accepting ? { floor: input.floor ?? null } : undefined));
      });
    },
  };
}

export type OffersAdmin = ReturnType<typeof createOffersAdmin>;

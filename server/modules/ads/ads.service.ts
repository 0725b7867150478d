import { TransactionRollbackError, and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Sort } from "#core/validation/list-query.ts";
import type { AdListQuery, SellForm } from "#core/validation/ads.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { type Paged, paginate } from "#server/lib/paginate.ts";
import { ADMIN_PER_PAGE } from "#server/lib/list-rows.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import type { OwnerItem, OwnerListings } from "#server/modules/catalog/index.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { type StagedUploads, imageFromForm } from "#server/modules/storage/index.ts";
import { type AdDecision, adDecisionMail } from "./ad-mail.ts";
import { type AdState, ads } from "./ads.schema.ts";

export type Ad = typeof ads.$inferSelect;

/** The job of an approved ad: when its lifetime is over, it comes off sale (if it is still listed). */
export interface AdJobs {
  "ads.expire": { adId: number };
}
type Enqueue = (tx: Db, name: "ads.expire", payload: AdJobs["ads.expire"], options: { delayMs: number }) => Promise<number>;

/** States an owner may still withdraw or reprice from, and staff may still decide on. */
const open: AdState[] = ["pending", "needs_info", "approved"];
const undecided: AdState[] = ["pending", "needs_info"];

function ownerItem(ad: Ad): OwnerItem {
  return ad.kind === "plate"
    ? { kind: "plate", emirateCode: ad.emirateCode!, code: ad.plateCode!, plateType: ad.plateType!, number: ad.plateNumber!, price: ad.askingPrice }
    : { kind: "number", operator: ad.operator!, number: ad.mobile!, price: ad.askingPrice };
}

/**
 * "Sell with us" (decision 0025): owners' ads, their Ads List, and staff's review. Every change of state is one
 * conditional update from the states it may leave (two staff approving at once list the item once; an owner
 * withdrawing while staff approve gets one outcome). The listed item is written through the catalogue's
 * owner listings in the same transaction, which is also where alerts and the expiry job are enqueued.
 */
export function createAdsService(deps: {
  db: Db;
  audit: AuditLog;
  uploads: StagedUploads;
  listings: OwnerListings;
  forgetAnswers: () => void;
  adLifetimeDays: () => Promise<number>;
  enqueue: Enqueue;
  mail: MailService;
  publicUrl: string;
}) {
  const { db, audit, listings } = deps;

  /** Tells the owner what staff decided, in the decision's transaction. */
  async function notify(tx: Db, ad: Ad, decision: AdDecision): Promise<void> {
    const [owner] = await tx.select({ email: users.email, name: users.name, lang: users.lang }).from(users).where(eq(users.id, ad.userId));
    if (owner) await deps.mail.send(owner.email, adDecisionMail({ ...owner, decision, note: ad.staffNote, publicUrl: deps.publicUrl }), tx);
  }

  /** Moves the ad from one of `from` to `to`; the ad as it now is, or an HttpError saying why not. */
  async function move(tx: Db, id: number, from: AdState[], set: Partial<Ad> & { state: AdState }, userId?: string): Promise<Ad> {
    const [row] = await tx
      .update(ads)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(ads.id, id), inArray(ads.state, from), userId ? eq(ads.userId, userId) : undefined))
      .returning();
    if (row) return row;
    throw await refusal(tx, id, userId);
  }

  /** Why a conditional update found nothing: no such ad (or someone else's), or not in a state that allows it. */
  async function refusal(tx: Db, id: number, userId?: string): Promise<HttpError> {
    const [exists] = await tx.select({ userId: ads.userId }).from(ads).where(eq(ads.id, id));
    if (!exists || (userId && exists.userId !== userId)) return new HttpError(404, "ads.notFound");
    return new HttpError(409, "ads.wrongState");
  }

  async function decide(actor: StaffActor, id: number, decision: Exclude<AdDecision, "approved">, note: string): Promise<void> {
    await db.transaction(async (tx) => {
      const ad = await move(tx, id, decision === "rejected" ? undecided : ["pending"], { state: decision, staffNote: note });
      await audit.record(tx, actor, { action: decision === "rejected" ? "reject" : "ask", entity: "ad", entityId: id, after: { state: ad.state, note } });
      await notify(tx, ad, decision);
    });
  }

  return {
    /** The owner's ad, with the ownership card's photo in the private area (required). */
    async submit(userId: string, v: SellForm, form: FormData): Promise<number> {
      return db.transaction(async (tx) => {
        const ownershipKey = await imageFromForm(deps.uploads, tx, userId, form, "ownership_card");
        if (!ownershipKey) throw new HttpError(400, "error.validation", { ownership_card: "ads.photoRequired" });
        const plate = v.kind === "plate";
        const [row] = await tx
          .insert(ads)
          .values({
            userId,
            kind: v.kind,
            emirateCode: plate ? v.emirate! : null,
            plateCode: plate ? v.code! : null,
            plateType: plate ? v.plate_type! : null,
            plateNumber: plate ? v.number! : null,
            operator: plate ? null : v.operator!,
            mobile: plate ? null : v.mobile!,
            askingPrice: BigInt(v.price),
            contactName: v.contact_name,
            contactPhone: v.contact_phone,
            ownershipKey,
          })
          .returning({ id: ads.id });
        return row!.id;
      });
    },

    /** The owner's Ads List, newest first. */
    mine(userId: string): Promise<Ad[]> {
      return db.select().from(ads).where(eq(ads.userId, userId)).orderBy(desc(ads.createdAt), desc(ads.id));
    },

    /** The owner takes the ad back; a listed item comes off sale (refused once it is sold or held by a buyer). */
    async withdraw(userId: string, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const ad = await move(tx, id, open, { state: "withdrawn" }, userId);
        // Only an approved ad has its item (set at approval), so this is the listed item coming off sale.
        if (ad.itemId !== null && !(await listings.withdrawIn(tx, ad.kind, ad.itemId))) throw new HttpError(409, "ads.sold");
      });
      deps.forgetAnswers();
    },

    /** The owner's new asking price; a listed item's price changes with it (a lower one is news for alerts). */
    async changePrice(userId: string, id: number, price: bigint): Promise<void> {
      await db.transaction(async (tx) => {
        const [ad] = await tx.update(ads).set({ askingPrice: price, updatedAt: new Date() }).where(and(eq(ads.id, id), eq(ads.userId, userId), inArray(ads.state, open))).returning();
        if (!ad) throw await refusal(tx, id, userId);
        if (ad.state === "approved" && ad.itemId !== null) await listings.repriceIn(tx, ad.kind, ad.itemId, price);
      });
      deps.forgetAnswers();
    },

    list(query: Omit<AdListQuery, "sort"> & { sort: Sort<"created" | "price"> }): Promise<Paged<Ad>> {
      const where = and(query.state ? eq(ads.state, query.state) : undefined, query.kind ? eq(ads.kind, query.kind) : undefined);
      const order = query.sort.dir === "asc" ? asc : desc;
      const column = query.sort.key === "price" ? ads.askingPrice : ads.createdAt;
      return paginate(
        { page: query.page, perPage: ADMIN_PER_PAGE },
        async () => (await db.select({ n: count() }).from(ads).where(where))[0]?.n ?? 0,
        (limit, offset) => db.select().from(ads).where(where).orderBy(order(column), order(ads.id)).limit(limit).offset(offset),
      );
    },

    /** One ad with its owner's e-mail address, for staff. */
    async get(id: number): Promise<(Ad & { ownerEmail: string }) | undefined> {
      const [row] = await db.select({ ad: ads, ownerEmail: users.email }).from(ads).innerJoin(users, eq(users.id, ads.userId)).where(eq(ads.id, id));
      return row && { ...row.ad, ownerEmail: row.ownerEmail };
    },

    /** Lists the item as offered by its owner, on sale until the ad's lifetime is over. */
    async approve(actor: StaffActor, id: number): Promise<number> {
      const days = await deps.adLifetimeDays();
      const itemId = await db.transaction(async (tx) => {
        const ad = await move(tx, id, undecided, { state: "approved", staffNote: null, expiresAt: sql`now() + ${days} * interval '1 day'` as unknown as Date });
        const listed = await listings.listIn(tx, actor, ownerItem(ad));
        await tx.update(ads).set({ itemId: listed }).where(eq(ads.id, id));
        await audit.record(tx, actor, { action: "approve", entity: "ad", entityId: id, after: { state: "approved", itemId: listed } });
        await deps.enqueue(tx, "ads.expire", { adId: id }, { delayMs: days * 86_400_000 });
        await notify(tx, ad, "approved");
        return listed;
      });
      deps.forgetAnswers();
      return itemId;
    },

    reject: (actor: StaffActor, id: number, reason: string) => decide(actor, id, "rejected", reason),
    askForMore: (actor: StaffActor, id: number, note: string) => decide(actor, id, "needs_info", note),

    /** The job: an approved ad whose lifetime is over comes off sale (unless sold or held now: then it stays). */
    async expire(adId: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const [ad] = await tx.update(ads).set({ state: "expired", updatedAt: new Date() }).where(and(eq(ads.id, adId), eq(ads.state, "approved"), sql`${ads.expiresAt} <= now()`)).returning();
          // Sold or held by a buyer: the sale goes on and the ad stays approved.
          if (ad?.itemId != null && !(await listings.withdrawIn(tx, ad.kind, ad.itemId))) tx.rollback();
        });
      } catch (error) {
        if (!(error instanceof TransactionRollbackError)) throw error;
      }
      deps.forgetAnswers();
    },

    /** Whose ownership card this private file is, if it is one (the private-file route asks). */
    async ownershipCardOwner(key: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: ads.userId }).from(ads).where(eq(ads.ownershipKey, key)).limit(1);
      return row?.userId;
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;

import { type SQL, and, asc, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { ItemKind } from "#core/catalog/patterns.ts";
import type { PlateListQuery } from "#core/validation/plates-admin.ts";
import type { Sort } from "#core/validation/list-query.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { type Paged, paginate } from "#server/lib/paginate.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { changedFields } from "#server/modules/audit/index.ts";
import { plateCodes, plateTypes, plates } from "./catalog.schema.ts";
import { plateValues } from "./item-features.ts";

export type AdminPlate = typeof plates.$inferSelect;
export const PLATES_PER_PAGE = 25;

export interface PlateInput {
  emirateCode: string;
  code: string;
  plateType: string;
  number: number;
  /** Fils. */
  price: bigint;
  active: boolean;
  featured: boolean;
  offeredByOwner?: boolean;
}
export type PlateChanges = Pick<PlateInput, "price" | "active" | "featured">;

/**
 * Called inside the write's transaction whenever an item comes on offer (added active, put back on sale) or gets
 * cheaper while on sale: saved-search alerts enqueue their job there, so it exists exactly when the write commits.
 */
export type OnOffered = (tx: Db, item: { kind: ItemKind; id: number }) => Promise<void>;

/**
 * Staff's Plates section: list, add, edit (price, on sale, hot deal) and delete plates. Every write is audited in
 * its transaction and forgets the catalogue's kept answers (decision 0008), so the site shows it at once.
 */
export function createPlatesAdmin(deps: { db: Db; audit: AuditLog; forgetAnswers: () => void; onOffered: OnOffered }) {
  const { db, audit, forgetAnswers, onOffered } = deps;
  const sortColumns = { number: plates.number, price: plates.price, created: plates.createdAt } as const;

  function filters(query: Pick<PlateListQuery, "q" | "emirate" | "status">): SQL | undefined {
    const words = query.q?.trim();
    return and(
      query.emirate ? eq(plates.emirateCode, query.emirate) : undefined,
      query.status === "sold" ? eq(plates.sold, true) : query.status ? and(eq(plates.sold, false), eq(plates.active, query.status === "active")) : undefined,
      words ? or(eq(plates.digits, words), ilike(plates.code, words)) : undefined,
    );
  }

  /** The code must be one the emirate issues and the type a known one (translated field errors, nothing written). */
  async function checkReference(tx: Db, input: Pick<PlateInput, "emirateCode" | "code" | "plateType">) {
    const [[code], [type]] = await Promise.all([
      tx.select({ id: plateCodes.id }).from(plateCodes).where(and(eq(plateCodes.emirateCode, input.emirateCode), eq(plateCodes.code, input.code.toUpperCase()))),
      tx.select({ key: plateTypes.key }).from(plateTypes).where(eq(plateTypes.key, input.plateType)),
    ]);
    if (!code) throw new HttpError(400, "plates.codeUnknown", { code: "plates.codeUnknown" });
    if (!type) throw new HttpError(400, "plates.typeRequired", { plate_type: "plates.typeRequired" });
  }

  /** Adds a plate inside the caller's transaction (audited); approved owners' ads come in this way too. */
  async function createIn(tx: Db, actor: StaffActor, input: PlateInput): Promise<number> {
    await checkReference(tx, input);
    const [row] = await tx.insert(plates).values(plateValues(input)).onConflictDoNothing().returning({ id: plates.id });
    if (!row) throw new HttpError(409, "plates.duplicate", { number: "plates.duplicate" });
    await audit.record(tx, actor, { action: "create", entity: "plate", entityId: row.id, after: { ...input, price: input.price.toString() } });
    if (input.active) await onOffered(tx, { kind: "plate", id: row.id });
    return row.id;
  }

  return {
    list(query: Omit<PlateListQuery, "sort"> & { sort: Sort<keyof typeof sortColumns> }): Promise<Paged<AdminPlate>> {
      const order = query.sort.dir === "asc" ? asc : desc;
      const where = filters(query);
      return paginate(
        { page: query.page, perPage: PLATES_PER_PAGE },
        async () => (await db.select({ n: count() }).from(plates).where(where))[0]?.n ?? 0,
        (limit, offset) => db.select().from(plates).where(where).orderBy(order(sortColumns[query.sort.key]), order(plates.id)).limit(limit).offset(offset),
      );
    },

    async get(id: number): Promise<AdminPlate | undefined> {
      const [row] = await db.select().from(plates).where(eq(plates.id, id));
      return row;
    },

    createIn,

    async create(actor: StaffActor, input: PlateInput): Promise<number> {
      try {
        const id = await db.transaction((tx) => createIn(tx, actor, input));
        forgetAnswers();
        return id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, "plates.duplicate", { number: "plates.duplicate" });
        throw error;
      }
    },

    /** Price, on sale, hot deal, on an unsold plate (a sold plate is the buyer's record and stays as it was sold). */
    async update(actor: StaffActor, id: number, input: PlateChanges): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked, so the "came on offer" comparison below is against the values this write replaces.
        const [before] = await tx.select({ price: plates.price, active: plates.active, featured: plates.featured, sold: plates.sold }).from(plates).where(eq(plates.id, id)).for("update");
        if (!before) throw new HttpError(404, "plates.notFound");
        if (before.sold) throw new HttpError(409, "plates.soldUnchangeable");
        await tx.update(plates).set({ ...input, updatedAt: new Date() }).where(and(eq(plates.id, id), eq(plates.sold, false)));
        const { price, active, featured } = before;
        await audit.record(tx, actor, { action: "update", entity: "plate", entityId: id, ...changedFields({ price: price.toString(), active, featured }, { ...input, price: input.price.toString() }) });
        if (input.active && (!active || input.price < price)) await onOffered(tx, { kind: "plate", id });
      });
      forgetAnswers();
    },

    /** Deletes a plate nobody bought or holds now: one conditional delete (a sold or held plate stays; take it off sale instead). */
    async remove(actor: StaffActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(plates)
          .where(and(eq(plates.id, id), eq(plates.sold, false), or(isNull(plates.heldUntil), sql`${plates.heldUntil} < now()`)))
          .returning();
        if (!gone) {
          const [exists] = await tx.select({ id: plates.id }).from(plates).where(eq(plates.id, id));
          throw exists ? new HttpError(409, "plates.inUse") : new HttpError(404, "plates.notFound");
        }
        const { emirateCode, code, number, plateType, price } = gone;
        await audit.record(tx, actor, { action: "delete", entity: "plate", entityId: id, before: { emirateCode, code, number, plateType, price: price.toString() } });
      });
      forgetAnswers();
    },
  };
}

export type PlatesAdmin = ReturnType<typeof createPlatesAdmin>;

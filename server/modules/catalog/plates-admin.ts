import { type SQL, and, eq, ilike, or, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { ItemKind } from "#core/catalog/patterns.ts";
import { toAsciiDigits } from "#core/text/digits.ts";
import type { BulkIntent, PlateAdminListQuery } from "#core/validation/items-admin.ts";
import type { Sort } from "#core/validation/list-query.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { keysetRows, listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { plateCodes, plateTypes, plates } from "./catalog.schema.ts";
import { plateValues } from "./item-features.ts";
import { EXACT_COUNT_UP_TO, bulkUpdate, inAnyOrder, itemAdminConditions, keepPriceEvent, priceHistory } from "./items-admin.ts";
import { changedSince, versionOf } from "./record-version.ts";

export type AdminPlate = typeof plates.$inferSelect;

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
export type PlateChanges = Pick<PlateInput, "price" | "active" | "featured"> & { version?: number | undefined };

/** Which plates a list or a bulk action reaches: by the list's filters, or the ticked ones. */
export type PlateTarget = { ids: number[] } | { filter: Omit<PlateAdminListQuery, "sort" | "dir" | "page"> };

/**
 * Called inside the write's transaction whenever an item comes on offer (added active, put back on sale) or gets
 * cheaper while on sale: saved-search alerts enqueue their job there, so it exists exactly when the write commits.
 */
export type OnOffered = (tx: Db, item: { kind: ItemKind; id: number }) => Promise<void>;

const sortColumns = { number: plates.number, emirate: plates.emirateCode, code: plates.code, type: plates.plateType, price: plates.price, created: plates.createdAt } as const;
const duplicate = () => new HttpError(409, "plates.duplicate", { number: "plates.duplicate" });

/**
 * Staff's Plates section: list, add, edit (price, on sale, hot deal), mark sold at a branch and delete plates.
 * Every write goes through the audited write (decision 0048): audited, forgetting the catalogue's kept answers,
 * and keeping the plate's price history.
 */
export function createPlatesAdmin(deps: { db: Db; write: AuditedWrite; onOffered: OnOffered }) {
  const { db, write, onOffered } = deps;

  function where(target: PlateTarget): SQL | undefined {
    if ("ids" in target) return sql`${plates.id} in (${sql.join(target.ids.map((id) => sql`${id}`), sql`, `)})`;
    const f = target.filter;
    const words = f.q ? toAsciiDigits(f.q).trim() : undefined;
    return and(
      ...itemAdminConditions(plates, "plate", f),
      f.emirate ? eq(plates.emirateCode, f.emirate) : undefined,
      f.code ? eq(plates.code, f.code) : undefined,
      f.type ? eq(plates.plateType, f.type) : undefined,
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
    const log = write.within(tx, actor);
    await checkReference(tx, input);
    const [row] = await tx.insert(plates).values(plateValues(input)).onConflictDoNothing().returning({ id: plates.id });
    if (!row) throw duplicate();
    await log.created("plate", row.id, { ...input, price: input.price.toString() });
    await keepPriceEvent(tx, actor, { kind: "plate", itemId: row.id, event: "listed", price: input.price });
    if (input.active) await onOffered(tx, { kind: "plate", id: row.id });
    return row.id;
  }

  return {
    list(query: Omit<PlateAdminListQuery, "sort"> & { sort: Sort<keyof typeof sortColumns> }): Promise<Paged<AdminPlate> & { totalExact: boolean }> {
      return listRows(db, plates, { page: query.page, where: where({ filter: query }), sort: query.sort, sortColumns, exactUpTo: EXACT_COUNT_UP_TO });
    },

    /** The next batch of an export of the list's filter (decision 0059), in id order after `after`. */
    exportBatch: (filter: Omit<PlateAdminListQuery, "sort" | "dir" | "page">, after: number | undefined, limit: number) => keysetRows(db, plates, where({ filter }), after, limit),

    /** How many plates a filter reaches now: shown to confirm a bulk action on all of them first. */
    async count(target: PlateTarget): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(plates).where(where(target));
      return Number(row?.n ?? 0);
    },

    async get(id: number): Promise<(AdminPlate & { version: number }) | undefined> {
      const [row] = await db.select().from(plates).where(eq(plates.id, id));
      return row && { ...row, version: versionOf(row.updatedAt) };
    },

    history: (id: number) => priceHistory(db, "plate", id),

    createIn,

    create(actor: StaffActor, input: PlateInput): Promise<number> {
      return write(actor, (log) => createIn(log.tx, actor, input), { duplicate });
    },

    /** Price, on sale, hot deal, on an unsold plate (a sold plate is the buyer's record and stays as it was sold). */
    update(actor: StaffActor, id: number, input: PlateChanges): Promise<void> {
      return write(actor, async (log) => {
        // Locked, so the "came on offer" comparison below is against the values this write replaces.
        const [before] = await log.tx.select().from(plates).where(eq(plates.id, id)).for("update");
        if (!before) throw new HttpError(404, "plates.notFound");
        if (changedSince(before.updatedAt, input.version)) throw new HttpError(409, "admin.recordChanged");
        if (before.sold) throw new HttpError(409, "plates.soldUnchangeable");
        const { version: _, ...values } = input;
        await log.tx.update(plates).set({ ...values, updatedAt: new Date() }).where(and(eq(plates.id, id), eq(plates.sold, false)));
        const { price, active, featured } = before;
        await log.changed("plate", id, { price: price.toString(), active, featured }, { ...values, price: values.price.toString() });
        if (values.price !== price) await keepPriceEvent(log.tx, actor, { kind: "plate", itemId: id, event: "price", price: values.price, previousPrice: price });
        if (values.active && (!active || values.price < price)) await onOffered(log.tx, { kind: "plate", id });
      });
    },

    /** Deletes a plate nobody bought, holds now or named in an order: one conditional delete (else take it off sale). */
    remove(actor: StaffActor, id: number): Promise<void> {
      return write(actor, async (log) => {
        const [gone] = await log.tx
          .delete(plates)
          .where(and(eq(plates.id, id), eq(plates.sold, false), sql`(${plates.heldUntil} is null or ${plates.heldUntil} < now())`, sql`not ${inAnyOrder(plates, "plate")}`))
          .returning();
        if (!gone) {
          const [exists] = await log.tx.select({ id: plates.id }).from(plates).where(eq(plates.id, id));
          throw exists ? new HttpError(409, "plates.inUse") : new HttpError(404, "plates.notFound");
        }
        const { emirateCode, code, number, plateType, price } = gone;
        await log.deleted("plate", id, { emirateCode, code, number, plateType, price: price.toString() });
      });
    },

    /** A bulk action on ticked plates or on a whole filter: one statement; answers how many changed. */
    bulk(actor: StaffActor, intent: BulkIntent, target: PlateTarget): Promise<number> {
      return write(actor, async (log) => {
        const ids = await bulkUpdate(log.tx, plates, "plate", intent, where(target), actor);
        await log.record({ action: `bulk_${intent}`, entity: "plate", entityId: "ids" in target ? "selection" : "filter", after: { count: ids.length, ids: ids.slice(0, 100), ...("filter" in target ? { filter: target.filter } : {}) } });
        if (intent === "activate" || intent === "mark_unsold") for (const id of ids) await onOffered(log.tx, { kind: "plate", id });
        return ids.length;
      });
    },
  };
}

export type PlatesAdmin = ReturnType<typeof createPlatesAdmin>;

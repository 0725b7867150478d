import { type SQL, and, eq, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Operator } from "#core/catalog/listing-options.ts";
import type { BulkIntent, NumberAdminListQuery } from "#core/validation/items-admin.ts";
import type { Sort } from "#core/validation/list-query.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { keysetRows, listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { mobileNumbers, packages } from "./catalog.schema.ts";
import { featureColumns } from "./item-features.ts";
import { EXACT_COUNT_UP_TO, bulkUpdate, inAnyOrder, itemAdminConditions, keepPriceEvent, priceHistory } from "./items-admin.ts";
import type { OnOffered } from "./plates-admin.ts";
import { changedSince, versionOf } from "./record-version.ts";

export type AdminNumber = typeof mobileNumbers.$inferSelect;

export interface NumberInput {
  packageId: number;
  /** Fils. */
  price: bigint;
  active: boolean;
  featured: boolean;
}

/** Which numbers a list or a bulk action reaches: the operator's, by the list's filters, or the ticked ones. */
export type NumberTarget = { ids: number[] } | { filter: Omit<NumberAdminListQuery, "sort" | "dir" | "page"> };

const sortColumns = { number: mobileNumbers.digits, package: mobileNumbers.packageId, price: mobileNumbers.price, created: mobileNumbers.createdAt } as const;

/**
 * Staff's du Numbers and Etisalat Numbers sections: one code path, the operator a parameter (issue 27). Every
 * write goes through the audited write (decision 0048): audited, forgetting the kept answers, and keeping the
 * item's price history; a number coming on offer triggers the saved-search alerts in the same transaction.
 */
export function createNumbersAdmin(deps: { db: Db; write: AuditedWrite; onOffered: OnOffered }) {
  const { db, write, onOffered } = deps;

  function where(operator: Operator, target: NumberTarget): SQL | undefined {
    if ("ids" in target) return and(eq(mobileNumbers.operator, operator), sql`${mobileNumbers.id} in (${sql.join(target.ids.map((id) => sql`${id}`), sql`, `)})`);
    const f = target.filter;
    const words = f.q?.replace(/[^0-9٠-٩]/g, "").replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
    return and(
      eq(mobileNumbers.operator, operator),
      ...itemAdminConditions(mobileNumbers, "number", f),
      f.package ? eq(mobileNumbers.packageId, f.package) : undefined,
      words ? sql`strpos(${mobileNumbers.digits}, ${words}) > 0` : undefined,
    );
  }

  async function checkPackage(tx: Db, packageId: number) {
    const [found] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId));
    if (!found) throw new HttpError(400, "numbers.packageRequired", { package: "numbers.packageRequired" });
  }

  async function locked(tx: Db, operator: Operator, id: number) {
    const [row] = await tx.select().from(mobileNumbers).where(and(eq(mobileNumbers.id, id), eq(mobileNumbers.operator, operator))).for("update");
    if (!row) throw new HttpError(404, "numbers.notFound");
    return row;
  }

  return {
    list(operator: Operator, query: Omit<NumberAdminListQuery, "sort"> & { sort: Sort<keyof typeof sortColumns> }): Promise<Paged<AdminNumber> & { totalExact: boolean }> {
      return listRows(db, mobileNumbers, { page: query.page, where: where(operator, { filter: query }), sort: query.sort, sortColumns, exactUpTo: EXACT_COUNT_UP_TO });
    },

    /** The next batch of an export of the list's filter (decision 0059), in id order after `after`. */
    exportBatch: (operator: Operator, filter: Omit<NumberAdminListQuery, "sort" | "dir" | "page">, after: number | undefined, limit: number) => keysetRows(db, mobileNumbers, where(operator, { filter }), after, limit),

    /** How many numbers a filter reaches now: shown to confirm a bulk action on all of them first. */
    async count(operator: Operator, filter: NumberTarget): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mobileNumbers).where(where(operator, filter));
      return Number(row?.n ?? 0);
    },

    async get(operator: Operator, id: number): Promise<(AdminNumber & { version: number }) | undefined> {
      const [row] = await db.select().from(mobileNumbers).where(and(eq(mobileNumbers.id, id), eq(mobileNumbers.operator, operator)));
      return row && { ...row, version: versionOf(row.updatedAt) };
    },

    history: (id: number) => priceHistory(db, "number", id),

    create(actor: StaffActor, operator: Operator, input: NumberInput & { number: string }): Promise<number> {
      const duplicate = () => new HttpError(409, "numbers.duplicate", { number: "numbers.duplicate" });
      return write(
        actor,
        async (log) => {
          await checkPackage(log.tx, input.packageId);
          const [row] = await log.tx
            .insert(mobileNumbers)
            .values({ operator, number: input.number, packageId: input.packageId, price: input.price, active: input.active, featured: input.featured, ...featureColumns("number", input.number) })
            .onConflictDoNothing()
            .returning({ id: mobileNumbers.id });
          if (!row) throw duplicate();
          await log.created("mobile_number", row.id, { operator, ...input, price: input.price.toString() });
          await keepPriceEvent(log.tx, actor, { kind: "number", itemId: row.id, event: "listed", price: input.price });
          if (input.active) await onOffered(log.tx, { kind: "number", id: row.id });
          return row.id;
        },
        { duplicate },
      );
    },

    /** Package, price, on sale, hot deal of an unsold number; `version` refuses a save over someone else's change. */
    update(actor: StaffActor, operator: Operator, id: number, input: NumberInput & { version?: number | undefined }): Promise<void> {
      return write(actor, async (log) => {
        const before = await locked(log.tx, operator, id);
        if (changedSince(before.updatedAt, input.version)) throw new HttpError(409, "admin.recordChanged");
        if (before.sold) throw new HttpError(409, "numbers.soldUnchangeable");
        await checkPackage(log.tx, input.packageId);
        const { version: _, ...values } = input;
        await log.tx.update(mobileNumbers).set({ ...values, updatedAt: new Date() }).where(eq(mobileNumbers.id, id));
        const was = { packageId: before.packageId, price: before.price.toString(), active: before.active, featured: before.featured };
        await log.changed("mobile_number", id, was, { ...values, price: values.price.toString() });
        if (values.price !== before.price) await keepPriceEvent(log.tx, actor, { kind: "number", itemId: id, event: "price", price: values.price, previousPrice: before.price });
        if (values.active && (!before.active || values.price < before.price)) await onOffered(log.tx, { kind: "number", id });
      });
    },

    /** Deletes a number that is not sold, not held and in no order: one conditional delete. */
    remove(actor: StaffActor, operator: Operator, id: number): Promise<void> {
      return write(actor, async (log) => {
        const [gone] = await log.tx
          .delete(mobileNumbers)
          .where(and(eq(mobileNumbers.id, id), eq(mobileNumbers.operator, operator), eq(mobileNumbers.sold, false), sql`(${mobileNumbers.heldUntil} is null or ${mobileNumbers.heldUntil} < now())`, sql`not ${inAnyOrder(mobileNumbers, "number")}`))
          .returning();
        if (!gone) {
          await locked(log.tx, operator, id);
          throw new HttpError(409, "items.inUse");
        }
        await log.deleted("mobile_number", id, { operator, number: gone.number, packageId: gone.packageId, price: gone.price.toString() });
      });
    },

    /** A bulk action on ticked numbers or on a whole filter: one statement; answers how many changed. */
    bulk(actor: StaffActor, operator: Operator, intent: BulkIntent, target: NumberTarget): Promise<number> {
      return write(actor, async (log) => {
        const ids = await bulkUpdate(log.tx, mobileNumbers, "number", intent, where(operator, target), actor);
        await log.record({ action: `bulk_${intent}`, entity: "mobile_number", entityId: "ids" in target ? "selection" : "filter", after: { operator, count: ids.length, ids: ids.slice(0, 100), ...("filter" in target ? { filter: target.filter } : {}) } });
        if (intent === "activate" || intent === "mark_unsold") for (const id of ids) await onOffered(log.tx, { kind: "number", id });
        return ids.length;
      });
    },
  };
}

export type NumbersAdmin = ReturnType<typeof createNumbersAdmin>;

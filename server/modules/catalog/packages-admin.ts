import { asc, count, eq, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { mobileNumbers, packages } from "./catalog.schema.ts";
import { InUseError } from "./reference-data-admin.ts";

export type Package = typeof packages.$inferSelect;
export interface PackageInput {
  name: string;
  nameAr: string;
}

const notFound = () => new HttpError(404, "admin.packageNotFound");

/**
 * Staff's Packages section: du and Etisalat number packages, in both languages. Every write goes through the
 * catalogue's audited write (decision 0048), so the site shows it at once.
 */
export function createPackagesAdmin(deps: { db: Db; write: AuditedWrite }) {
  const { db, write } = deps;
  /** Packages with their count of numbers; `on` is the transaction when called inside one (PGlite has one connection). */
  const withCounts = (on: Db = db) =>
    on
      .select({ id: packages.id, name: packages.name, nameAr: packages.nameAr, numbers: count(mobileNumbers.id) })
      .from(packages)
      .leftJoin(mobileNumbers, eq(mobileNumbers.packageId, packages.id))
      .groupBy(packages.id)
      .$dynamic();

  async function get(id: number, on: Db = db): Promise<(Package & { numbers: number }) | undefined> {
    const [row] = await withCounts(on).where(eq(packages.id, id));
    return row;
  }

  return {
    get: (id: number) => get(id),

    /** Every package with how many numbers use it (a handful of rows: no pages). */
    list: (): Promise<(Package & { numbers: number })[]> => withCounts().orderBy(asc(packages.id)),

    create: (actor: StaffActor, input: PackageInput): Promise<number> =>
      write(actor, async (log) => {
        const [row] = await log.tx.insert(packages).values(input).returning();
        await log.created("package", row!.id, input);
        return row!.id;
      }),

    update: (actor: StaffActor, id: number, input: PackageInput): Promise<void> =>
      write(actor, async (log) => {
        const [before] = await log.tx.select().from(packages).where(eq(packages.id, id)).for("update");
        if (!before) throw notFound();
        await log.tx.update(packages).set(input).where(eq(packages.id, id));
        await log.changed("package", id, { name: before.name, nameAr: before.nameAr }, input);
      }),

    /**
     * A package that numbers use cannot go: one conditional delete, so a number added meanwhile still stops it;
     * refused with how many numbers use it (the page and the API say it in the language's plural form).
     */
    remove: (actor: StaffActor, id: number): Promise<void> =>
      write(actor, async (log) => {
        const [gone] = await log.tx
          .delete(packages)
          .where(sql`${packages.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${mobileNumbers} WHERE ${mobileNumbers.packageId} = ${id})`)
          .returning();
        if (!gone) {
          const used = await get(id, log.tx);
          throw used ? new InUseError("admin.packageInUse", Number(used.numbers)) : notFound();
        }
        await log.deleted("package", id, { name: gone.name, nameAr: gone.nameAr });
      }),
  };
}

export type PackagesAdmin = ReturnType<typeof createPackagesAdmin>;

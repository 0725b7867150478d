import { asc, count, eq, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { changedFields } from "#server/modules/audit/index.ts";
import { mobileNumbers, packages } from "./catalog.schema.ts";

export type Package = typeof packages.$inferSelect;
export interface PackageInput {
  name: string;
  nameAr: string;
}

/**
 * Staff's Packages section: du and Etisalat number packages, in both languages. Every write is audited in its
 * own transaction and forgets the catalogue's kept answers, so the site shows it at once.
 */
export function createPackagesAdmin(db: Db, audit: AuditLog, forgetAnswers: () => void) {
  /** One package with its count of numbers; `on` is the transaction when called inside one (PGlite has one connection). */
  async function get(id: number, on: Db = db): Promise<(Package & { numbers: number }) | undefined> {
    const [row] = await on
      .select({ id: packages.id, name: packages.name, nameAr: packages.nameAr, numbers: count(mobileNumbers.id) })
      .from(packages)
      .leftJoin(mobileNumbers, eq(mobileNumbers.packageId, packages.id))
      .where(eq(packages.id, id))
      .groupBy(packages.id);
    return row;
  }

  return {
    get: (id: number) => get(id),

    /** Every package with how many numbers use it (a handful of rows: no pages). */
    async list(): Promise<(Package & { numbers: number })[]> {
      return db
        .select({ id: packages.id, name: packages.name, nameAr: packages.nameAr, numbers: count(mobileNumbers.id) })
        .from(packages)
        .leftJoin(mobileNumbers, eq(mobileNumbers.packageId, packages.id))
        .groupBy(packages.id)
        .orderBy(asc(packages.id));
    },

    async create(actor: StaffActor, input: PackageInput): Promise<number> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(packages).values(input).returning();
        await audit.record(tx, actor, { action: "create", entity: "package", entityId: row!.id, after: input });
        return row!.id;
      });
      forgetAnswers();
      return id;
    },

    async update(actor: StaffActor, id: number, input: PackageInput): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for("update");
        if (!before) throw new HttpError(404, "admin.packageNotFound");
        await tx.update(packages).set(input).where(eq(packages.id, id));
        await audit.record(tx, actor, { action: "update", entity: "package", entityId: id, ...changedFields({ name: before.name, nameAr: before.nameAr }, input) });
      });
      forgetAnswers();
    },

    /** A package that numbers use cannot go: one conditional delete, so a number added meanwhile still stops it. */
    async remove(actor: StaffActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(packages)
          .where(sql`${packages.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${mobileNumbers} WHERE ${mobileNumbers.packageId} = ${id})`)
          .returning();
        if (!gone) {
          const existing = await get(id, tx);
          if (!existing) throw new HttpError(404, "admin.packageNotFound");
          throw new HttpError(409, "admin.packageInUse");
        }
        await audit.record(tx, actor, { action: "delete", entity: "package", entityId: id, before: { name: gone.name, nameAr: gone.nameAr } });
      });
      forgetAnswers();
    },
  };
}

export type PackagesAdmin = ReturnType<typeof createPackagesAdmin>;

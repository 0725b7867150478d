import { eq, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { changedFields } from "#server/modules/audit/index.ts";
import { promoCodes } from "./checkout.schema.ts";

export type PromoCode = typeof promoCodes.$inferSelect;
export interface PromoInput {
  code: string;
  percent: number;
  expiresAt: Date;
  maxUses: number | null;
}


/** Staff's Promocodes section: create, edit, expire, and see how often each was used. Every write audited. */
export function createPromocodesAdmin(db: Db, audit: AuditLog) {
  const sortColumns = { code: promoCodes.code, expires: promoCodes.expiresAt, created: promoCodes.createdAt, uses: promoCodes.uses } as const;

  return {
    list(query: { page: number; sort: { key: keyof typeof sortColumns; dir: "asc" | "desc" } }): Promise<Paged<PromoCode>> {
      return listRows(db, promoCodes, { page: query.page, sort: query.sort, sortColumns });
    },

    async get(id: number): Promise<PromoCode | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row;
    },

    async create(actor: StaffActor, input: PromoInput): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(promoCodes).values(input).returning();
          await audit.record(tx, actor, { action: "create", entity: "promo_code", entityId: row!.id, after: input });
          return row!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, "promo.codeTaken", { code: "promo.codeTaken" });
        throw error;
      }
    },

    async update(actor: StaffActor, id: number, input: PromoInput): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
          if (!before) throw new HttpError(404, "promo.notFound");
          await tx.update(promoCodes).set({ ...input, updatedAt: new Date() }).where(eq(promoCodes.id, id));
          const { code, percent, expiresAt, maxUses } = before;
          await audit.record(tx, actor, { action: "update", entity: "promo_code", entityId: id, ...changedFields({ code, percent, expiresAt, maxUses }, input) });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, "promo.codeTaken", { code: "promo.codeTaken" });
        throw error;
      }
    },

    /** Deletes a code no order has used (a used one is expired instead, so orders keep their record). */
    async remove(actor: StaffActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(promoCodes).where(sql`${promoCodes.id} = ${id} AND ${promoCodes.uses} = 0`).returning();
        if (!gone) {
          const [exists] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id));
          throw exists ? new HttpError(409, "promo.inUse") : new HttpError(404, "promo.notFound");
        }
        await audit.record(tx, actor, { action: "delete", entity: "promo_code", entityId: id, before: { code: gone.code, percent: gone.percent } });
      });
    },

    /** Ends a code now (orders it was applied to keep their discount). */
    async expire(actor: StaffActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.update(promoCodes).set({ expiresAt: sql`least(${promoCodes.expiresAt}, now())` as unknown as Date, updatedAt: new Date() }).where(eq(promoCodes.id, id)).returning();
        if (!row) throw new HttpError(404, "promo.notFound");
        await audit.record(tx, actor, { action: "expire", entity: "promo_code", entityId: id, after: { expiresAt: row.expiresAt } });
      });
    },
  };
}

export type PromocodesAdmin = ReturnType<typeof createPromocodesAdmin>;

import { type SQLWrapper, and, asc, eq, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { emirates, plateCodes, plateTypes, plates } from "./catalog.schema.ts";

/** A code or type that plates use: refused with how many do (the page says it with the language's plural form). */
export class InUseError extends HttpError {
  readonly count: number;
  constructor(key: MessageKey, count: number) {
    super(409, key);
    this.count = count;
  }
}

export interface PlateTypeInput {
  name: string;
  nameAr: string;
  sortOrder: number;
}

const codeDuplicate = () => new HttpError(409, "referenceData.codeDuplicate", { code: "referenceData.codeDuplicate" });
const typeDuplicate = () => new HttpError(409, "referenceData.typeDuplicate", { name: "referenceData.typeDuplicate" });
const recordChanged = () => new HttpError(409, "admin.recordChanged");

/** A type's version: its values as the page showed them (plate_types has no updated_at; this needs no migration). */
export const typeVersion = (t: PlateTypeInput) => JSON.stringify([t.name, t.nameAr, t.sortOrder]);

/** A new type's key from its English name ("Vintage car" → "vintage_car"): the form a plate's type is checked with. */
function typeKey(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 30);
  if (!key) throw new HttpError(400, "referenceData.typeNameLatin", { name: "referenceData.typeNameLatin" });
  return key;
}

const platesWithCode = (emirate: string, code: string | SQLWrapper) => sql<number>`(SELECT count(*)::int FROM ${plates} WHERE ${plates.emirateCode} = ${emirate} AND ${plates.code} = ${code})`;
const platesOfType = (key: string) => sql<number>`(SELECT count(*)::int FROM ${plates} WHERE ${plates.plateType} = ${key})`;

/**
 * Staff's Reference data section (issue 27 item 2, decision 0053): each emirate's plate codes and the plate
 * types. Plates keep their code as text, so renaming a code renames it on its plates in the same write, and a
 * code or type that plates use is never deleted. Every write is audited and forgets the catalogue's kept answers
 * on every instance (the filters and forms read the codes and types from them).
 */
export function createReferenceDataAdmin(deps: { db: Db; write: AuditedWrite }) {
  const { db, write } = deps;

  async function codeOf(tx: Db, emirate: string, id: number) {
    const [row] = await tx.select().from(plateCodes).where(and(eq(plateCodes.id, id), eq(plateCodes.emirateCode, emirate))).for("update");
    if (!row) throw new HttpError(404, "referenceData.codeNotFound");
    return row;
  }

  return {
    /** The seven emirates in their order, each with how many codes it has. */
    emirates() {
      return db
        .select({ code: emirates.code, name: emirates.name, nameAr: emirates.nameAr, codes: sql<number>`(SELECT count(*)::int FROM ${plateCodes} WHERE ${plateCodes.emirateCode} = ${emirates.code})` })
        .from(emirates)
        .orderBy(asc(emirates.sortOrder));
    },

    async emirate(code: string) {
      const [row] = await db.select().from(emirates).where(eq(emirates.code, code));
      return row;
    },

    /** An emirate's codes with how many plates use each. */
    codes(emirate: string) {
      return db
        .select({ id: plateCodes.id, code: plateCodes.code, plates: platesWithCode(emirate, plateCodes.code) })
        .from(plateCodes)
        .where(eq(plateCodes.emirateCode, emirate))
        .orderBy(asc(plateCodes.code));
    },

    addCode(actor: StaffActor, emirate: string, code: string): Promise<number> {
      return write(
        actor,
        async (log) => {
          const [row] = await log.tx.insert(plateCodes).values({ emirateCode: emirate, code }).returning({ id: plateCodes.id });
          await log.created("plate_code", row!.id, { emirateCode: emirate, code });
          return row!.id;
        },
        { duplicate: codeDuplicate },
      );
    },

    /** `was` is the text the page showed: another staff member's rename in between is "record changed". */
    renameCode(actor: StaffActor, emirate: string, id: number, code: string, was?: string): Promise<void> {
      return write(
        actor,
        async (log) => {
          const before = await codeOf(log.tx, emirate, id);
          if (was !== undefined && was !== before.code) throw recordChanged();
          if (before.code === code) return;
          await log.tx.update(plateCodes).set({ code }).where(eq(plateCodes.id, id));
          // The same code, spelled anew: its plates follow (one statement; a clash with a listed plate is a duplicate).
          await log.tx.update(plates).set({ code, updatedAt: new Date() }).where(and(eq(plates.emirateCode, emirate), eq(plates.code, before.code)));
          await log.changed("plate_code", id, { code: before.code }, { code });
        },
        { duplicate: codeDuplicate },
      );
    },

    /** One conditional delete, so a plate listed meanwhile still stops it; refused with how many plates use it. */
    removeCode(actor: StaffActor, emirate: string, id: number): Promise<void> {
      return write(actor, async (log) => {
        const before = await codeOf(log.tx, emirate, id);
        const [gone] = await log.tx
          .delete(plateCodes)
          .where(sql`${plateCodes.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${plates} WHERE ${plates.emirateCode} = ${emirate} AND ${plates.code} = ${before.code})`)
          .returning();
        if (!gone) {
          const [row] = await log.tx.select({ n: platesWithCode(emirate, before.code) }).from(plateCodes).where(eq(plateCodes.id, id));
          throw new InUseError("referenceData.codeInUse", Number(row?.n ?? 0));
        }
        await log.deleted("plate_code", id, { emirateCode: emirate, code: before.code });
      });
    },

    /** Every type in its order, with how many plates use it. */
    types() {
      return db
        .select({ key: plateTypes.key, name: plateTypes.name, nameAr: plateTypes.nameAr, sortOrder: plateTypes.sortOrder, plates: sql<number>`(SELECT count(*)::int FROM ${plates} WHERE ${plates.plateType} = ${plateTypes.key})` })
        .from(plateTypes)
        .orderBy(asc(plateTypes.sortOrder), asc(plateTypes.key));
    },

    async type(key: string) {
      const [row] = await db.select().from(plateTypes).where(eq(plateTypes.key, key));
      return row;
    },

    addType(actor: StaffActor, input: PlateTypeInput): Promise<string> {
      const key = typeKey(input.name);
      return write(
        actor,
        async (log) => {
          await log.tx.insert(plateTypes).values({ key, ...input });
          await log.created("plate_type", key, input);
          return key;
        },
        { duplicate: typeDuplicate },
      );
    },

    updateType(actor: StaffActor, key: string, input: PlateTypeInput, version?: string): Promise<void> {
      return write(actor, async (log) => {
        const [before] = await log.tx.select().from(plateTypes).where(eq(plateTypes.key, key)).for("update");
        if (!before) throw new HttpError(404, "referenceData.typeNotFound");
        if (version !== undefined && version !== typeVersion(before)) throw recordChanged();
        await log.tx.update(plateTypes).set(input).where(eq(plateTypes.key, key));
        await log.changed("plate_type", key, { name: before.name, nameAr: before.nameAr, sortOrder: before.sortOrder }, input);
      });
    },

    removeType(actor: StaffActor, key: string): Promise<void> {
      return write(actor, async (log) => {
        const [gone] = await log.tx
          .delete(plateTypes)
          .where(sql`${plateTypes.key} = ${key} AND NOT EXISTS (SELECT 1 FROM ${plates} WHERE ${plates.plateType} = ${key})`)
          .returning();
        if (!gone) {
          const [row] = await log.tx.select({ n: platesOfType(key) }).from(plateTypes).where(eq(plateTypes.key, key));
          if (!row) throw new HttpError(404, "referenceData.typeNotFound");
          throw new InUseError("referenceData.typeInUse", Number(row.n));
        }
        await log.deleted("plate_type", key, { name: gone.name, nameAr: gone.nameAr, sortOrder: gone.sortOrder });
      });
    },
  };
}

export type ReferenceDataAdmin = ReturnType<typeof createReferenceDataAdmin>;

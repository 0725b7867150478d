import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import { auditLog } from "./audit.schema.ts";

/** Who does a write: a signed-in staff member from some address, or the system (null user). */
export interface Actor {
  userId: string | null;
  email: string | null;
  ip: string | null;
}

export const systemActor: Actor = { userId: null, email: null, ip: null };

export interface AuditEntry {
  /** create, update, delete, open, or a domain verb (refund, retry, …). */
  action: string;
  /** What kind of record: package, setting, role, user, job, identity_document, … */
  entity: string;
  entityId: string | number | bigint;
  before?: object | null;
  after?: object | null;
}

export type AuditRow = typeof auditLog.$inferSelect;

// Never written to the log, whatever record they sit in.
const SECRET_FIELD = /password|token|secret|hash/i;

/** A record as the log keeps it: JSON-safe (bigint fils as strings, dates as ISO text) and without secrets. */
export function loggable(record: object | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (SECRET_FIELD.test(key) || value === undefined) continue;
    out[key] = typeof value === "bigint" ? value.toString() : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Only the fields an update changed, before and after; unchanged fields would bury the change. */
export function changedFields(before: object, after: object): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b = loggable(before) ?? {};
  const a = loggable(after) ?? {};
  const changed = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]));
  return { before: Object.fromEntries(changed.map((k) => [k, b[k] ?? null])), after: Object.fromEntries(changed.map((k) => [k, a[k] ?? null])) };
}

export interface AuditQuery {
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  actorId?: string | undefined;
  /** Entries at or after this moment. */
  from?: Date | undefined;
  /** Entries before this moment. */
  to?: Date | undefined;
  page: number;
  perPage: number;
}

export function createAuditLog(db: Db) {
  return {
    /**
     * Writes one entry through the caller's transaction (`tx`), so it is kept exactly when the write it
     * describes is committed. Services call this beside their write; routes never do.
     */
    async record(tx: Db, actor: Actor, entry: AuditEntry): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: actor.userId,
        actorEmail: actor.email,
        actorIp: actor.ip,
        action: entry.action,
        entity: entry.entity,
        entityId: String(entry.entityId),
        before: loggable(entry.before),
        after: loggable(entry.after),
      });
    },

    /** A reading worth a record of its own (an identity document opened): nothing else is written with it. */
    async recordOpening(actor: Actor, entity: string, entityId: string): Promise<void> {
      await this.record(db, actor, { action: "open", entity, entityId });
    },

    list(query: AuditQuery): Promise<Paged<AuditRow>> {
      const where: SQL[] = [];
      if (query.entity) where.push(eq(auditLog.entity, query.entity));
      if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
      if (query.from) where.push(gte(auditLog.at, query.from));
      if (query.to) where.push(lt(auditLog.at, query.to));
      return listRows(db, auditLog, { ...query, where: where.length ? and(...where) : undefined, sort: { key: "id", dir: "desc" }, sortColumns: { id: auditLog.id } });
    },

    async get(id: number): Promise<AuditRow | undefined> {
      const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
      return row;
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

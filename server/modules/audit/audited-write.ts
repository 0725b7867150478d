import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import type { HttpError } from "#server/http/api-errors.ts";
import { type Actor, type AuditLog, changedFields } from "./audit.service.ts";

/** What a write's body gets: its transaction, and the log entries it keeps (in that transaction). */
export interface WriteLog {
  tx: Db;
  created(entity: string, id: string | number, after: object): Promise<void>;
  /** Only the fields whose value differs between `before` and `after` are kept (`action` defaults to "update"). */
  changed(entity: string, id: string | number, before: object, after: object, action?: string): Promise<void>;
  deleted(entity: string, id: string | number, before: object): Promise<void>;
  /** A domain verb (bulk, expire, refund…) with whatever it wants to keep. */
  record(entry: { action: string; entity: string; entityId: string | number; before?: object | null; after?: object | null }): Promise<void>;
}

export interface WriteOptions {
  /** The refusal a unique violation becomes (a duplicate code, slug, number), instead of a 500. */
  duplicate?: () => HttpError;
}

/**
 * The one way an admin write is done (decision 0048): one transaction holding the write and its audit entries,
 * a unique violation turned into the section's translated refusal, and, once committed, the kept answers of
 * the public site forgotten (when the section's data is shown there) so the next request sees the change.
 */
export function createAuditedWrite(deps: { db: Db; audit: AuditLog; forgetAnswers?: () => void }) {
  const { db, audit, forgetAnswers } = deps;

  /** The log of a write inside a transaction someone else opened (an owner's approved ad listing its plate). */
  function within(tx: Db, actor: Actor): WriteLog {
    const record: WriteLog["record"] = (entry) => audit.record(tx, actor, entry);
    return {
      tx,
      record,
      created: (entity, entityId, after) => record({ action: "create", entity, entityId, after }),
      changed: (entity, entityId, before, after, action = "update") => record({ action, entity, entityId, ...changedFields(before, after) }),
      deleted: (entity, entityId, before) => record({ action: "delete", entity, entityId, before }),
    };
  }

  async function write<T>(actor: Actor, run: (log: WriteLog) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    let result: T;
    try {
      result = await db.transaction((tx) => run(within(tx, actor)));
    } catch (error) {
      if (options.duplicate && isUniqueViolation(error)) throw options.duplicate();
      throw error;
    }
    forgetAnswers?.();
    return result;
  }
  return Object.assign(write, { within });
}

export type AuditedWrite = ReturnType<typeof createAuditedWrite>;

import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Lang } from "#core/i18n/index.ts";
import type { ImportKind } from "#core/validation/import.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { type Storage, newKey } from "#server/modules/storage/index.ts";
import { type ImportLimits, ImportRefusal, inspectFile } from "./file-gate.ts";
import type { ImportJobs } from "./import-jobs.ts";
import { rejectedSheet, templateSheet } from "./import-sheets.ts";
import { importRejectedRows, imports } from "./import.schema.ts";

type Enqueue = <N extends keyof ImportJobs>(tx: Db, name: N, payload: ImportJobs[N], options?: { maxAttempts?: number }) => Promise<number>;
export type ImportRow = typeof imports.$inferSelect;

/** What the page shows of a running phase: percentage, rows a second and seconds left (from the database). */
export function progressOf(row: ImportRow, now = Date.now()) {
  const fraction = row.doneOf > 0 ? Math.min(1, row.done / row.doneOf) : 0;
  const seconds = Math.max(0.001, (now - row.phaseStartedAt.getTime()) / 1000);
  const rate = row.rowsSeen / seconds;
  // Checking counts bytes read (the rows are not known yet); applying counts rows of the checked total.
  const percent = row.state === "applying" ? (row.totalRows ? Math.min(1, row.rowsSeen / row.totalRows) : 0) : fraction;
  const left = percent > 0 ? Math.round((seconds / percent) * (1 - percent)) : undefined;
  return { percent, rate: Math.round(rate), left };
}

/**
 * The Import section's service (issue 28 item 1, decision 0058): upload (checked at once, stored privately, its
 * check enqueued), the list and one import, apply and cancel (one conditional write each: twice at once, one wins),
 * and the spreadsheets it hands out.
 */
export function createImportService(deps: { db: Db; storage: Storage; enqueue: Enqueue; audit: AuditLog; limits: ImportLimits }) {
  const { db, storage, enqueue, audit, limits } = deps;

  return {
    limits,

    /** Refuses a bad file with its reason (ImportRefusal, nothing kept), else stores it and starts its check. */
    async upload(actor: StaffActor, kind: ImportKind, fileName: string, bytes: Buffer): Promise<number> {
      const format = await inspectFile(bytes, fileName, limits);
      const key = newKey(format);
      await storage.put("private", key, bytes, "application/octet-stream");
      const sha = createHash("sha256").update(bytes).digest("hex");
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(imports)
            .values({ kind, format, fileKey: key, fileName: fileName.slice(0, 200), fileSha256: sha, sizeBytes: bytes.length, doneOf: bytes.length, createdBy: actor.userId ?? "", createdByEmail: actor.email ?? "" })
            .returning({ id: imports.id });
          await enqueue(tx, "import.check", { importId: row!.id }, { maxAttempts: 3 });
          return row!.id;
        });
      } catch (error) {
        await storage.delete("private", key);
        if (isUniqueViolation(error)) throw new ImportRefusal("import.alreadyRunning");
        throw error;
      }
    },

    list(page: number): Promise<Paged<ImportRow>> {
      return listRows(db, imports, { page, perPage: 25, sort: { key: "id", dir: "desc" }, sortColumns: { id: imports.id } });
    },

    async get(id: number): Promise<ImportRow | undefined> {
      return (await db.select().from(imports).where(eq(imports.id, id)))[0];
    },

    problems(id: number, limit = 100) {
      return db.select().from(importRejectedRows).where(eq(importRejectedRows.importId, id)).orderBy(asc(importRejectedRows.row)).limit(limit);
    },

    /** Starts the apply of a checked import: one conditional write, so two clicks (or two staff) at once apply it once. */
    async apply(actor: StaffActor, id: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const [started] = await tx
            .update(imports)
            .set({ state: "applying", appliedBy: actor.userId, appliedByEmail: actor.email, phaseStartedAt: new Date(), rowsSeen: 0, finishedAt: null })
            .where(and(eq(imports.id, id), eq(imports.state, "checked")))
            .returning({ id: imports.id, fileName: imports.fileName });
          if (!started) throw new HttpError(409, "import.notReady");
          await enqueue(tx, "import.apply", { importId: id }, { maxAttempts: 10 });
        });
      } catch (error) {
        // Another import of the same file is applying now (imports_running_file_key).
        if (isUniqueViolation(error)) throw new HttpError(409, "import.alreadyRunning");
        throw error;
      }
    },

    /** Stops a check or an apply between two batches; what an apply wrote stays, and the page says how much. */
    async cancel(actor: StaffActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(imports)
          .set({ state: "cancelled", finishedAt: new Date() })
          .where(and(eq(imports.id, id), inArray(imports.state, ["checking", "checked", "applying"])))
          .returning();
        if (!row) throw new HttpError(409, "import.notReady");
        await audit.record(tx, actor, { action: "cancel", entity: "import", entityId: id, after: { file: row.fileName, appliedThroughRow: row.appliedRows, ...(row.applied ?? {}) } });
      });
    },

    template: (kind: ImportKind, lang: Lang) => templateSheet(kind, lang),
    rejected: (row: ImportRow, lang: Lang) => rejectedSheet(db, row.id, row.kind, lang),
  };
}

export type ImportService = ReturnType<typeof createImportService>;

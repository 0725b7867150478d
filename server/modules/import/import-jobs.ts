import { and, eq, sql } from "drizzle-orm";
import { type ImportKind, matchHeaders } from "#core/validation/import.ts";
import type { Db } from "#server/db/client.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { type ItemKind, type ItemValues, existingItems, itemKey, outcomeOf, upsertItems } from "#server/modules/catalog/index.ts";
import type { Storage } from "#server/modules/storage/index.ts";
import { type ImportLimits, ImportRefusal } from "./file-gate.ts";
import { type ParsedRow, duplicateFinder, loadReference, parseRow } from "./import-rows.ts";
import { type ImportCounts, importRejectedRows, imports } from "./import.schema.ts";
import { sheetRows } from "./read-rows.ts";

// The two background jobs of an import (decision 0058): the check (dry run) and the apply. Both stream the
// stored file again rather than keeping rows anywhere: memory stays flat whatever the file's size.

/** Rows per batch when IMPORT_BATCH_ROWS is not set: one set-based lookup and one write each (decision 0067). */
export const BATCH_ROWS = 5000;
export type OfferedMany = (tx: Db, items: { kind: ItemKind; id: number }[]) => Promise<void>;
export interface ImportJobs {
  "import.check": { importId: number };
  "import.apply": { importId: number };
}

const zero = (): ImportCounts => ({ new: 0, update: 0, unchanged: 0, rejected: 0, skipped: 0 });
type Row = typeof imports.$inferSelect;

/** The stored file's rows after a header the kind accepts (refused otherwise). */
async function* dataRows(storage: Storage, job: Row, onBytes?: (n: number) => void) {
  const file = await storage.get("private", job.fileKey);
  if (!file) throw new ImportRefusal("import.unreadable");
  let columns: Map<string, number> | undefined;
  for await (const r of sheetRows(file.bytes, job.format, onBytes)) {
    if (!columns) {
      const match = matchHeaders(job.kind as ImportKind, r.cells.map((c) => ("text" in c ? c.text : "")));
      if ("problem" in match) throw new ImportRefusal(match.problem, { column: match.column });
      columns = match.columns;
      continue;
    }
    yield { columns, sheetRow: r };
  }
  if (!columns) throw new ImportRefusal("import.noRows");
}

/**
 * What the job runner says of an apply's run (server/modules/jobs JobRun): why it is not the first, and a signal
 * aborted when another worker took the job over.
 */
export interface ApplyRun {
  after?: "failure" | "interruption";
  signal?: AbortSignal;
}

const rejectedValues = (importId: number, rows: ParsedRow[], skipped: number) =>
  rows.map((r) => ({ importId, row: r.row, cells: r.cells, problems: r.problems, skipped }));

export function createImportJobs(deps: { db: Db; storage: Storage; write: AuditedWrite; offeredMany: OfferedMany; limits: ImportLimits; batchRows?: number }) {
  const { db, storage, write, offeredMany, limits } = deps;
  const batchRows = deps.batchRows ?? limits.batchRows ?? BATCH_ROWS;
  const load = async (id: number) => (await db.select().from(imports).where(eq(imports.id, id)))[0];
  const stillIn = async (id: number, state: Row["state"]) => (await load(id))?.state === state;

  async function refuse(id: number, refusal: ImportRefusal) {
    await db.transaction(async (tx) => {
      await tx.delete(importRejectedRows).where(eq(importRejectedRows.importId, id));
      await tx.update(imports).set({ state: "refused", refusal: { key: refusal.key, vars: refusal.vars }, finishedAt: new Date() }).where(and(eq(imports.id, id), eq(imports.state, "checking")));
    });
  }

  /** The dry run: every row checked as the apply would write it; problems kept by row and column. Writes no item. */
  async function check(importId: number): Promise<void> {
    const job = await load(importId);
    if (!job || job.state !== "checking") return;
    // A check taken up again after a restart starts over: it wrote nothing but its findings.
    await db.delete(importRejectedRows).where(eq(importRejectedRows.importId, importId));
    await db.update(imports).set({ done: 0, doneOf: job.sizeBytes, rowsSeen: 0, phaseStartedAt: new Date() }).where(eq(imports.id, importId));
    const ref = await loadReference(db);
    const dedupe = duplicateFinder();
    const counts = zero();
    let bytes = 0;
    let rows = 0;
    let batch: ParsedRow[] = [];
    const flush = async () => {
      const items = batch.filter((p) => p.item);
      const existing = await existingItems(db, items.map((p) => p.item!));
      const rejected: ParsedRow[] = [];
      for (const p of batch) {
        if (!p.item) {
          rejected.push(p);
          continue;
        }
        const outcome = outcomeOf(p.item, existing.get(itemKey(p.item)));
        if (outcome.startsWith("import.")) rejected.push({ ...p, problems: [{ column: null, key: outcome }] });
        else counts[outcome as "new" | "update" | "unchanged"]++;
      }
      counts.rejected += rejected.length;
      if (rejected.length > 0) await db.insert(importRejectedRows).values(rejectedValues(importId, rejected, 0)).onConflictDoNothing();
      batch = [];
      await db.update(imports).set({ done: bytes, rowsSeen: rows }).where(eq(imports.id, importId));
      return stillIn(importId, "checking");
    };
    try {
      for await (const { columns, sheetRow } of dataRows(storage, job, (n) => (bytes = n))) {
        if (++rows > limits.maxRows) throw new ImportRefusal("import.tooManyRows", { limit: limits.maxRows });
        batch.push(dedupe(parseRow(job.kind as ImportKind, columns, sheetRow, ref)));
        if (batch.length >= batchRows && !(await flush())) return;
      }
      if (!(await flush())) return;
    } catch (error) {
      if (error instanceof ImportRefusal) return refuse(importId, error);
      throw error;
    }
    await db.update(imports).set({ state: "checked", checked: counts, totalRows: rows, done: job.sizeBytes, finishedAt: new Date() }).where(and(eq(imports.id, importId), eq(imports.state, "checking")));
  }

  /**
   * The apply, batch by batch: each batch one transaction with its checkpoint (the last file row it covers), so a
   * worker that dies leaves whole batches and the next one goes on from the checkpoint. Rows the check refused
   * are left out; an item sold or held since is listed with the rejected rows, never changed.
   */
  async function apply(importId: number, run: ApplyRun = {}): Promise<void> {
    const job = await load(importId);
    if (!job || job.state !== "applying") return;
    const actor = { userId: job.appliedBy, email: job.appliedByEmail, ip: null };
    // Going on from a checkpoint after the worker died or the server stopped is a restart, and the page says so;
    // a try retried after its failure is not (its error is the job's, on the jobs page), decision 0072.
    if (job.appliedRows > 0 && run.after !== "failure") await db.update(imports).set({ resumes: sql`${imports.resumes} + 1`, resumedFrom: job.appliedRows + 1 }).where(eq(imports.id, importId));
    const refused = new Set((await db.select({ row: importRejectedRows.row }).from(importRejectedRows).where(and(eq(importRejectedRows.importId, importId), eq(importRejectedRows.skipped, 0)))).map((r) => r.row));
    const ref = await loadReference(db);
    const dedupe = duplicateFinder();
    let batch: ParsedRow[] = [];
    let lastRow = job.appliedRows;
    let seen = 0;
    const flush = (): Promise<boolean> => {
      // Another worker took this job over (our claim ran out): it goes on from the checkpoint; this run stops.
      if (run.signal?.aborted) return Promise.resolve(false);
      const rows = batch;
      const through = lastRow;
      const covered = seen;
      batch = [];
      return write(actor, async (log) => {
        // Locked: a cancel waits for this batch, and a batch after a cancel writes nothing.
        const [current] = await log.tx.select().from(imports).where(eq(imports.id, importId)).for("update");
        if (current?.state !== "applying" || current.appliedRows >= through) return current?.state === "applying";
        const items = rows.filter((p) => p.item).map((p) => p.item!);
        const existing = await existingItems(log.tx, items, true);
        const counts = { ...zero(), ...current.applied };
        const left: ParsedRow[] = rows.filter((p) => !p.item);
        for (const p of rows) {
          if (!p.item) continue;
          const outcome = outcomeOf(p.item, existing.get(itemKey(p.item)));
          if (outcome.startsWith("import.")) left.push({ ...p, problems: [{ column: null, key: outcome }] });
          else counts[outcome as "new" | "update" | "unchanged"]++;
        }
        counts.skipped += left.length;
        const { offered } = await upsertItems(log.tx, actor, items, existing);
        if (offered.length > 0) await offeredMany(log.tx, offered.map((id) => ({ kind: items[0]!.kind, id })));
        if (left.length > 0) await log.tx.insert(importRejectedRows).values(rejectedValues(importId, left, 1)).onConflictDoNothing();
        await log.tx.update(imports).set({ appliedRows: through, rowsSeen: sql`${imports.rowsSeen} + ${covered}`, applied: counts }).where(eq(imports.id, importId));
        return true;
      });
    };
    await db.update(imports).set({ doneOf: job.totalRows ?? 0 }).where(eq(imports.id, importId));
    for await (const { columns, sheetRow } of dataRows(storage, job)) {
      const parsed = dedupe(parseRow(job.kind as ImportKind, columns, sheetRow, ref));
      if (sheetRow.row <= job.appliedRows) continue;
      lastRow = sheetRow.row;
      seen++;
      if (!refused.has(sheetRow.row)) batch.push(parsed);
      if (seen % batchRows === 0) {
        if (!(await flush())) return;
        seen = 0;
      }
    }
    if (!(await flush())) return;
    await write(actor, async (log) => {
      const [done] = await log.tx.update(imports).set({ state: "applied", finishedAt: new Date() }).where(and(eq(imports.id, importId), eq(imports.state, "applying"))).returning();
      if (done) await log.record({ action: "import", entity: "import", entityId: importId, after: { kind: done.kind, file: done.fileName, sha256: done.fileSha256, rows: done.totalRows, ...done.applied } });
    });
  }

  return { check, apply };
}

export type { ItemValues };

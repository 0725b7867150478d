import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { type Lang, translatorFor } from "#core/i18n/index.ts";
import { type ExportFormat, type ExportKind, exportKinds } from "#core/validation/export.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { type Storage, newKey } from "#server/modules/storage/index.ts";
import { type Cell, type ExportPlan, type ExportSources, kindPermission, planExport } from "./export-kinds.ts";
import { type ExportFileRow, exportFiles } from "./export.schema.ts";
import { contentTypes, spreadsheetStream, writeSpreadsheet } from "./export-writer.ts";

/** The jobs this module enqueues, with their payloads. */
export interface ExportJobs {
  "export.build": { exportId: number };
}

export interface ExportSettings {
  /** Exports of at most this many rows are answered at once; larger ones run as a job. */
  directMaxRows: number;
  /** How long a built export's download link works. */
  linkHours: number;
  /** Rows read from the database per keyset batch. */
  batchRows?: number;
}

/** Every row of a plan, batch after batch (keyset on the id); `onBatch` hears each batch's size. */
export async function* exportRows(plan: ExportPlan, batchRows: number, onBatch?: (n: number) => Promise<void>): AsyncGenerator<Cell[]> {
  let after: number | string | undefined;
  for (;;) {
    const { rows, last } = await plan.batch(after, batchRows);
    yield* rows;
    await onBatch?.(rows.length);
    if (rows.length < batchRows) return;
    after = last;
  }
}

/**
 * The Export section (issue 28, decision 0059): a list's rows with its filters as XLSX or CSV, read in keyset
 * batches and written as a stream. Small exports answer at once; larger ones are built by a job into the
 * private storage area, with progress, and downloaded by staff until the link expires. Each export and each
 * download is audited. An export needs read:export (checked by the route) and the kind's own list permission
 * (checked here, on the server, whatever the page offered).
 */
export function createExportService(deps: { db: Db; audit: AuditLog; storage: Storage; sources: ExportSources; enqueue: (tx: Db, name: "export.build", payload: { exportId: number }) => Promise<number>; settings: ExportSettings }) {
  const { db, audit, storage, settings } = deps;
  const batchRows = settings.batchRows ?? 1000;

  function allowed(actor: StaffActor, kind: ExportKind): void {
    if (!can(actor.scope, "read:export") || !can(actor.scope, kindPermission(kind))) throw new HttpError(403, "auth.forbidden");
  }

  function plan(actor: StaffActor, kind: ExportKind, params: URLSearchParams, lang: Lang): ExportPlan {
    allowed(actor, kind);
    return planExport(deps.sources, kind, params, actor.userId ?? "", translatorFor(lang));
  }

  const headersOf = (p: ExportPlan, lang: Lang) => p.headers.map((key) => translatorFor(lang)(key));
  const fileName = (kind: ExportKind, format: ExportFormat) => `${kind}-${new Date().toISOString().slice(0, 10)}.${format}`;

  return {
    /** Which kinds a staff member may export (the Export page's choice). */
    kindsFor: (actor: StaffActor): ExportKind[] => exportKinds.filter((kind) => can(actor.scope, "read:export") && can(actor.scope, kindPermission(kind))),

    /** How many rows an export would have, and whether it answers at once. */
    async size(actor: StaffActor, kind: ExportKind, params: URLSearchParams, lang: Lang) {
      const total = await plan(actor, kind, params, lang).total();
      return { total, direct: total <= settings.directMaxRows, directMaxRows: settings.directMaxRows };
    },

    /**
     * An export as the list's address asks for it: the file itself when small (`stream`), or, when larger than
     * the setting, the count that tells the page to offer a job (`total`).
     */
    async answer(actor: StaffActor, kind: ExportKind, format: ExportFormat, params: URLSearchParams, lang: Lang) {
      const p = plan(actor, kind, params, lang);
      const total = await p.total();
      if (total > settings.directMaxRows) return { kind: "large" as const, total };
      await audit.record(db, actor, { action: "export", entity: "export", entityId: kind, after: { format, query: params.toString(), rows: total } });
      const stream = spreadsheetStream(format, headersOf(p, lang), exportRows(p, batchRows), () => undefined);
      return { kind: "file" as const, stream, contentType: contentTypes[format], fileName: fileName(kind, format) };
    },

    /** Starts a large export as a job (audited); its row shows the progress. */
    async start(actor: StaffActor, kind: ExportKind, format: ExportFormat, params: URLSearchParams, lang: Lang): Promise<number> {
      const total = await plan(actor, kind, params, lang).total();
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(exportFiles).values({ kind, format, query: params.toString(), lang, requestedBy: actor.userId, rowsTotal: total }).returning({ id: exportFiles.id });
        await audit.record(tx, actor, { action: "export", entity: "export", entityId: row!.id, after: { kind, format, query: params.toString(), rows: total } });
        await deps.enqueue(tx, "export.build", { exportId: row!.id });
        return row!.id;
      });
    },

    /**
     * The job: the file written to a temporary file as rows come (progress kept about once a second), then
     * copied into the private storage area. A retry builds it again from the start (the list as it is then).
     */
    async build(exportId: number): Promise<void> {
      const [row] = await db.select().from(exportFiles).where(eq(exportFiles.id, exportId));
      if (!row || row.state === "done") return;
      const kind = row.kind as ExportKind;
      const p = planExport(deps.sources, kind, new URLSearchParams(row.query), row.requestedBy ?? "", translatorFor(row.lang));
      await db.update(exportFiles).set({ state: "running", rowsDone: 0 }).where(eq(exportFiles.id, exportId));
      const temporary = path.join(os.tmpdir(), `export-${exportId}-${process.pid}.${row.format}`);
      let done = 0;
      let savedAt = Date.now();
      const progress = async (n: number) => {
        done += n;
        if (Date.now() - savedAt < 1000) return;
        savedAt = Date.now();
        await db.update(exportFiles).set({ rowsDone: done }).where(eq(exportFiles.id, exportId));
      };
      try {
        const out = createWriteStream(temporary);
        await writeSpreadsheet(row.format, headersOf(p, row.lang), exportRows(p, batchRows, progress), out);
        if (!out.closed) await finished(out);
        const key = newKey(row.format);
        await storage.putFile("private", key, temporary, contentTypes[row.format]);
        const { size } = await fs.stat(temporary);
        await db
          .update(exportFiles)
          .set({ state: "done", rowsDone: done, rowsTotal: done, bytes: size, storageKey: key, finishedAt: new Date(), expiresAt: sql`now() + ${settings.linkHours} * interval '1 hour'` })
          .where(eq(exportFiles.id, exportId));
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },

    /** A staff member's own exports, newest first (the section's page). */
    mine(actor: StaffActor): Promise<ExportFileRow[]> {
      if (!actor.userId) return Promise.resolve([]);
      return db.select().from(exportFiles).where(eq(exportFiles.requestedBy, actor.userId)).orderBy(desc(exportFiles.id)).limit(20);
    },

    /** A built export's file, for staff who may export its kind, until its link expires (each download audited). */
    async download(actor: StaffActor, id: number) {
      const [row] = await db.select().from(exportFiles).where(eq(exportFiles.id, id));
      if (!row) throw new HttpError(404, "export.notFound");
      allowed(actor, row.kind as ExportKind);
      if (row.state !== "done" || !row.storageKey) throw new HttpError(409, "export.notReady");
      if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, "export.expired");
      const file = await storage.get("private", row.storageKey);
      if (!file) throw new HttpError(410, "export.expired");
      await audit.record(db, actor, { action: "download", entity: "export", entityId: id });
      return { bytes: file.bytes, contentType: contentTypes[row.format], fileName: `${row.kind}-${row.createdAt.toISOString().slice(0, 10)}.${row.format}` };
    },

    /** Deletes expired exports' files (the rows stay, as the record of what was exported). Run daily. */
    async pruneExpired(): Promise<number> {
      const expired = await db.select({ id: exportFiles.id, key: exportFiles.storageKey }).from(exportFiles).where(and(isNotNull(exportFiles.storageKey), lt(exportFiles.expiresAt, new Date())));
      for (const file of expired) {
        await storage.delete("private", file.key!);
        await db.update(exportFiles).set({ storageKey: null }).where(eq(exportFiles.id, file.id));
      }
      return expired.length;
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;

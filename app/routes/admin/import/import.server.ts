import { Readable } from "node:stream";
import { data } from "react-router";
import type { Lang } from "#core/i18n/index.ts";
import { type ImportRow, problemText, progressOf } from "#server/modules/import/index.ts";

// The Import section's server half: what its pages show of an import, and its spreadsheets as downloads.

export { isImportRefusal, megabytes } from "#server/modules/import/index.ts";

/** An import as its page shows it: state, progress (from the database: a reload sees the same), counts. */
export function importView(row: ImportRow) {
  const progress = progressOf(row);
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    state: row.state,
    running: row.state === "checking" || row.state === "applying",
    refusal: row.refusal,
    totalRows: row.totalRows,
    rowsSeen: row.rowsSeen,
    appliedRows: row.appliedRows,
    resumes: row.resumes,
    resumedFrom: row.resumedFrom,
    checked: row.checked,
    applied: row.applied,
    by: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    percent: Math.round(progress.percent * 100),
    rate: progress.rate,
    left: progress.left,
  };
}

export const problemRows = (kind: ImportRow["kind"], lang: Lang, rows: { row: number; problems: Parameters<typeof problemText>[2][] }[]) =>
  rows.flatMap((r) => r.problems.map((p, i) => ({ id: `${r.row}-${i}`, row: r.row, text: problemText(kind, lang, p) })));

/** A spreadsheet download: streamed as written, never kept whole in memory. */
export function xlsxDownload(stream: Readable, fileName: string): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}

export const notFound = () => data({ messageKey: "import.notFound" }, 404);

import { PassThrough, type Readable } from "node:stream";
import { and, asc, eq, gt } from "drizzle-orm";
import ExcelJS from "exceljs";
import { type Lang, type MessageKey, isMessageKey, translate } from "#core/i18n/index.ts";
import { defuseFormula } from "#core/text/spreadsheet-cell.ts";
import { type ImportKind, REJECTED_EXTRA_HEADERS, importColumns, templateHeader } from "#core/validation/import.ts";
import type { Db } from "#server/db/client.ts";
import { type RowProblem, importRejectedRows } from "./import.schema.ts";

// The spreadsheets the Import section hands out, written with ExcelJS's streaming writer: a template per kind,
// and an import's rejected rows with an errors column. Every text cell goes through defuseFormula.

/** A problem in the staff member's language, its column named: "Price (AED): The price is not valid." */
export function problemText(kind: ImportKind, lang: Lang, problem: RowProblem): string {
  const column = importColumns(kind).find((c) => c.key === problem.column);
  const message = translate(lang, isMessageKey(problem.key) ? (problem.key as MessageKey) : "error.validation", problem.vars);
  return column ? `${lang === "ar" ? column.ar : column.en}: ${message}` : message;
}

function sheetWriter(sheetName: string, rtl: boolean): { workbook: ExcelJS.stream.xlsx.WorkbookWriter; sheet: ExcelJS.Worksheet; stream: PassThrough } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ rightToLeft: rtl, state: "frozen", ySplit: 1 }] });
  return { workbook, sheet, stream };
}

/**
 * A kind's template: its headers in both languages, every column stored as text ("@"), so Excel keeps a
 * number's leading zero as typed.
 */
export function templateSheet(kind: ImportKind, lang: Lang): Readable {
  const { workbook, sheet, stream } = sheetWriter(kind, lang === "ar");
  sheet.columns = importColumns(kind).map((c) => ({ header: templateHeader(c), key: c.key, width: 24, style: { numFmt: "@" } }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  sheet.commit();
  workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/** An import's rejected rows, read from the database a page at a time: the template's columns, the row, the errors. */
export function rejectedSheet(db: Db, importId: number, kind: ImportKind, lang: Lang): Readable {
  const { workbook, sheet, stream } = sheetWriter("rejected", lang === "ar");
  const columns = importColumns(kind);
  const extra = (h: { en: string; ar: string }) => `${h.en} / ${h.ar}`;
  sheet.columns = [...columns.map((c) => ({ header: templateHeader(c), key: c.key, width: 24, style: { numFmt: "@" } })), { header: extra(REJECTED_EXTRA_HEADERS.row), key: "__row", width: 10 }, { header: extra(REJECTED_EXTRA_HEADERS.errors), key: "__errors", width: 60 }];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    let after = 0;
    for (;;) {
      const page = await db
        .select()
        .from(importRejectedRows)
        .where(and(eq(importRejectedRows.importId, importId), gt(importRejectedRows.row, after)))
        .orderBy(asc(importRejectedRows.row))
        .limit(1000);
      for (const r of page) {
        const cells: Record<string, string | number> = { __row: r.row, __errors: defuseFormula(r.problems.map((p) => problemText(kind, lang, p)).join("\n")) };
        for (const c of columns) cells[c.key] = defuseFormula(r.cells[c.key] ?? "");
        sheet.addRow(cells).commit();
      }
      if (page.length < 1000) break;
      after = page.at(-1)!.row;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

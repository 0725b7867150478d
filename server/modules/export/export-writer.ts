import { PassThrough, Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { defuseFormula } from "#core/text/spreadsheet-cell.ts";
import type { ExportFormat } from "#core/validation/export.ts";
import type { Cell } from "./export-kinds.ts";

export const contentTypes: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** Text goes through the one formula rule (core/text/spreadsheet-cell.ts); numbers and blanks as they are. */
const safe = (cell: Cell): Cell => (typeof cell === "string" ? defuseFormula(cell) : cell);

/**
 * Writes a header row and then every row of `rows` to `out`, streamed (decision 0059): CSV through csv-stringify
 * (UTF-8 with a byte-order mark, so Excel shows Arabic; CRLF lines; every field quoted), XLSX through exceljs's
 * streaming WorkbookWriter (rows committed as they come, no shared strings table: memory holds one batch).
 * Text stays a text cell in XLSX, so 0501234567 keeps its zero. Resolves when `out` has everything.
 */
export async function writeSpreadsheet(format: ExportFormat, headers: string[], rows: AsyncIterable<Cell[]>, out: Writable): Promise<void> {
  if (format === "csv") {
    async function* lines() {
      yield headers;
      for await (const row of rows) yield row.map(safe);
    }
    await pipeline(Readable.from(lines()), stringify({ bom: true, quoted: true, record_delimiter: "windows" }), out);
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet("export");
  sheet.addRow(headers).commit();
  for await (const row of rows) {
    sheet.addRow(row.map(safe)).commit();
    // exceljs does not wait for a slow reader: wait here, so a slow download cannot fill memory.
    if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
  }
  sheet.commit();
  await workbook.commit();
}

/** The same as a stream to answer with (a small export, or a test). */
export function spreadsheetStream(format: ExportFormat, headers: string[], rows: AsyncIterable<Cell[]>, onError: (error: unknown) => void): PassThrough {
  const out = new PassThrough();
  writeSpreadsheet(format, headers, rows, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error as Error);
  });
  return out;
}

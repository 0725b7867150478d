import { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { type CellText, cellText } from "#core/validation/import-cells.ts";
import { ImportRefusal } from "./file-gate.ts";

/** One row of the sheet: its number in the file (the header is row 1) and its cells as text or a formula mark. */
export interface SheetRow {
  row: number;
  cells: CellText[];
}

/** The file as a stream of chunks whose bytes are counted (the check's progress: bytes read of the file's size). */
function countedStream(bytes: Buffer, onBytes: (n: number) => void): Readable {
  const CHUNK = 64 * 1024;
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= bytes.length) return void this.push(null);
      const chunk = bytes.subarray(offset, offset + CHUNK);
      offset += chunk.length;
      onBytes(offset);
      this.push(chunk);
    },
  });
}

async function* xlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  // styles cached: a date cell is known by its number format, and ExcelJS gives it as a Date.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: "emit", sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", entries: "ignore" });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = (row as unknown as { values: unknown[] }).values;
      const cells: CellText[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield { row: row.number, cells };
    }
    // The first sheet is the data; any other (notes, lookups) is not read.
    break;
  }
}

async function* csvRows(input: Readable): AsyncGenerator<SheetRow> {
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: false, info: true }));
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { row: record.info.lines, cells: record.record.map((v) => cellText(v)) };
  }
}

const blank = (r: SheetRow) => r.cells.every((c) => "text" in c && c.text.trim() === "");

/**
 * The rows of an import's file, streamed: the header first, then the data rows (blank ones left out). A file
 * the parser cannot read is the "unreadable" refusal, never a crash of the job.
 */
export async function* sheetRows(bytes: Buffer, format: "xlsx" | "csv", onBytes: (n: number) => void = () => {}): AsyncGenerator<SheetRow> {
  const input = countedStream(bytes, onBytes);
  const rows = format === "xlsx" ? xlsxRows(input) : csvRows(input);
  try {
    for await (const r of rows) if (!blank(r)) yield r;
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    throw new ImportRefusal("import.unreadable");
  } finally {
    input.destroy();
  }
}

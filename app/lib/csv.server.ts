import { defuseFormula } from "#core/text/spreadsheet-cell.ts";

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = defuseFormula(text);
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV download: UTF-8 with a byte-order mark (Excel then shows Arabic correctly), CRLF lines, never cached. */
export function csvResponse(filename: string, header: string[], rows: (string | number | null | undefined)[][]): Response {
  const lines = [header.join(","), ...rows.map((r) => r.map(csvCell).join(","))];
  return new Response(`\ufeff${lines.join("\r\n")}\r\n`, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "no-store" },
  });
}

import { sql } from "drizzle-orm";
import { isMessageKey } from "#core/i18n/index.ts";
import { type ImportKind, importColumns, importRowSchema, type NumberImportRow, type PlateImportRow } from "#core/validation/import.ts";
import type { Db } from "#server/db/client.ts";
import { type ItemValues, itemKey } from "#server/modules/catalog/index.ts";
import type { RowProblem } from "./import.schema.ts";
import type { SheetRow } from "./read-rows.ts";

// One row of a sheet turned into an item, or into its problems by column: the same code for the check (dry run)
// and the apply, so what the check promised is what the apply does.

/** The names a sheet may use for packages, plate types and codes, read once per run (small tables). */
export interface Reference {
  packages: Map<string, number>;
  plateTypes: Map<string, string>;
  plateCodes: Set<string>;
}

const nameForm = (v: string) => v.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function loadReference(db: Db): Promise<Reference> {
  const [packs, types, codes] = await Promise.all([
    db.execute(sql`select id, name, name_ar from packages`),
    db.execute(sql`select key, name, name_ar from plate_types`),
    db.execute(sql`select emirate_code, code from plate_codes`),
  ]);
  const packages = new Map<string, number>();
  for (const p of rowsOf<{ id: number; name: string; name_ar: string }>(packs)) for (const n of [p.name, p.name_ar, String(p.id)]) packages.set(nameForm(n), Number(p.id));
  const plateTypes = new Map<string, string>();
  for (const t of rowsOf<{ key: string; name: string; name_ar: string }>(types)) for (const n of [t.key, t.name, t.name_ar]) plateTypes.set(nameForm(n), t.key);
  const plateCodes = new Set(rowsOf<{ emirate_code: string; code: string }>(codes).map((c) => `${c.emirate_code}|${c.code.toUpperCase()}`));
  return { packages, plateTypes, plateCodes };
}

export interface ParsedRow {
  row: number;
  /** The cells as read, by column key: what the rejected rows' sheet gives back. */
  cells: Record<string, string>;
  problems: RowProblem[];
  item?: ItemValues;
}

/** A sheet row checked by the kind's row schema (the admin forms' own fields) and resolved against the reference. */
export function parseRow(kind: ImportKind, columns: Map<string, number>, sheetRow: SheetRow, ref: Reference): ParsedRow {
  const cells: Record<string, string> = {};
  const problems: RowProblem[] = [];
  const input: Record<string, string> = {};
  for (const column of importColumns(kind)) {
    const index = columns.get(column.key);
    const cell = index === undefined ? { text: "" } : (sheetRow.cells[index] ?? { text: "" });
    if ("formula" in cell) {
      cells[column.key] = "";
      problems.push({ column: column.key, key: "import.formula" });
    } else {
      cells[column.key] = cell.text;
      input[column.key] = cell.text;
    }
  }
  const parsed = importRowSchema(kind).safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? "");
      if (problems.some((p) => p.column === column)) continue;
      problems.push({ column: column || null, key: isMessageKey(issue.message) ? issue.message : "error.validation" });
    }
  }
  if (problems.length > 0 || !parsed.success) return { row: sheetRow.row, cells, problems };
  const offer = { price: BigInt(parsed.data.price), active: parsed.data.active ?? true, featured: parsed.data.hot ?? false };
  if (kind === "plates") {
    const p = parsed.data as PlateImportRow;
    const plateType = ref.plateTypes.get(nameForm(p.type));
    if (!plateType) problems.push({ column: "type", key: "import.unknownType" });
    if (!ref.plateCodes.has(`${p.emirate}|${p.code}`)) problems.push({ column: "code", key: "import.unknownCode" });
    if (problems.length > 0) return { row: sheetRow.row, cells, problems };
    return { row: sheetRow.row, cells, problems, item: { kind: "plate", emirateCode: p.emirate, code: p.code, plateType: plateType!, number: p.number, ...offer } };
  }
  const n = parsed.data as NumberImportRow;
  const packageId = ref.packages.get(nameForm(n.package));
  if (packageId === undefined) return { row: sheetRow.row, cells, problems: [{ column: "package", key: "import.unknownPackage" }] };
  return { row: sheetRow.row, cells, problems, item: { kind: "number", operator: kind === "du_numbers" ? "du" : "etisalat", number: n.number, packageId, ...offer } };
}

/** Remembers each item's first row, so a second row of the same item is refused with the first one's number. */
export function duplicateFinder() {
  const seen = new Map<string, number>();
  return (parsed: ParsedRow): ParsedRow => {
    if (!parsed.item) return parsed;
    const key = itemKey(parsed.item);
    const first = seen.get(key);
    if (first !== undefined) return { ...parsed, item: undefined, problems: [{ column: parsed.item.kind === "plate" ? "number" : "number", key: "import.duplicateInFile", vars: { row: first } }] };
    seen.set(key, parsed.row);
    return parsed;
  };
}

// A spreadsheet cell as text for the row schemas (issue 28 item 1). ExcelJS gives numbers, dates, booleans,
// rich text, hyperlinks, formulas and errors; a CSV gives text. Without zod or I/O: a pure rule.

export type CellText = { text: string } | { formula: true };

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One cell's text. A formula (an ExcelJS formula cell, or CSV text starting with "=") is never evaluated or
 * taken: its row is refused. A number keeps every digit (no exponent); a date reads as its day (yyyy-mm-dd).
 */
export function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "string") return value.trimStart().startsWith("=") ? { formula: true } : { text: value };
  if (typeof value === "number") return { text: Number.isInteger(value) ? BigInt(value).toString() : String(value) };
  if (typeof value === "boolean") return { text: value ? "yes" : "no" };
  if (value instanceof Date) return { text: Number.isNaN(value.getTime()) ? "" : isoDay(value) };
  if (typeof value === "object") {
    const v = value as { formula?: unknown; sharedFormula?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if (v.formula !== undefined || v.sharedFormula !== undefined) return { formula: true };
    if (Array.isArray(v.richText)) return { text: v.richText.map((r) => r.text).join("") };
    if (typeof v.text === "string") return { text: v.text };
    if (typeof v.error === "string") return { formula: true };
  }
  return { text: String(value) };
}

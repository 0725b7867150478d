/**
 * The one rule for text that leaves the shop in a spreadsheet (CSV or XLSX, exports and an import's rejected
 * rows): a cell that begins with = + - @, a tab or a carriage return is a formula to Excel and LibreOffice
 * (CSV injection), so it gets a leading apostrophe, which both show as plain text and do not run.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

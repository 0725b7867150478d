// The import module's public entry: spreadsheets of plates and numbers, checked then applied (issue 28 item 1).
export { type ImportLimits, ImportRefusal, isImportRefusal, megabytes } from "./file-gate.ts";
export { BATCH_ROWS, type ImportJobs, createImportJobs } from "./import-jobs.ts";
export { problemText } from "./import-sheets.ts";
export { type ImportRow, type ImportService, createImportService, progressOf } from "./import.service.ts";
export { type ImportCounts, type ImportState, importStates } from "./import.schema.ts";

// The export module's public entry: a list's rows as XLSX or CSV, streamed, and large exports as jobs (decision 0059).
export { exportFiles } from "./export.schema.ts";
export { type ExportSources, type Cell, kindPermission } from "./export-kinds.ts";
export { type ExportJobs, type ExportService, type ExportSettings, createExportService, exportRows } from "./export.service.ts";
export { contentTypes, writeSpreadsheet } from "./export-writer.ts";

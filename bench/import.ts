import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services.ts";
import { matchHeaders } from "#core/validation/import.ts";
import { parseRow } from "#server/modules/import/import-rows.ts";
import { sheetRows } from "#server/modules/import/read-rows.ts";
import { createBenchDatabase, loadAverage, megabytes, runWhenMain, withPeakMemory } from "./bench-database.ts";

/**
 * Import at scale (issue 28 item 1, decisions 0058 and 0067): a 100,000-row XLSX of du numbers, checked (dry run)
 * then applied, through the import service and its two jobs, on PGlite and (with DATABASE_URL) PostgreSQL;
 * BENCH_IMPORT_ON=pglite or postgres runs one. First the file is only read and each row checked, with no
 * database (what both phases pay for reading), so the rest of each phase is the database's. Prints each phase's
 * time and the process's peak memory growth over a baseline taken in the same run after the file is built.
 * Targets on PostgreSQL: 30 s for both phases, 200 MB of growth.
 */

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
export const targets = { seconds: 30, memoryGrowthMb: 200 };

/** The file, written with ExcelJS's streaming writer; the numbers as Excel keeps them (numbers, no leading zero). */
async function buildXlsx(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on("data", (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet("numbers");
  sheet.addRow(["Number / الرقم", "Package / الباقة", "Price (AED) / السعر (درهم)", "On sale / معروض للبيع", "Hot deal / عرض مميز"]).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([520_000_000 + i, "Gold", 1000 + (i % 5000), i % 10 === 0 ? "no" : "yes", "no"]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The file read and every row checked as the jobs do, without a database: the share of reading in each phase. */
async function readOnly(file: Buffer): Promise<number> {
  const started = performance.now();
  const ref = { packages: new Map([["gold", 1]]), plateTypes: new Map<string, string>(), plateCodes: new Set<string>() };
  let columns: Map<string, number> | undefined;
  for await (const row of sheetRows(file, "xlsx")) {
    if (!columns) {
      const match = matchHeaders("du_numbers", row.cells.map((c) => ("text" in c ? c.text : "")));
      if ("problem" in match) throw new Error(match.problem);
      columns = match.columns;
    } else parseRow("du_numbers", columns, row, ref);
  }
  return (performance.now() - started) / 1000;
}

async function run(kind: "pglite" | "postgres", file: Buffer, readSeconds: number) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-import-"));
  const bench = await createBenchDatabase("bench_import", kind === "postgres" ? process.env.DATABASE_URL : undefined);
  const config = loadConfig({ DATA_DIR: dataDir, SEED: "false", LOG_LEVEL: "silent", ...(kind === "postgres" ? bench.serverEnv : {}) });
  const database = await bench.open();
  try {
    const services = createServices(database.db, config, createLogger("silent"));
    await database.db.execute(sql`insert into packages (name, name_ar) values ('Gold', 'ذهبية')`);
    const actor = { scope: ["create:import"], userId: null, email: "bench@example.com", ip: null };
    let dry = 0;
    const measured = await withPeakMemory(async () => {
      const t0 = performance.now();
      const id = await services.imports.upload(actor, "du_numbers", "bench.xlsx", file);
      await services.importJobs.check(id);
      dry = (performance.now() - t0) / 1000;
      const checked = (await services.imports.get(id))!;
      await services.imports.apply(actor, id);
      await services.importJobs.apply(id);
      return { checked, applied: (await services.imports.get(id))! };
    });
    const { checked, applied } = measured.result;
    const write = measured.seconds - dry;
    console.log(
      `| ${kind} | ${ROWS.toLocaleString("en")} | ${config.import.batchRows.toLocaleString("en")} | ${dry.toFixed(1)} (${(dry - readSeconds).toFixed(1)}) | ${write.toFixed(1)} (${(write - readSeconds).toFixed(1)}) | ${measured.seconds.toFixed(1)} | ${Math.round(ROWS / measured.seconds).toLocaleString("en")} | ${measured.baselineMb.toFixed(0)} | ${measured.growthMb.toFixed(0)} | ${checked.state}→${applied.state}, new ${applied.applied?.new ?? 0} | ${loadAverage()} |`,
    );
    return measured;
  } finally {
    await database.close();
    await bench.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function main() {
  console.log(`\n=== import (${ROWS.toLocaleString("en")} rows of du numbers, XLSX) ===\nnode ${process.version}; load average before: ${loadAverage()}`);
  const started = performance.now();
  const file = await buildXlsx(ROWS);
  console.log(`file built: ${megabytes(file.length).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const readSeconds = await readOnly(file);
  console.log(`read and checked without a database: ${readSeconds.toFixed(1)} s (each phase reads the file once); load average: ${loadAverage()}\n`);
  console.log(
    "| database | rows | batch | dry run, s (database) | apply, s (database) | total, s | rows/s | RSS baseline, MB | peak RSS growth, MB | outcome | load average after |\n|---|---|---|---|---|---|---|---|---|---|---|",
  );
  const on = process.env.BENCH_IMPORT_ON;
  if (on !== "postgres") await run("pglite", file, readSeconds);
  if (on === "pglite") return;
  if (!process.env.DATABASE_URL) return console.log("(DATABASE_URL unset: PostgreSQL skipped)");
  const pg = await run("postgres", file, readSeconds);
  const met = pg.seconds <= targets.seconds && pg.growthMb <= targets.memoryGrowthMb;
  console.log(`\nTargets on PostgreSQL: ≤ ${targets.seconds} s and ≤ ${targets.memoryGrowthMb} MB of growth: ${met ? "met" : "MISSED"}`);
}

runWhenMain(import.meta.url, main);

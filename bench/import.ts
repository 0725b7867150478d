import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services.ts";
import { newBenchDatabase } from "./bench-database.ts";

/**
 * Import at scale (issue 28 item 1, decision 0058): a 100,000-row XLSX of du numbers, checked (dry run) then
 * applied, through the import service and its two jobs, on PGlite and (with DATABASE_URL) PostgreSQL. Prints
 * each phase's time and the process's peak memory growth: RSS sampled every 20 ms, from a baseline taken in the
 * same run after the file is built. Targets on PostgreSQL: 30 s for both phases, 200 MB of growth.
 */

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

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

async function run(kind: "pglite" | "postgres", file: Buffer) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-import-"));
  const pgDb = kind === "postgres" ? await newBenchDatabase(process.env.DATABASE_URL!, "bench_import") : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, SEED: "false", LOG_LEVEL: "silent", ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
  const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { dataDir });
  try {
    const services = createServices(database.db, config, createLogger("silent"));
    await database.db.execute(sql`insert into packages (name, name_ar) values ('Gold', 'ذهبية')`);
    const actor = { scope: ["create:import"], userId: null, email: "bench@example.com", ip: null };
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const id = await services.imports.upload(actor, "du_numbers", "bench.xlsx", file);
    await services.importJobs.check(id);
    const t1 = performance.now();
    const checked = (await services.imports.get(id))!;
    await services.imports.apply(actor, id);
    await services.importJobs.apply(id);
    const t2 = performance.now();
    clearInterval(sampler);
    const applied = (await services.imports.get(id))!;
    const dry = (t1 - t0) / 1000;
    const write = (t2 - t1) / 1000;
    console.log(
      `| ${kind} | ${ROWS.toLocaleString("en")} | ${dry.toFixed(1)} | ${write.toFixed(1)} | ${(dry + write).toFixed(1)} | ${Math.round(ROWS / (dry + write)).toLocaleString("en")} | ${mb(baseline)} | ${mb(peak - baseline)} | ${checked.state}→${applied.state}, new ${applied.applied?.new ?? 0} | ${loadAverage()} |`,
    );
  } finally {
    await database.close();
    await pgDb?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function main() {
  console.log(`\n=== import (${ROWS.toLocaleString("en")} rows of du numbers, XLSX) ===\nload average before: ${loadAverage()}`);
  const started = performance.now();
  const file = await buildXlsx(ROWS);
  console.log(`file built: ${mb(file.length)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  console.log("| database | rows | dry run, s | apply, s | total, s | rows/s | RSS baseline, MB | peak RSS growth, MB | outcome | load average after |\n|---|---|---|---|---|---|---|---|---|---|");
  await run("pglite", file);
  if (process.env.DATABASE_URL) await run("postgres", file);
  else console.log("(DATABASE_URL unset: PostgreSQL skipped)");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

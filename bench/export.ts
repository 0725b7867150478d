import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { translatorFor } from "#core/i18n/index.ts";
import type { Database } from "#server/db/client.ts";
import { createUsersAdmin } from "#server/modules/access/index.ts";
import { createAuditLog, createAuditedWrite } from "#server/modules/audit/index.ts";
import { createNumbersAdmin, createPlatesAdmin } from "#server/modules/catalog/index.ts";
import { planExport } from "#server/modules/export/export-kinds.ts";
import { exportRows, writeSpreadsheet } from "#server/modules/export/index.ts";
import { loadAverage, megabytes, onSeededDatabase, runWhenMain, withPeakMemory } from "./bench-database.ts";
import { seedBench } from "./catalog-seed.ts";

/**
 * Exporting every number (issue 28): BENCH_NUMBERS numbers (1,000,000 by default, seeded by bench/catalog.ts's
 * seedBench, the one shared seeding), du then Etisalat, each as an XLSX file written by the export's own code
 * (keyset batches → exceljs's streaming writer → a file), then the same as CSV. Prints the time, the rows and
 * the process's peak resident memory growth over a baseline taken in the same run just before (RSS sampled every
 * 20 ms). Target on PostgreSQL: growth ≤ 100 MB. PGlite by default; DATABASE_URL for PostgreSQL.
 */
export const targets = { memoryGrowthMb: 100 };

async function exportAll(database: Database, format: "xlsx" | "csv") {
  const { db } = database;
  const write = createAuditedWrite({ db, audit: createAuditLog(db), forgetAnswers: () => {} });
  const numbers = createNumbersAdmin({ db, write, onOffered: async () => {} });
  // Only the numbers are read; the other sources are there for the type.
  const sources = { numbers, plates: createPlatesAdmin({ db, write, onOffered: async () => {} }), users: createUsersAdmin(db), transactions: undefined as never, requestsAdmin: undefined as never };
  let rows = 0;
  let bytes = 0;
  const measured = await withPeakMemory(async () => {
    for (const kind of ["du_numbers", "etisalat_numbers"] as const) {
      const plan = planExport(sources, kind, new URLSearchParams(), "", translatorFor("ar"));
      const file = path.join(os.tmpdir(), `bench-export-${process.pid}-${kind}.${format}`);
      const out = fs.createWriteStream(file);
      await writeSpreadsheet(format, plan.headers, exportRows(plan, 1000, async (n) => void (rows += n)), out);
      if (!out.closed) await new Promise((resolve) => out.once("close", resolve));
      bytes += fs.statSync(file).size;
      fs.rmSync(file, { force: true });
    }
  });
  return { format, rows, seconds: measured.seconds, growthMb: measured.growthMb, baselineMb: measured.baselineMb, fileMb: megabytes(bytes) };
}

export async function main() {
  const seed = async (database: Database) => `seeded in ${(await seedBench(database)).seconds.toFixed(1)} s`;
  await onSeededDatabase("export of every number", seed, async (database, kind) => {
    console.log("\n| format | rows | seconds | rows/s | file MB | RSS baseline MB | peak RSS growth MB | load average after |\n|---|---|---|---|---|---|---|---|");
    const results = [];
    for (const format of ["xlsx", "csv"] as const) {
      const r = await exportAll(database, format);
      results.push(r);
      console.log(`| ${r.format} | ${r.rows.toLocaleString("en")} | ${r.seconds.toFixed(1)} | ${Math.round(r.rows / r.seconds).toLocaleString("en")} | ${r.fileMb.toFixed(1)} | ${r.baselineMb.toFixed(0)} | ${r.growthMb.toFixed(1)} | ${loadAverage()} |`);
    }
    const met = results.every((r) => r.growthMb <= targets.memoryGrowthMb);
    console.log(`\nTarget${kind === "postgres" ? "" : " (set for PostgreSQL)"}: memory growth ≤ ${targets.memoryGrowthMb} MB: ${met ? "met" : "MISSED"}`);
  });
}

runWhenMain(import.meta.url, main);

import { sql } from "drizzle-orm";
import { addDays, uaeDay } from "#core/text/uae-days.ts";
import type { Database } from "#server/db/client.ts";
import { createDashboardService, createSearchLog } from "#server/modules/dashboard/index.ts";
import { loadAverage, onSeededDatabase, runWhenMain, timedRuns } from "./bench-database.ts";
import { seedBench } from "./catalog-seed.ts";

/**
 * The Dashboard at scale (issue 28, decision 0057): on the catalogue benchmark's database (100,000 plates,
 * 1,000,000 numbers) with BENCH_ORDERS paid orders over the last year, the time of the stock counts (one pass
 * over each table, what a cold dashboard pays once a minute), and of the whole page's figures for 30 days and for
 * a year with the stock kept. Every run is printed. PGlite by default; DATABASE_URL for PostgreSQL; BENCH_REUSE /
 * BENCH_KEEP as bench/catalog.ts.
 */

const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 5);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);

async function seedOrders(database: Database) {
  // Paid orders spread over a year, a third of each category, one buyer (the figures never join users).
  await database.db.execute(sql`
    INSERT INTO orders (buyer_id, item_kind, item_id, state, price, admin_fee, vat, transfer_fee, total, hold_until, paid_at, created_at)
    SELECT 'bench-buyer', CASE WHEN g % 3 = 0 THEN 'plate' ELSE 'number' END, CASE WHEN g % 3 = 0 THEN 1 + g % 1000 ELSE 1 + g % 100000 END,
           CASE WHEN g % 10 = 0 THEN 'expired' ELSE 'paid' END, 100000 + g, 0, 0, 0, 100000 + g, now(),
           CASE WHEN g % 10 = 0 THEN NULL ELSE now() - (g % 365) * interval '1 day' END, now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${ORDERS}) AS g`);
  await database.db.execute(sql`ANALYZE orders`);
}

export async function main() {
  const seed = async (database: Database) => {
    const { seconds } = await seedBench(database);
    await seedOrders(database);
    return `seeded in ${seconds.toFixed(1)} s (+ ${ORDERS.toLocaleString("en")} orders)`;
  };
  await onSeededDatabase("dashboard", seed, async ({ db }) => {
    const today = uaeDay(new Date());
    const kept = createDashboardService({ db, searchLog: createSearchLog(db) });
    const rows = [
      // A new service each run: nothing kept, the two stock scans are paid every time.
      { name: "cold: every figure, last 30 days (stock counted)", run: () => createDashboardService({ db, searchLog: createSearchLog(db) }).withMoney({ from: addDays(today, -29), to: today }) },
      { name: "kept stock: every figure, last 30 days", run: () => kept.withMoney({ from: addDays(today, -29), to: today }) },
      { name: "kept stock: every figure, a year (366 days)", run: () => kept.withMoney({ from: addDays(today, -365), to: today }) },
    ];
    console.log(`\n${RUNS} runs each, load average ${loadAverage()}:\n\n| figures | every run, ms |\n|---|---|`);
    for (const row of rows) console.log(`| ${row.name} | ${(await timedRuns(row.run, RUNS)).map((ms) => ms.toFixed(0)).join(" / ")} |`);
  });
}

runWhenMain(import.meta.url, main);

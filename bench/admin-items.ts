import { numberFilters } from "#core/validation/catalog.ts";
import { numberAdminListQuery, plateAdminListQuery } from "#core/validation/items-admin.ts";
import type { Database } from "#server/db/client.ts";
import { allPermissions } from "#core/access/permissions.ts";
import { createAuditLog, createAuditedWrite } from "#server/modules/audit/index.ts";
import { createCatalogService } from "#server/modules/catalog/catalog.service.ts";
import { createNumbersAdmin } from "#server/modules/catalog/numbers-admin.ts";
import { createPlatesAdmin } from "#server/modules/catalog/plates-admin.ts";
import { loadAverage, onSeededDatabase, runWhenMain, timedRuns } from "./bench-database.ts";
import { seedBench } from "./catalog-seed.ts";

/**
 * The admin item lists at scale (issue 27): on the catalogue benchmark's database (100,000 plates, 1,000,000
 * numbers; bench/catalog.ts seeds it), the p95 of an admin list with three filters and a pattern, beside the
 * public listing's query with the same pattern in the same run (the baseline), and "everything this filter
 * matches → hot deal" on about 10,000 numbers (one statement), with the public listing asked right after it.
 * Every run is printed. PGlite by default; DATABASE_URL for PostgreSQL; BENCH_REUSE / BENCH_KEEP as bench/catalog.ts.
 */

/** The benchmark acts as staff with every permission, as the system (no user). */
const systemActor = { scope: allPermissions, userId: null, email: null, ip: null };
const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 100);
export const targets = { listP95Ms: 50, bulkMs: 2_000 };
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

const timed = (fn: () => Promise<unknown>) => timedRuns(fn, RUNS, 3);

async function measure(database: Database) {
  const { db } = database;
  const write = createAuditedWrite({ db, audit: createAuditLog(db), forgetAnswers: () => {} });
  const numbers = createNumbersAdmin({ db, write, onOffered: async () => {} });
  const plates = createPlatesAdmin({ db, write, onOffered: async () => {} });
  const sort = { key: "created" as const, dir: "desc" as const };
  const lists = [
    { name: "admin: du numbers, contains 777, on sale, not hot, price ≥ 1,000", run: () => numbers.list("du", { ...numberAdminListQuery.parse({ mode: "contains", pattern: "777", active: "yes", hot: "no", price_min: "1000" }), sort }) },
    { name: "admin: du numbers, starts 0558, on sale, by price", run: () => numbers.list("du", { ...numberAdminListQuery.parse({ mode: "starts", pattern: "0558", active: "yes", sold: "no" }), sort: { key: "price", dir: "asc" } }) },
    { name: "admin: plates, Dubai, 4 digits, ends 77, on sale", run: () => plates.list({ ...plateAdminListQuery.parse({ emirate: "DU", digits: "4", mode: "ends", pattern: "77", active: "yes" }), sort }) },
    // The baseline: the public listing's own query for a pattern, a new service each time (nothing kept).
    { name: "(baseline) public numbers, du, contains 777", run: () => createCatalogService(db).searchNumbers(numberFilters.parse({ operator: "du", pattern: "777" })) },
  ];
  const listRows: { name: string; p95: number; median: number }[] = [];
  for (const list of lists) {
    const times = await timed(list.run);
    listRows.push({ name: list.name, p95: p95(times), median: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]! });
  }

  // A filter matching about 10,000 du numbers: a price band among those starting 05.
  const filter = numberAdminListQuery.parse({ mode: "starts", pattern: "055", price_min: "1", price_max: "2500" });
  let target: { filter: typeof filter } = { filter };
  let n = await numbers.count("du", target);
  for (const max of [1500, 1000, 800, 600, 400, 300, 200]) {
    if (n <= 12_000) break;
    target = { filter: numberAdminListQuery.parse({ mode: "starts", pattern: "055", price_min: "1", price_max: String(max) }) };
    n = await numbers.count("du", target);
  }
  const bulkRuns: { on: number; off: number; changed: number; seen: boolean }[] = [];
  for (let run = 0; run < 3; run++) {
    await numbers.bulk(systemActor, "du", "hot_off", target);
    let start = performance.now();
    const changed = await numbers.bulk(systemActor, "du", "hot_on", target);
    const on = performance.now() - start;
    // The next public request (a new service: as after forgetAnswers) shows them as hot deals.
    const page = await createCatalogService(db).searchNumbers(numberFilters.parse({ operator: "du", hot: "1", mode: "starts", pattern: "055", price_max: target.filter.price_max }));
    const seen = page.items.length > 0 && page.items.every((i) => i.featured);
    start = performance.now();
    await numbers.bulk(systemActor, "du", "hot_off", target);
    bulkRuns.push({ on, off: performance.now() - start, changed, seen });
  }
  return { listRows, filterCount: n, bulkRuns };
}

export async function main() {
  const seed = async (database: Database) => `seeded in ${(await seedBench(database)).seconds.toFixed(1)} s`;
  await onSeededDatabase("admin item lists", seed, async (database, kind) => {
    const { listRows, filterCount, bulkRuns } = await measure(database);
    console.log(`\nAdmin lists (${RUNS} runs each after 3 warm-up runs), load average ${loadAverage()}:\n`);
    console.log("| list | median ms | p95 ms |\n|---|---|---|");
    for (const r of listRows) console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
    console.log(`\n"Everything this filter matches → hot deal" on ${filterCount.toLocaleString("en")} du numbers (one statement), every run:\n`);
    console.log("| run | hot deal on, ms | changed | public listing shows them next | hot deal off, ms |\n|---|---|---|---|---|");
    bulkRuns.forEach((r, i) => console.log(`| ${i + 1} | ${r.on.toFixed(0)} | ${r.changed} | ${r.seen ? "yes" : "NO"} | ${r.off.toFixed(0)} |`));
    const admin = listRows.filter((r) => r.name.startsWith("admin"));
    const check = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(`\nTargets${kind === "postgres" ? "" : " (set for PostgreSQL)"}: admin list p95 ≤ ${targets.listP95Ms} ms: ${check(admin.every((r) => r.p95 <= targets.listP95Ms))}; bulk on a filter ≤ ${targets.bulkMs} ms: ${check(bulkRuns.every((r) => r.on <= targets.bulkMs))}; listing follows: ${check(bulkRuns.every((r) => r.seen))}`);
  });
}

runWhenMain(import.meta.url, main);

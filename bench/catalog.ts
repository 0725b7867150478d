import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { patternFeatures } from "#core/catalog/patterns.ts";
import type { PatternMode } from "#core/catalog/search-pattern.ts";
import { tierOf } from "#core/catalog/tiers.ts";
import { numberFilters, plateFilters } from "#core/validation/catalog.ts";
import type { Database, Db } from "#server/db/client.ts";
import { insertFromJson } from "#server/db/json-rows.ts";
import * as schema from "#server/db/schema.ts";
import { runSeedStepOnce } from "#server/db/seed-history.ts";
import { mobileNumbers, packages, plates } from "#server/modules/catalog/catalog.schema.ts";
import { seedCatalog } from "#server/modules/catalog/catalog.seed.ts";
import { createCatalogService } from "#server/modules/catalog/catalog.service.ts";
import { demoNumber, demoPlate, demoPrice, random } from "#server/modules/catalog/demo-items.ts";
import { featureColumns } from "#server/modules/catalog/item-features.ts";
import type { Services } from "#server/services.ts";
import { type BenchDatabase, createBenchDatabase, loadAverage, runWhenMain, timedRuns } from "./bench-database.ts";
import { type ProductTiming, formatProductTable, measureProducts } from "./products.ts";
import { RENDERED, type Target, type TargetResult, benchDuration, formatTable, freePort, measure, processCpuMs, startServer } from "./load.ts";

/**
 * Catalog benchmark: a separate database with 100,000 plates and 1,000,000 mobile numbers, then
 *  1. the database time of 20 pattern searches (the service's own page query and count), and of 6 harder ones
 *     (other sorts, long prefixes and suffixes), with their plans;
 *  2. the production server under autocannon on that database: listing pages, the numbers API and a buy page,
 *     beside the bare SSR baseline.
 * PGlite in a temporary DATA_DIR by default; with DATABASE_URL, a new database `bench_<random>` on that
 * PostgreSQL server (dropped at the end). Needs a build (`npx react-router build`). See bench/README.md.
 *   node bench/catalog.ts                          (PGlite)
 *   DATABASE_URL=postgres://… node bench/catalog.ts (PostgreSQL)
 * BENCH_PLATES / BENCH_NUMBERS change the catalogue's size, BENCH_QUERY_RUNS the timed runs per query (100),
 * BENCH_DURATION the seconds per load target (10); BENCH_KEEP=1 keeps the database (to look at it afterwards), and
 * BENCH_REUSE=<the URL or DATA_DIR it printed> measures a kept database again without seeding it.
 * BENCH_PARTS (a comma list of queries, products, load; all three by default) runs only those parts.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");

const PLATES = positiveInt("BENCH_PLATES", 100_000);
const NUMBERS = positiveInt("BENCH_NUMBERS", 1_000_000);
// 100 runs: the 95th percentile of 20 runs is their second slowest, which one hiccup of a shared machine decides.
const QUERY_RUNS = positiveInt("BENCH_QUERY_RUNS", 100);
const WARMUP_RUNS = 3;
const PARTS = new Set((process.env.BENCH_PARTS ?? "queries,products,load").split(","));
/** Rows per INSERT … SELECT FROM json_to_recordset($1): one parameter, so no bind-parameter limit. */
const BATCH = 10_000;

/** The targets this benchmark checks (on PostgreSQL). */
export const targets = { listingOfBaseline: 60, apiNumbersRps: 5_000, patternP95Ms: 20 };

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not "${process.env[name]}"`);
  return value;
}

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** Runs SQL with parameters on either driver, returning the rows. */
async function rawQuery(database: Database, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const result = await (client as pg.Pool).query(text, params as unknown[]);
  return result.rows as Record<string, unknown>[];
}

/** INSERT … SELECT FROM json_to_recordset($1): the site's own bulk write (server/db/json-rows.ts), one parameter. */
async function bulkInsert(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length > 0) await db.execute(insertFromJson(table, rows));
}

/**
 * 100,000 plates and 1,000,000 numbers from the demo generators (unique, as the unique indexes require), with
 * prices, hot deals, sold and inactive items in the same proportions as the demo seed. The reference data is
 * seedCatalog's own step; the demo-items step is claimed first so the server does not add its 450 + 450.
 */
export async function seedBench(database: Database): Promise<{ seconds: number }> {
  const started = performance.now();
  const { db } = database;
  await runSeedStepOnce(db, "catalog:demo-items:v1", async () => {});
  await seedCatalog(db, { log: quiet } as unknown as Services);
  const packageIds = (await db.select({ id: packages.id }).from(packages)).map((p) => p.id);
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const r = random(4242);
  const common = (kind: "plate" | "number", digits: string) => {
    const tier = tierOf(kind, patternFeatures(kind, digits));
    return {
      ...featureColumns(kind, digits),
      price: demoPrice(r, kind, tier),
      featured: r.next() < 0.08,
      sold: r.next() < 0.05,
      active: r.next() > 0.02,
      createdAt: new Date(now - r.int(0, 120) * day - r.int(0, day)),
    };
  };

  // Bulk load as one would: the secondary indexes are dropped and built again afterwards from their own definitions
  // (much faster than updating them row by row); the primary keys and unique indexes stay, so duplicates fail.
  const secondary = (await rawQuery(
    database,
    `select indexname, indexdef from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
     where i.schemaname = 'public' and i.tablename in ('plates', 'mobile_numbers') and not x.indisunique`,
  )) as { indexname: string; indexdef: string }[];
  for (const index of secondary) await rawQuery(database, `drop index "${index.indexname}"`);

  const seenPlates = new Set<string>();
  let batch: Record<string, unknown>[] = [];
  const flush = async (table: PgTable) => {
    const rows = batch;
    batch = [];
    await db.transaction(async (tx) => bulkInsert(tx as unknown as Db, table, rows));
  };
  while (seenPlates.size < PLATES) {
    const p = demoPlate(r);
    const key = `${p.emirateCode}-${p.code}-${p.number}-${p.plateType}`;
    if (seenPlates.has(key)) continue;
    seenPlates.add(key);
    batch.push({ ...p, ...common("plate", String(p.number)) });
    if (batch.length === BATCH) await flush(plates);
  }
  await flush(plates);
  seenPlates.clear();
  const platesDone = performance.now();
  process.stdout.write(`  ${PLATES.toLocaleString("en")} plates in ${((platesDone - started) / 1000).toFixed(1)} s … `);

  const seenNumbers = new Set<string>();
  while (seenNumbers.size < NUMBERS) {
    const n = demoNumber(r);
    if (seenNumbers.has(n.number)) continue;
    seenNumbers.add(n.number);
    batch.push({ ...n, packageId: r.pick(packageIds), ...common("number", n.number) });
    if (batch.length === BATCH) await flush(mobileNumbers);
  }
  await flush(mobileNumbers);
  const numbersDone = performance.now();
  console.log(`${NUMBERS.toLocaleString("en")} numbers in ${((numbersDone - platesDone) / 1000).toFixed(1)} s`);
  for (const index of secondary) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local maintenance_work_mem = '128MB'"));
      await tx.execute(sql.raw(index.indexdef));
    });
  }
  console.log(`  ${secondary.length} secondary indexes built again in ${((performance.now() - numbersDone) / 1000).toFixed(1)} s`);
  // What autovacuum does after a bulk load on PostgreSQL (PGlite has no autovacuum): statistics, visibility map.
  await rawQuery(database, "vacuum analyze plates");
  await rawQuery(database, "vacuum analyze mobile_numbers");
  return { seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------------------------
// Pattern queries: the service's SQL, timed, and explained

export interface PatternQuery {
  kind: "plate" | "number";
  mode: PatternMode;
  pattern: string;
  /** The listing's sort; newest when left out. */
  sort?: "price_asc" | "price_desc" | "digits";
}

const queryLabel = (q: PatternQuery) => `${q.kind} ${q.mode} ${q.pattern}${q.sort ? ` (${q.sort})` : ""}`;

/** The 20 of the target: plates up to 5 digits, numbers 1 to 7 digits (and a full-length mask); each mode; newest first. */
export const patternQueries: PatternQuery[] = [
  { kind: "plate", mode: "contains", pattern: "7" },
  { kind: "plate", mode: "contains", pattern: "77" },
  { kind: "plate", mode: "contains", pattern: "786" },
  { kind: "plate", mode: "contains", pattern: "12321" },
  { kind: "plate", mode: "starts", pattern: "5" },
  { kind: "plate", mode: "starts", pattern: "1000" },
  { kind: "plate", mode: "ends", pattern: "00" },
  { kind: "plate", mode: "mask", pattern: "x7x7" },
  { kind: "number", mode: "contains", pattern: "7" },
  { kind: "number", mode: "contains", pattern: "77" },
  { kind: "number", mode: "contains", pattern: "777" },
  { kind: "number", mode: "contains", pattern: "7777" },
  { kind: "number", mode: "contains", pattern: "12345" },
  { kind: "number", mode: "contains", pattern: "786786" },
  { kind: "number", mode: "contains", pattern: "7777777" },
  { kind: "number", mode: "starts", pattern: "0557" },
  { kind: "number", mode: "ends", pattern: "0" },
  { kind: "number", mode: "ends", pattern: "000" },
  { kind: "number", mode: "ends", pattern: "1234567" },
  { kind: "number", mode: "mask", pattern: "05x7777xxx" },
];

/**
 * Beyond the target: searches that cost 35 ms to a second before session 6. The prefixes, the suffix and "777"
 * cheapest first walked the listing's order until `pageFromAllMatches` (search-conditions.ts) sent them to
 * sorting all matches; numbers by digit count sorted every match until that order became price order (orderBy
 * in catalog.service.ts).
 */
export const harderQueries: PatternQuery[] = [
  { kind: "plate", mode: "starts", pattern: "100", sort: "price_asc" },
  { kind: "number", mode: "starts", pattern: "05571" },
  { kind: "number", mode: "starts", pattern: "055712", sort: "price_asc" },
  { kind: "number", mode: "ends", pattern: "4321", sort: "price_asc" },
  { kind: "number", mode: "ends", pattern: "00", sort: "digits" },
  { kind: "number", mode: "contains", pattern: "777", sort: "price_asc" },
];

export interface QueryTiming extends PatternQuery {
  /** Median of the whole search, ms: less sensitive than p95 to other work on the machine. */
  p50: number;
  /** p95 of the whole search (page query and count, as the service runs them), ms. */
  p95: number;
  /** p95 of the whole search repeated on one service (its kept answers reply, as in the server), ms. */
  repeatP95: number;
  /** p95 of the page query alone, ms. */
  pageP95: number;
  /** p95 of the counting statements alone (the slower of the count and the estimate, which run together), ms. */
  countP95: number;
  total: number;
  /** False when the total is an estimate (above the service's COUNT_LIMIT). */
  totalExact: boolean;
  /** Scan nodes of each plan, e.g. "Index Scan Backward using mobile_numbers_listing_idx". */
  pagePlan: string;
  countPlan: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const timed = (fn: () => Promise<unknown>, runs: number) => timedRuns(fn, runs, WARMUP_RUNS);

/** The scan and join nodes of a text plan, in order, without costs. */
function planSummary(plan: string): string {
  const nodes = plan
    .split("\n")
    .map((line) => line.replace(/^[\s->]+/, "").replace(/\s+\(cost=.*$|\s+\(actual.*$/, ""))
    .filter((line) => /Scan|Limit|Sort|Aggregate/.test(line) && !/^(Sort Key|Sort Method|Presorted Key|Heap Blocks|Buffers|Rows Removed|Recheck|Index Cond|Filter)/.test(line));
  return nodes.filter((n) => /Scan/.test(n)).join(" + ") || nodes.join(" + ");
}

export async function measureQueries(database: Database): Promise<QueryTiming[]> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  // The same service over the same connection, with a logger that records the SQL it sends.
  let captured: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ sql: query, params }) };
  const loggedDb = (database.kind === "postgres"
    ? drizzleNodePg(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Db;
  const search = (s: ReturnType<typeof createCatalogService>, q: PatternQuery) =>
    q.kind === "plate"
      ? s.searchPlates(plateFilters.parse({ mode: q.mode, pattern: q.pattern, sort: q.sort }))
      : s.searchNumbers(numberFilters.parse({ mode: q.mode, pattern: q.pattern, sort: q.sort }));

  await fs.mkdir(resultsDir, { recursive: true });
  const plansFile = path.join(resultsDir, `plans-${database.kind}.txt`);
  let plans = `Plans of the pattern searches on ${database.kind}, ${PLATES} plates and ${NUMBERS} numbers (${new Date().toISOString()})\n`;

  const timings: QueryTiming[] = [];
  for (const q of [...patternQueries, ...harderQueries]) {
    captured = [];
    // A new service for each query, so that none answers its count from an earlier query's estimate.
    const page = await search(createCatalogService(loggedDb), q);
    const statements = [...captured];
    if (statements.length === 0) throw new Error(`no SQL captured for ${queryLabel(q)}`);
    // A new service each run: its estimate cache would otherwise answer the count of a broad search.
    const times = await timed(() => search(createCatalogService(database.db), q), QUERY_RUNS);
    // And as the server runs it, one service for all: a repeated search is then answered from what it keeps.
    const shared = createCatalogService(database.db);
    const repeated = await timed(() => search(shared, q), QUERY_RUNS);
    const perStatement: number[][] = [];
    const explained: string[] = [];
    for (const s of statements) {
      perStatement.push(await timed(() => rawQuery(database, s.sql, s.params), QUERY_RUNS));
      const rows = await rawQuery(database, `explain (analyze, buffers) ${s.sql}`, s.params);
      explained.push(rows.map((row) => String(Object.values(row)[0])).join("\n"));
    }
    // The page query is the one with an ORDER BY; the others count (the count and the estimate, asked for together).
    const pageIndex = Math.max(0, statements.findIndex((s) => /\border by\b/i.test(s.sql)));
    const countIndexes = statements.map((_, i) => i).filter((i) => i !== pageIndex);
    const t: QueryTiming = {
      ...q,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      repeatP95: percentile(repeated, 95),
      pageP95: percentile(perStatement[pageIndex]!, 95),
      countP95: Math.max(0, ...countIndexes.map((i) => percentile(perStatement[i]!, 95))),
      total: page.total,
      totalExact: page.totalExact,
      pagePlan: planSummary(explained[pageIndex]!),
      countPlan: countIndexes.map((i) => planSummary(explained[i]!)).join(" ; ") || "–",
    };
    timings.push(t);
    const label = queryLabel(q);
    console.log(
      `  ${label.padEnd(36)} p95 ${t.p95.toFixed(1).padStart(6)} ms (page ${t.pageP95.toFixed(1)}, count ${t.countP95.toFixed(1)}), ${`${t.totalExact ? "" : "~"}${t.total}`.padStart(8)} found | page: ${t.pagePlan} | count: ${t.countPlan}`,
    );
    plans += `\n=== ${label}: p95 ${t.p95.toFixed(1)} ms, ${t.totalExact ? "" : "about "}${t.total} found ===\n`;
    statements.forEach((s, i) => {
      plans += `\n-- ${s.sql}\n-- params: ${JSON.stringify(s.params)}\n${explained[i]}\n`;
    });
  }
  await fs.writeFile(plansFile, plans);
  console.log(`  plans: ${path.relative(root, plansFile)}`);
  return timings;
}

// ---------------------------------------------------------------------------------------------------------------

/** A load result, with the database server's CPU time per request when it runs on this machine (PostgreSQL). */
export interface LoadRow extends TargetResult {
  dbCpuMsPerRequest: number | undefined;
}

/** CPU time so far (ms) of each PostgreSQL backend serving the bench database, by pid; undefined on PGlite or elsewhere. */
async function databaseCpu(bench: BenchDatabase): Promise<Map<number, number> | undefined> {
  if (bench.kind !== "postgres") return undefined;
  const client = new pg.Client({ connectionString: bench.serverEnv.DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === undefined) return undefined; // not on this machine
      cpu.set(pid, ms);
    }
    return cpu;
  } finally {
    await client.end().catch(() => {});
  }
}

/** CPU used between two readings, counting backends that started in between from zero. */
function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** formatTable's columns plus the database's CPU ms per request (when known). */
function formatLoadTable(rows: LoadRow[]): string {
  const table = formatTable(rows).split("\n");
  if (rows.every((r) => r.dbCpuMsPerRequest === undefined)) return table.join("\n");
  const cells = ["DB CPU ms/req", "-----------:", ...rows.map((r) => r.dbCpuMsPerRequest?.toFixed(1) ?? "–")];
  const width = Math.max(...cells.map((c) => c.length));
  return table
    .map((line, i) => {
      const cell = i === 1 ? `${"-".repeat(width - 1)}:` : cells[i]!.padStart(width);
      // After the sixth column, "CPU ms/req".
      const parts = line.slice(2, -2).split(" | ");
      parts.splice(6, 0, cell);
      return `| ${parts.join(" | ")} |`;
    })
    .join("\n");
}

export interface CatalogBenchResult {
  kind: "pglite" | "postgres";
  seedSeconds: number;
  queries: QueryTiming[];
  products: ProductTiming[];
  load: LoadRow[];
}

function formatQueryTable(timings: QueryTiming[]): string {
  const head = ["query", "found", "page p95 ms", "count p95 ms", "search p50 ms", "search p95 ms", `< ${targets.patternP95Ms} ms`, "repeated p95 ms"];
  const rows = timings.map((t) => [
    queryLabel(t),
    `${t.totalExact ? "" : "~"}${t.total}`,
    t.pageP95.toFixed(1),
    t.countP95.toFixed(1),
    t.p50.toFixed(1),
    t.p95.toFixed(1),
    t.p95 < targets.patternP95Ms ? "yes" : "NO",
    t.repeatP95.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

export async function main(): Promise<CatalogBenchResult> {
  const bench = await createBenchDatabase();
  const cpus = os.cpus();
  console.log(`\n=== catalog (${bench.kind}: ${PLATES.toLocaleString("en")} plates, ${NUMBERS.toLocaleString("en")} numbers) ===`);
  console.log(`node ${process.version}, ${cpus.length} CPU(s) (${cpus[0]?.model ?? "unknown"}), load average before: ${loadAverage()}`);
  try {
    const database = await bench.open();
    let seedSeconds: number;
    let queries: QueryTiming[] = [];
    let products: ProductTiming[] = [];
    try {
      if (process.env.BENCH_REUSE) {
        seedSeconds = 0;
        console.log(`reusing the seeded database ${process.env.BENCH_REUSE}`);
      } else {
        console.log("seeding:");
        ({ seconds: seedSeconds } = await seedBench(database));
        console.log(`  seeded in ${seedSeconds.toFixed(1)} s (with vacuum analyze)`);
      }
      if (PARTS.has("queries")) {
        console.log(`pattern searches (${QUERY_RUNS} runs each after ${WARMUP_RUNS} warm-up runs), load average: ${loadAverage()}`);
        queries = await measureQueries(database);
      }
      if (PARTS.has("products")) {
        console.log(`Products searches, plates and numbers together (${QUERY_RUNS} runs each after ${WARMUP_RUNS} warm-up runs), load average: ${loadAverage()}`);
        products = await measureProducts(database, timed, percentile, QUERY_RUNS);
        console.log(`\nProducts searches on ${bench.kind} (load average after: ${loadAverage()}):\n\n${formatProductTable(products, targets.patternP95Ms)}\n`);
      }
    } finally {
      await database.close();
    }

    if (!PARTS.has("load")) return { kind: bench.kind, seedSeconds, queries, products, load: [] };
    console.log(`load (autocannon, 50 connections, ${benchDuration()} s per target), load average: ${loadAverage()}`);
    const server = await startServer({ env: { ...bench.serverEnv, SEED: "true" }, port: await freePort(4600), timeoutMs: 300_000 });
    let load: LoadRow[];
    try {
      const first = (await (await fetch(`${server.url}/api/plates?emirate=DU&digits=4`)).json()) as { data: { id: number }[] };
      const plateId = first.data[0]?.id;
      if (!plateId) throw new Error("no plate to show on a buy page");
      const loadTargets: Target[] = [
        // The baseline is rendered every time; the pages as a visitor gets them (kept for a few seconds), then
        // rendered for the request, as for a signed-in user.
        { name: "baseline (bare SSR page)", path: "/__bench/bare", headers: RENDERED },
        { name: "plates, three filters", path: "/plates?emirate=DU&digits=4&sort=price_asc" },
        { name: "numbers, contains 777", path: "/numbers?pattern=777" },
        { name: "plates, three filters, rendered", path: "/plates?emirate=DU&digits=4&sort=price_asc", headers: RENDERED },
        { name: "numbers, contains 777, rendered", path: "/numbers?pattern=777", headers: RENDERED },
        { name: "API numbers contains 777", path: "/api/numbers?contains=777" },
        { name: "products, contains 777", path: "/products?pattern=777" },
        { name: "buy a plate", path: `/buy/plates/${plateId}` },
        { name: "buy a plate, rendered", path: `/buy/plates/${plateId}`, headers: RENDERED },
        { name: "(reference) API, no database", path: "/api/constants" },
      ];
      load = [];
      for (const target of loadTargets) {
        // One target at a time, to read the database server's CPU time around each (PostgreSQL on this machine).
        const before = await databaseCpu(bench);
        const [result] = await measure(server.url, [target], { pid: server.pid });
        const after = await databaseCpu(bench);
        const dbCpuMsPerRequest = before && after && result!.sent > 0 ? cpuDelta(before, after) / result!.sent : undefined;
        load.push({ ...result!, ofBaseline: load[0] ? (100 * result!.rps) / load[0].rps : 100, dbCpuMsPerRequest });
      }
    } finally {
      await server.stop();
    }

    console.log(
      `\nPattern searches on ${bench.kind} (the service's page query and count; "search" with a new service each run, so counts and estimates are computed every time; "repeated" on one service, as the server runs):\n\n${formatQueryTable(queries)}\n`,
    );
    console.log(`Load on ${bench.kind}:\n\n${formatLoadTable(load)}\n`);
    const listing = load.filter((r) => (r.path.startsWith("/plates") || r.path.startsWith("/numbers")) && !r.headers);
    const renderedListing = load.filter((r) => (r.path.startsWith("/plates") || r.path.startsWith("/numbers")) && r.headers);
    const api = load.find((r) => r.path.startsWith("/api/numbers"))!;
    const slow = queries.filter((q) => q.p95 >= targets.patternP95Ms && patternQueries.some((p) => queryLabel(p) === queryLabel(q)));
    const slowHarder = queries.filter((q) => q.p95 >= targets.patternP95Ms && harderQueries.some((p) => queryLabel(p) === queryLabel(q)));
    const check = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(`Targets${bench.kind === "postgres" ? "" : " (set for PostgreSQL)"}:`);
    console.log(`  listing pages ≥ ${targets.listingOfBaseline} % of baseline: ${check(listing.every((r) => r.ofBaseline >= targets.listingOfBaseline))} (${listing.map((r) => `${r.ofBaseline.toFixed(0)} %`).join(", ")}; rendered for the request: ${renderedListing.map((r) => `${r.ofBaseline.toFixed(0)} %`).join(", ")})`);
    console.log(`  /api/numbers ≥ ${targets.apiNumbersRps} req/s: ${check(api.rps >= targets.apiNumbersRps)} (${api.rps.toFixed(0)})`);
    const over = (list: QueryTiming[]) => list.map((q) => `${queryLabel(q)}: ${q.p95.toFixed(0)} ms`).join(", ");
    console.log(`  pattern searches p95 < ${targets.patternP95Ms} ms: ${check(slow.length === 0)}${slow.length ? ` (${over(slow)})` : ""}`);
    console.log(`  (beyond the target, other sorts: ${slowHarder.length ? `${slowHarder.length} of ${harderQueries.length} over ${targets.patternP95Ms} ms: ${over(slowHarder)}` : `all ${harderQueries.length} under ${targets.patternP95Ms} ms`})`);
    console.log(`load average after: ${loadAverage()}`);
    return { kind: bench.kind, seedSeconds, queries, products, load };
  } finally {
    await bench.remove();
  }
}

runWhenMain(import.meta.url, main);

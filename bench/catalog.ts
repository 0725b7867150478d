import os from "node:os";
import { createBenchDatabase, loadAverage, runWhenMain } from "./bench-database.ts";
import { type LoadRow, formatLoadTable, measureCatalogLoad } from "./catalog-load.ts";
import { type QueryTiming, QUERY_RUNS, WARMUP_RUNS, formatQueryTable, harderQueries, measureQueries, patternQueries, percentile, queryLabel, timed } from "./catalog-queries.ts";
import { NUMBERS, PLATES, seedBench } from "./catalog-seed.ts";
import { type ProductTiming, formatProductTable, measureProducts } from "./products.ts";
import { benchDuration } from "./load.ts";

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
 * Its phases live apart: seeding (bench/catalog-seed.ts), the pattern searches (bench/catalog-queries.ts) and the
 * load (bench/catalog-load.ts); this file runs them and checks the targets.
 */

const PARTS = new Set((process.env.BENCH_PARTS ?? "queries,products,load").split(","));

/** The targets this benchmark checks (on PostgreSQL). */
export const targets = { listingOfBaseline: 60, apiNumbersRps: 5_000, patternP95Ms: 20 };

export interface CatalogBenchResult {
  kind: "pglite" | "postgres";
  seedSeconds: number;
  queries: QueryTiming[];
  products: ProductTiming[];
  load: LoadRow[];
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
    const load = await measureCatalogLoad(bench);

    console.log(
      `\nPattern searches on ${bench.kind} (the service's page query and count; "search" with a new service each run, so counts and estimates are computed every time; "repeated" on one service, as the server runs):\n\n${formatQueryTable(queries, targets.patternP95Ms)}\n`,
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
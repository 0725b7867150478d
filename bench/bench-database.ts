import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client.ts";

// What every benchmark shares (decision 0067): its database (a new one on PostgreSQL with DATABASE_URL, else an
// embedded PGlite; BENCH_REUSE / BENCH_KEEP), the opening, seeding and removal around its measurements, the load
// average printed with each run (the machine may be shared), the process's peak memory growth, and the script's
// entry. One module, so each benchmark reports its PostgreSQL and PGlite runs the same way.

/** The 1-, 5- and 15-minute load averages, printed before and after every measured run. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Runs `main` when the file is the script node was started with (`node bench/x.ts`), exiting 1 on an error. */
export function runWhenMain(moduleUrl: string, main: () => Promise<unknown>) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** A new database on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`: its URL, and a way to drop it. */
export async function newBenchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface BenchDatabase {
  kind: "pglite" | "postgres";
  /** What a server started on it gets: DATABASE_URL for PostgreSQL, DATA_DIR for PGlite. */
  serverEnv: Record<string, string>;
  open(): Promise<Database>;
  /** Drops the database / removes the folder (kept with BENCH_KEEP). */
  remove(): Promise<void>;
}

/**
 * The benchmark's database: BENCH_REUSE (a URL or a PGlite folder already seeded), else a new database on
 * PostgreSQL when `postgresUrl` is given (DATABASE_URL by default), else a PGlite in a temporary folder.
 */
export async function createBenchDatabase(prefix = "bench", postgresUrl = process.env.DATABASE_URL): Promise<BenchDatabase> {
  const reuse = process.env.BENCH_REUSE;
  if (reuse) {
    const postgres = /^postgres(ql)?:/.test(reuse);
    return {
      kind: postgres ? "postgres" : "pglite",
      serverEnv: postgres ? { DATABASE_URL: reuse } : { DATA_DIR: reuse },
      open: () => openDatabase(postgres ? { databaseUrl: reuse } : { dataDir: reuse }),
      remove: async () => {},
    };
  }
  if (postgresUrl) {
    const bench = await newBenchDatabase(postgresUrl, prefix);
    return {
      kind: "postgres",
      serverEnv: { DATABASE_URL: bench.url },
      open: () => openDatabase({ databaseUrl: bench.url }),
      async remove() {
        if (process.env.BENCH_KEEP) return console.log(`kept the database: ${bench.url}`);
        await bench.drop();
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `shop-${prefix}-`));
  return {
    kind: "pglite",
    serverEnv: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: async () => (process.env.BENCH_KEEP ? console.log(`kept the database: DATA_DIR=${dataDir}`) : fs.rm(dataDir, { recursive: true, force: true })),
  };
}

/** An opened bench database for checkout-style benchmarks: its handle, its kind, and its removal. */
export async function benchDatabase(prefix: string): Promise<{ db: Database; kind: string; remove: () => Promise<void> }> {
  const bench = await createBenchDatabase(prefix);
  const db = await bench.open();
  return { db, kind: bench.kind === "postgres" ? "PostgreSQL" : "PGlite", remove: async () => (await db.close(), bench.remove()) };
}

/**
 * The frame of a benchmark on a seeded database: prints its title with the database's kind and the load average,
 * opens the database, seeds it (`seed`, skipped with BENCH_REUSE), runs `measure`, then closes and removes it
 * whatever happens, printing the load average after.
 */
export async function onSeededDatabase<T>(
  title: string,
  seed: (database: Database) => Promise<string>,
  measure: (database: Database, kind: BenchDatabase["kind"]) => Promise<T>,
  options: { prefix?: string; postgresUrl?: string | undefined } = {},
): Promise<T> {
  const bench = await createBenchDatabase(options.prefix, "postgresUrl" in options ? options.postgresUrl : process.env.DATABASE_URL);
  console.log(`\n=== ${title} (${bench.kind}) ===\nnode ${process.version}, ${os.cpus().length} CPU(s); load average before: ${loadAverage()}`);
  try {
    const database = await bench.open();
    try {
      if (process.env.BENCH_REUSE) console.log(`reusing the seeded database ${process.env.BENCH_REUSE}`);
      else console.log(`${await seed(database)}; load average: ${loadAverage()}`);
      return await measure(database, bench.kind);
    } finally {
      await database.close();
      console.log(`load average after: ${loadAverage()}`);
    }
  } finally {
    await bench.remove();
  }
}

export const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * Runs `fn` and measures it: seconds, and the process's peak resident memory over a baseline taken just before
 * (after a garbage collection when node runs with --expose-gc), sampled every 20 ms.
 */
export async function withPeakMemory<T>(fn: () => Promise<T>): Promise<{ result: T; seconds: number; baselineMb: number; growthMb: number }> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds: (performance.now() - started) / 1000, baselineMb: megabytes(baseline), growthMb: megabytes(peak - baseline) };
  } finally {
    clearInterval(sampler);
  }
}

/** Each run's time in ms of `fn`, after `warmUp` runs not counted. */
export async function timedRuns(fn: () => Promise<unknown>, runs: number, warmUp = 0): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

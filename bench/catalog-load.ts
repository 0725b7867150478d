import pg from "pg";
import type { BenchDatabase } from "./bench-database.ts";
import { RENDERED, type Target, type TargetResult, freePort, formatTable, measure, processCpuMs, startServer } from "./load.ts";

// The catalogue benchmark's third phase (bench/catalog.ts): the production server under autocannon on the seeded
// catalogue (listing pages, the numbers API, a buy page, beside the bare SSR baseline), with the database
// server's CPU time per request when PostgreSQL runs on this machine.

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
export function formatLoadTable(rows: LoadRow[]): string {
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

/**
 * The production server on the seeded database (its own process, as in production), then each target under load
 * one at a time, with the database's CPU around each; the server is stopped however it ends.
 */
export async function measureCatalogLoad(bench: BenchDatabase): Promise<LoadRow[]> {
  const server = await startServer({ env: { ...bench.serverEnv, SEED: "true" }, port: await freePort(4600), timeoutMs: 300_000 });
  const load: LoadRow[] = [];
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
  return load;
}

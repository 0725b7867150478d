import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import pino from "pino";
import { type Notices, pgNotices } from "#server/db/notices.ts";
import { openDatabase } from "#server/db/client.ts";
import { startPostgres } from "#scripts/throwaway-postgres.ts";
import { type Cluster, NGINX, startCluster } from "#tests/helpers/instances.ts";
import { newBenchDatabase } from "./bench-database.ts";
import { type LoadResult, benchDuration, runAutocannon } from "./load.ts";

/**
 * Several instances (decision 0044), measured two ways:
 * 1. Throughput through nginx (deploy/nginx.conf) with one instance, then with two, on the same PostgreSQL
 *    server and the same targets: a kept page (the home page, no cookies), a catalogue API list, a product page
 *    with a cookie (rendered each time). The one-instance run is the baseline. On a 2-core machine the second
 *    instance shares the cores with the first, nginx, PostgreSQL and autocannon: the point is that nothing is
 *    lost or refused, not a speedup.
 * 2. The cost per write of telling the other instances to forget: a small write (one UPDATE) alone, then
 *    followed by the NOTIFY a forget sends, and how long until another instance's listening connection hears it.
 * PostgreSQL: DATABASE_URL names a server (a throwaway one is started otherwise); nginx: Debian's package.
 * BENCH_DURATION (10 s) per target.
 */
const TARGETS: { label: string; path: string; headers: Record<string, string> }[] = [
  { label: "kept page /", path: "/", headers: { "accept-encoding": "gzip" } },
  { label: "API /api/plates", path: "/api/plates?per_page=24", headers: { "accept-encoding": "gzip" } },
  { label: "page /en/plates (cookie)", path: "/en/plates", headers: { "accept-encoding": "gzip", cookie: "lang=en" } },
];

const fmt = (r: LoadResult) => `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  failures ${r.failures}${r.failureKinds ? ` (${r.failureKinds})` : ""}`;

/** nginx's error lines since `from`, each kind once with its count: where a failure came from (an upstream reset, a timeout). */
function nginxErrorsSince(cluster: Cluster, from: number): string[] {
  const kinds = new Map<string, number>();
  for (const line of cluster.nginxErrors().slice(from)) {
    // "2026/11/26 20:40:01 [error] 123#123: *45 upstream prematurely closed connection ..., client: ..., upstream: ..."
    const kind = line.replace(/^\S+ \S+ /, "").replace(/\d+#\d+: \*\d+ /, "").replace(/, client:.*$/, "");
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([kind, n]) => `${n} × ${kind}`);
}

/**
 * Both set-ups run side by side (one PostgreSQL server), and each target is measured on one, then the other:
 * on a shared machine whose load moves, the two figures of a target then meet the same moment's load.
 */
async function throughput(serverUrl: string): Promise<{ one: LoadResult[]; two: LoadResult[]; nginx: string[] }> {
  const one = await startCluster({ serverUrl, instances: 1, env: { LOG_LEVEL: "error" } });
  try {
    const two = await startCluster({ serverUrl, instances: 2, env: { LOG_LEVEL: "error" } });
    try {
      const results = { one: [] as LoadResult[], two: [] as LoadResult[], nginx: [] as string[] };
      for (const target of TARGETS) {
        for (const [cluster, into, name] of [[one, results.one, "1 instance"], [two, results.two, "2 instances"]] as const) {
          await runAutocannon(`${cluster.url}${target.path}`, { duration: 2, headers: target.headers }); // warm-up
          const from = cluster.nginxErrors().length;
          into.push(await runAutocannon(`${cluster.url}${target.path}`, { headers: target.headers }));
          for (const kind of nginxErrorsSince(cluster, from)) results.nginx.push(`${target.label}, ${name}: ${kind}`);
        }
      }
      return results;
    } finally {
      await two.stop();
    }
  } finally {
    await one.stop();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(3)} ms, p50 ${percentile(sorted, 50).toFixed(3)} ms, p99 ${percentile(sorted, 99).toFixed(3)} ms`;
};

async function forgettingCost(serverUrl: string, writes = 500) {
  const bench = await newBenchDatabase(serverUrl, "bench_instances");
  const database = await openDatabase({ databaseUrl: bench.url });
  const { pool, url } = database.postgres!;
  const log = pino({ level: "silent" });
  const sender = await pgNotices({ pool, url, log });
  // The other instance: its own pool and listening connection.
  const otherPool = new pg.Pool({ connectionString: url, max: 2 });
  const other: Notices = await pgNotices({ pool: otherPool, url, log });
  let heard: (() => void) | undefined;
  other.subscribe("answers", () => heard?.());
  const write = () => pool.query("INSERT INTO constants (key, value) VALUES ('bench', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()", [String(Math.random())]);
  try {
    for (let i = 0; i < 50; i++) await write();
    const alone: number[] = [];
    for (let i = 0; i < writes; i++) {
      const t0 = performance.now();
      await write();
      alone.push(performance.now() - t0);
    }
    const withNotify: number[] = [];
    const delivery: number[] = [];
    for (let i = 0; i < writes; i++) {
      const t0 = performance.now();
      await write();
      // What publish sends, awaited here so its cost is counted (the site does not wait for it).
      const arrived = new Promise<void>((resolve) => (heard = resolve));
      const sent = performance.now();
      await pool.query("SELECT pg_notify($1, $2)", ["forget_kept", JSON.stringify({ from: "bench", notice: { area: "answers" } })]);
      withNotify.push(performance.now() - t0);
      await arrived;
      delivery.push(performance.now() - sent);
    }
    return { alone, withNotify, delivery };
  } finally {
    await sender.close();
    await other.close();
    await otherPool.end();
    await database.close();
    await bench.drop();
  }
}

export async function main() {
  console.log(`\n=== instances (nginx in front of 1 and 2 instances; ${benchDuration()} s per target) ===`);
  if (!NGINX) {
    console.log("nginx is not installed (apt-get install nginx): skipped.");
    return;
  }
  const own = process.env.DATABASE_URL ? undefined : await startPostgres();
  const serverUrl = process.env.DATABASE_URL ?? own!.url;
  try {
    console.log(`cores: ${os.cpus().length}; load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    const { one, two, nginx } = await throughput(serverUrl);
    for (const [i, target] of TARGETS.entries()) {
      console.log(`${target.label}`);
      console.log(`  1 instance  (baseline) ${fmt(one[i]!)}`);
      console.log(`  2 instances            ${fmt(two[i]!)}  (${((two[i]!.rps / one[i]!.rps) * 100).toFixed(0)} % of the baseline)`);
    }
    console.log(nginx.length ? `nginx's error log during the runs:\n${nginx.map((line) => `  ${line}`).join("\n")}` : "nginx's error log during the runs: empty");
    const cost = await forgettingCost(serverUrl);
    console.log("cost of forgetting on every instance, per write (500 writes, one UPDATE each):");
    console.log(`  write alone (baseline)  ${summary(cost.alone)}`);
    console.log(`  write + NOTIFY          ${summary(cost.withNotify)}`);
    console.log(`  heard by the other instance after the NOTIFY: ${summary(cost.delivery)}`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  } finally {
    own?.stop();
  }
}

if (import.meta.main) await main();

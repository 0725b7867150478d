import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { orders, plates, users } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { seedDatabase } from "#server/seed.ts";
import { createServices } from "#server/services.ts";
import { benchDatabase } from "./bench-database.ts";

/**
 * Checkout benchmark: 200 buyers at once, each trying to start checkouts on plates picked at random from the
 * demo's, through the checkout service (the hold is one conditional UPDATE in a transaction with the order's
 * INSERT). Prints attempts and holds per second and the latency percentiles, beside a baseline from the same
 * run: the same 200 buyers reading a plate (`catalog.getPlate`), the cheapest query a buy page makes.
 * On PostgreSQL (DATABASE_URL, a new database `bench_checkout_<random>`, dropped at the end); on PGlite
 * otherwise, where statements run one at a time (the figure then says little about concurrency).
 *   DATABASE_URL=postgres://… node bench/checkout.ts
 * BENCH_BUYERS (200) and BENCH_ATTEMPTS (10 per buyer) change the load.
 */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 10);


function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `BUYERS` workers doing `ATTEMPTS` calls each; latencies in ms and the wall time. */
async function load(call: (buyer: number, attempt: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let ok = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const t0 = performance.now();
        if (await call(buyer, attempt)) ok++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { calls: latencies.length, ok, perSecond: latencies.length / seconds, okPerSecond: ok / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export async function main(): Promise<void> {
  console.log(`\n=== checkout (${BUYERS} buyers × ${ATTEMPTS} attempts) ===`);
  console.log(`load average before the run: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")} (${os.cpus().length} cores)`);
  const { db, kind, remove } = await benchDatabase("bench_checkout");
  try {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-data-")), LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost" });
    const services = createServices(db.db, config, createLogger("silent"));
    await seedDatabase(db.db, services, { demo: true });
    await db.db.insert(users).values(Array.from({ length: BUYERS }, (_, i) => ({ id: `bench-buyer-${i}`, name: `Buyer ${i}`, email: `bench${i}@example.com`, emailVerified: true })));
    const ids = (await db.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true)))).map((p) => p.id);
    let seed = 7;
    const pick = () => ids[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % ids.length]!;

    const baseline = await load(async () => Boolean(await services.catalog.getPlate(pick())));
    const seen = new Set<number>();
    const holds = await load(async (buyer) => {
      try {
        // A buyer who picks a plate they already hold resumes that checkout: counted once, as one hold.
        const order = await services.checkout.start(`bench-buyer-${buyer}`, "plate", pick());
        if (seen.has(order.id)) return false;
        seen.add(order.id);
        return true;
      } catch (error) {
        if ((error as { key?: string }).key === "checkout.reserved") return false;
        throw error;
      }
    });
    const [held] = await db.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.state, "verification"));
    const rows = [
      ["baseline: read a plate", baseline.perSecond, "—", baseline.p50, baseline.p99],
      ["start a checkout (hold)", holds.perSecond, holds.okPerSecond, holds.p50, holds.p99],
    ] as const;
    console.log(`database: ${kind}; ${ids.length} plates; ${holds.calls} checkout attempts: ${holds.ok} new holds, the rest refused as reserved or resumed (${held?.n} open orders, at most one per plate)`);
    console.log("| operation | calls/s | holds/s | p50 ms | p99 ms |\n| --- | --: | --: | --: | --: |");
    for (const [name, rate, okRate, p50, p99] of rows) console.log(`| ${name} | ${rate.toFixed(0)} | ${typeof okRate === "number" ? okRate.toFixed(0) : okRate} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
    await services.worker.stop();
    services.mail.close();
  } finally {
    await remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

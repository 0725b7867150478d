import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { DEFAULT_TIERS, nextValidBid } from "#core/auctions/rules.ts";
import { createServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { auctionDeposits, auctionLots, users } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { seedDatabase } from "#server/seed.ts";
import { createServices } from "#server/services.ts";
import { auctionInput, freeItemsIn, staff } from "#tests/helpers/auctions.ts";
import { benchDatabase } from "./bench-database.ts";

/**
 * Auctions benchmark (issue 30): BENCH_BIDDERS (200) bidders bid on one live lot for BENCH_SECONDS (10), each
 * bidding the next valid bid it last saw plus 0 to 19 steps (so that one look at the price is not one bid), through the bidding service (the lot's row lock decides each bid).
 * Prints presses/s, accepted bids/s and the latency percentiles. Then BENCH_WATCHERS (100) bid streams (SSE,
 * over HTTP on a listening server) watch the lot, and the time from a bid's acceptance to the last watcher's
 * event is measured, ten times. On PostgreSQL with DATABASE_URL (a new database, dropped at the end), else PGlite.
 */
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 100);


const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function main(): Promise<void> {
  console.log(`\n=== auctions (${BIDDERS} bidders, ${SECONDS} s; ${WATCHERS} watchers) ===`);
  console.log(`load average before the run: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")} (${os.cpus().length} cores)`);
  const { db, kind, remove } = await benchDatabase("bench_auctions");
  try {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-data-")), LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost" });
    const services = createServices(db.db, config, createLogger("silent"));
    await seedDatabase(db.db, services, { demo: true });
    const a = services.auctions;
    const [plateId] = await freeItemsIn(db.db, "plate", 1);
    const now = Date.now();
    const auction = await a.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 24 * 3_600_000), [{ kind: "plate", itemId: plateId!, startingPrice: 100_000n, reserve: null }]));
    const lotId = (await a.auctions.get(auction.id))!.lots[0]!.id;
    const ids = Array.from({ length: BIDDERS }, (_, i) => `bench-bidder-${i}`);
    await db.db.insert(users).values(ids.map((id, i) => ({ id, name: `Bidder ${i}`, email: `bench-bidder${i}@example.com`, emailVerified: true })));
    await db.db.insert(auctionDeposits).values(ids.map((buyerId, i) => ({ auctionId: auction.id, buyerId, bidderNumber: i + 1, amount: 500_000n, provider: "sandbox" as const, reference: `dep-bench-${i}`, state: "paid" as const })));
    const tiers = DEFAULT_TIERS;

    const latencies: number[] = [];
    let accepted = 0;
    let press = 0;
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      ids.map(async (id) => {
        while (performance.now() < until) {
          const [seen] = await db.db.select().from(auctionLots).where(eq(auctionLots.id, lotId));
          const t0 = performance.now();
          try {
            await a.bidding.place({ id, verified: true, staff: false }, { lotId, amount: nextValidBid(seen!, tiers) + BigInt(Math.floor(Math.random() * 20)) * 100_000n, requestKey: `p${++press}` });
            accepted++;
          } catch (error) {
            if (!["auctions.belowNext", "auctions.alreadyLeading"].includes((error as { key?: string }).key ?? "")) throw error;
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((x, y) => x - y);
    console.log(`database: ${kind}`);
    console.log("| measure | value |\n| --- | --: |");
    console.log(`| presses/s | ${(latencies.length / seconds).toFixed(0)} |\n| accepted bids/s | ${(accepted / seconds).toFixed(0)} |\n| p50 ms | ${percentile(latencies, 50).toFixed(1)} |\n| p99 ms | ${percentile(latencies, 99).toFixed(1)} |`);

    // SSE: WATCHERS streams on a listening server; each bid's time to the last watcher.
    const app = await createServer({ services, pages: false });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const waiters = new Set<(price: string) => void>();
    await Promise.all(
      Array.from({ length: WATCHERS }, async () => {
        const res = await fetch(`${address}/api/auctions/lots/${lotId}/stream`, { signal: controller.signal });
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        void (async () => {
          let text = "";
          for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) return;
            text += decoder.decode(value);
            for (const m of text.matchAll(/"currentPrice":"(\d+)"/g)) for (const w of waiters) w(m[1]!);
            text = text.slice(text.lastIndexOf("\n\n") + 2);
          }
        })();
      }),
    );
    const reach: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [seen] = await db.db.select().from(auctionLots).where(eq(auctionLots.id, lotId));
      const amount = nextValidBid(seen!, tiers);
      let left = WATCHERS;
      const all = new Promise<void>((resolve) => {
        const w = (price: string) => {
          if (price === String(amount) && --left === 0) {
            waiters.delete(w);
            resolve();
          }
        };
        waiters.add(w);
      });
      const t0 = performance.now();
      // Whoever does not lead bids (the leader's own plain bid is refused, as it is on the site).
      const bidder = ids.find((id) => id !== seen!.leaderId)!;
      await a.bidding.place({ id: bidder, verified: true, staff: false }, { lotId, amount, requestKey: `sse${i}` });
      await all;
      reach.push(performance.now() - t0);
    }
    reach.sort((x, y) => x - y);
    console.log(`| a bid to ${WATCHERS} SSE watchers, median ms | ${percentile(reach, 50).toFixed(1)} |\n| … worst of 10, ms | ${reach.at(-1)!.toFixed(1)} |`);
    controller.abort();
    await app.close();
    await services.worker.stop();
    services.mail.close();
  } finally {
    await remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

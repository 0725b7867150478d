import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { seedDatabase } from "#server/seed.ts";
import { createServices } from "#server/services.ts";

/**
 * What a signed-in request's session check costs (`accounts.currentUser`, kept 5 s per token: decision 0027):
 * BENCH_SESSIONS (500) sessions of one user, each checked once (looked up in the database: the first request of
 * a token in 5 s) and then again (answered from what was kept), one check at a time, on the embedded database.
 * Prints the mean and p95 wall time and the process's CPU time per check.
 *   node bench/session-check.ts
 */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 500);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(tokens: string[], check: (token: string) => Promise<unknown>) {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (const token of tokens) {
    const t0 = performance.now();
    if (!(await check(token))) throw new Error("a session was not found");
    times.push(performance.now() - t0);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p95: percentile(times, 95), cpu: (used.user + used.system) / 1000 / times.length };
}

export async function main(): Promise<void> {
  console.log(`\n=== session check (${SESSIONS} sessions, embedded database) ===`);
  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} (${os.cpus().length} cores)`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-session-"));
  const database = await openDatabase({ dataDir });
  try {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost" });
    const services = createServices(database.db, config, createLogger("silent"));
    await seedDatabase(database.db, services, { demo: false });
    const userId = "bench-member";
    await database.db.insert(users).values({ id: userId, name: "Member", email: "member@example.com", emailVerified: true });
    const tokens = Array.from({ length: SESSIONS }, () => randomBytes(24).toString("base64url"));
    const expiresAt = new Date(Date.now() + 3_600_000);
    await database.db.insert(sessions).values(tokens.map((token, i) => ({ id: `bench-session-${i}`, token, userId, expiresAt })));

    const first = await timed(tokens, (token) => services.accounts.currentUser(token));
    const kept = await timed(tokens, (token) => services.accounts.currentUser(token));
    console.log("| session check | mean ms | p95 ms | CPU ms/check |\n| --- | --: | --: | --: |");
    for (const [name, r] of [["looked up (first in 5 s)", first], ["kept", kept]] as const) {
      console.log(`| ${name} | ${r.mean.toFixed(3)} | ${r.p95.toFixed(3)} | ${r.cpu.toFixed(3)} |`);
    }
    await services.worker.stop();
    services.mail.close();
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();

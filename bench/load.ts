import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Load benchmark: the production server (`node server/start.ts`) under autocannon, 50 connections for
 * BENCH_DURATION seconds (10 by default) per target, a browser's headers on every request.
 * The baseline is /__bench/bare, the cheapest page of the same build (root layout only, no data): each target's
 * req/s is also given as a % of it, which says what a real page costs on top of the framework.
 * Needs a build (`npx react-router build`; `npm run bench` builds first). Run alone: `node bench/load.ts`.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What a desktop Chrome sends for a page; autocannon sends the same headers on every request. */
export const browserHeaders: Record<string, string> = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "ar,en;q=0.8",
  // What that Chrome sends (zstd since Chrome 123): pages made per request are answered in zstd, kept ones in gzip.
  "accept-encoding": "gzip, deflate, br, zstd",
};

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The server process, e.g. to read its CPU time. */
  pid: number;
  dataDir: string;
  /** Everything the server wrote (pino JSON lines), for diagnostics. */
  output(): string;
  /** SIGTERM, wait for the exit, remove the temporary DATA_DIR. */
  stop(): Promise<void>;
}

/** The first port from `from` upward that nothing listens on (IPv4 loopback). */
export async function freePort(from = 4500): Promise<number> {
  for (let port = from; port < from + 500; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${from + 499}`);
}

/**
 * Starts the production server on the embedded database in a temporary DATA_DIR (seeded with the demo data) on a
 * free port ≥ 4500, and resolves once GET /api/constants answers 200. `checkout`: another built checkout of the
 * project to run instead of this one (a before-and-after comparison, bench/hydration.ts).
 */
export async function startServer(options: { env?: NodeJS.ProcessEnv; port?: number; timeoutMs?: number; checkout?: string } = {}): Promise<RunningServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-"));
  const port = options.port ?? (await freePort(4500));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ["server/start.ts"], { cwd: options.checkout ?? root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (code ${child.exitCode}) before answering:\n${output}`);
    }
    const ok = await fetch(`${url}/api/constants`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${options.timeoutMs ?? 120_000} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, pid: child.pid!, dataDir, output: () => output, stop };
}

/** The part of autocannon's options and result this benchmark uses (autocannon ships no types). */
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number; sent: number };
  latency: { average: number; p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  /** Answers by status code ("200": {count}). */
  statusCodeStats?: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: AutocannonOptions,
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;

export interface LoadResult {
  /** Requests per second, averaged over the run's one-second samples. */
  rps: number;
  /** 99th percentile latency, ms. */
  p99: number;
  /** Median latency, ms. */
  p50: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  /** What the failures were, for tracing them: each non-2xx status with its count, then errors and timeouts ("" when none). */
  failureKinds: string;
  /** Bytes per second received (compressed when the server compressed). */
  throughput: number;
  /** Requests completed in the run. */
  completed: number;
  /** Requests sent in the run, including those that timed out or were still in flight at its end. */
  sent: number;
}

/** One autocannon run against a full URL; defaults: 50 connections, BENCH_DURATION (10) seconds, browser headers. */
export async function runAutocannon(
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string>; method?: string; body?: string } = {},
): Promise<LoadResult> {
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: options.connections ?? 50,
        duration: options.duration ?? benchDuration(),
        headers: options.headers ?? browserHeaders,
        ...(options.method ? { method: options.method } : {}),
        ...(options.body ? { body: options.body } : {}),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    failures: result.non2xx + result.errors + result.timeouts,
    failureKinds: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith("2"))
        .map(([code, { count }]) => `${count} × ${code}`),
      ...(result.errors ? [`${result.errors} connection errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ].join(", "),
    throughput: result.throughput.average,
    completed: result.requests.total,
    sent: result.requests.sent,
  };
}

export function benchDuration(): number {
  const seconds = Number(process.env.BENCH_DURATION ?? 10);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_DURATION must be a positive number of seconds, not "${process.env.BENCH_DURATION}"`);
  return seconds;
}

export interface Target {
  name: string;
  path: string;
  /** Sent beside the browser's headers, e.g. RENDERED. */
  headers?: Record<string, string>;
}

/**
 * Any cookie makes the server render the page for this request instead of answering from the pages kept for
 * visitors without an account (server/http/page-cache.ts): what a page costs to make, as for a signed-in user.
 */
export const RENDERED = { cookie: "bench=rendered" };

export interface TargetResult extends Target, LoadResult {
  /** req/s as a % of the baseline (the first target). */
  ofBaseline: number;
  /** Server CPU time (user + system) per request sent, ms; undefined where /proc is not available. */
  cpuMsPerRequest: number | undefined;
}

/** CPU time (user + system) a process has used so far, ms, from /proc (Linux); undefined elsewhere. */
export function processCpuMs(pid: number): number | undefined {
  try {
    // Fields after "(comm) ": state is the 1st, utime the 12th, stime the 13th, in clock ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The process's CPU time once it has finished the requests still in flight (it stops using CPU), at most 20 s later. */
async function cpuWhenIdle(pid: number): Promise<number | undefined> {
  let last = processCpuMs(pid);
  for (let waited = 0; last !== undefined && waited < 20_000; waited += 250) {
    await new Promise((r) => setTimeout(r, 250));
    const now = processCpuMs(pid);
    if (now === undefined || now - last <= 10) return now;
    last = now;
  }
  return last;
}

/**
 * Measures each target in turn (after a short warm-up); the first one is the baseline for the % column.
 * With the server's pid, also its CPU time per request: unlike req/s, it barely moves when other work shares the machine.
 */
export async function measure(baseUrl: string, targets: Target[], options: { warmup?: number; pid?: number } = {}): Promise<TargetResult[]> {
  const results: TargetResult[] = [];
  for (const target of targets) {
    const headers = { ...browserHeaders, ...target.headers };
    const check = await fetch(baseUrl + target.path, { headers });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`${target.name} (${target.path}) answers ${check.status}, not 200`);
    const warmup = options.warmup ?? Math.min(2, benchDuration());
    if (warmup > 0) await runAutocannon(baseUrl + target.path, { duration: warmup, headers });
    process.stdout.write(`  ${target.name} (${target.path}) … `);
    const cpuBefore = options.pid ? processCpuMs(options.pid) : undefined;
    const result = await runAutocannon(baseUrl + target.path, { headers });
    const cpuAfter = options.pid ? await cpuWhenIdle(options.pid) : undefined;
    const cpuMsPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && result.sent > 0 ? (cpuAfter - cpuBefore) / result.sent : undefined;
    const ofBaseline = results[0] ? (100 * result.rps) / results[0].rps : 100;
    results.push({ ...target, ...result, ofBaseline, cpuMsPerRequest });
    console.log(`${Math.round(result.rps)} req/s, p99 ${result.p99} ms${cpuMsPerRequest === undefined ? "" : `, ${cpuFigure(cpuMsPerRequest)} CPU ms/req`}`);
  }
  return results;
}

/** CPU ms per request: a kept page's few hundredths of a millisecond to three places, a rendered page's to one. */
function cpuFigure(ms: number): string {
  return ms.toFixed(ms < 1 ? 3 : 1);
}

/** A Markdown table: target, path, req/s, p99 ms, % of baseline, CPU ms/req (when known), failures (when any). */
export function formatTable(results: TargetResult[]): string {
  const anyFailures = results.some((r) => r.failures > 0);
  const anyCpu = results.some((r) => r.cpuMsPerRequest !== undefined);
  const head = ["target", "path", "req/s", "p99 ms", "% of baseline", ...(anyCpu ? ["CPU ms/req"] : []), ...(anyFailures ? ["failures"] : [])];
  const rows = results.map((r) => [
    r.name,
    r.path,
    r.rps.toFixed(0),
    r.p99.toFixed(0),
    `${r.ofBaseline.toFixed(0)} %`,
    ...(anyCpu ? [r.cpuMsPerRequest === undefined ? "–" : cpuFigure(r.cpuMsPerRequest)] : []),
    ...(anyFailures ? [String(r.failures)] : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const numeric = (i: number) => i >= 2;
  const line = (cells: string[]) => `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (numeric(i) ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

/** A member the bench signs in as (the server's first admin, made at start): a signed-in request's session check. */
const MEMBER = { email: "bench@shop.test", password: "Bench-Member-Pass-2026" };

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(MEMBER) });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { cookie: `session=${encodeURIComponent(token)}` };
}

/**
 * Issue 15's target on the demo data: each rendered listing at least 60 % of the rendered bare page (decision
 * 0032). The same pages as bench/catalog.ts measures on 1.1 million items, in a minute:
 * `BENCH_ONLY=listings node bench/load.ts`.
 */
const LISTINGS: Target[] = [
  { name: "baseline (bare SSR page)", path: "/__bench/bare", headers: RENDERED },
  { name: "plates, three filters, rendered", path: "/plates?emirate=DU&digits=4&sort=price_asc", headers: RENDERED },
  { name: "numbers, contains 777, rendered", path: "/numbers?pattern=777", headers: RENDERED },
];

/**
 * The benchmark (or, with BENCH_ONLY=listings, LISTINGS alone): start the server, find a blog post, measure the bare page (rendered, kept and signed in), home,
 * the post and /api/constants.
 */
export async function main(): Promise<TargetResult[]> {
  const duration = benchDuration();
  console.log(`\n=== load (autocannon, 50 connections, ${duration} s per target) ===`);
  // Other work on the machine skews every figure: say how busy it was before we started.
  const cpus = os.cpus();
  console.log(`node ${process.version}, ${cpus.length} CPU(s) (${cpus[0]?.model ?? "unknown"}), load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const server = await startServer({ env: { ADMIN_EMAIL: MEMBER.email, ADMIN_PASSWORD: MEMBER.password } });
  try {
    const member = await signIn(server.url);
    const blogs = (await (await fetch(`${server.url}/api/blogs`)).json()) as { data: { url: string }[] };
    const post = blogs.data[0];
    if (!post) throw new Error("no blog post to measure: the demo data should have some");
    const targets: Target[] = [
      { name: "baseline (bare SSR page)", path: "/__bench/bare", headers: RENDERED },
      { name: "bare page, kept", path: "/__bench/bare" },
      { name: "bare page, signed in", path: "/__bench/bare", headers: member },
      { name: "home", path: "/" },
      { name: "home, rendered", path: "/", headers: RENDERED },
      { name: "home, signed in", path: "/", headers: member },
      { name: "blog post", path: `/blog/${encodeURIComponent(post.url)}` },
      { name: "blog post, rendered", path: `/blog/${encodeURIComponent(post.url)}`, headers: RENDERED },
      { name: "API /api/constants", path: "/api/constants" },
    ];
    const results = await measure(server.url, process.env.BENCH_ONLY === "listings" ? LISTINGS : targets, { pid: server.pid });
    console.log(`\n${formatTable(results)}\nload average after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}\n`);
    return results;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

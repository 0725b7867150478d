import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

// The built site as `npm start` runs it (`node server/start.ts`), in a process of its own, for the tests that
// stop it with a signal or kill it (graceful stop, faults, backups).
const root = path.resolve(import.meta.dirname, "../..");

export async function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it holds; the limit only keeps a broken run from hanging (no assertion is about time). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface SiteProcess {
  child: ChildProcess;
  base: string;
  /** Everything it printed so far. */
  output(): string;
  /** pino's JSON lines so far. */
  logs(): { level: number; msg: string; [key: string]: unknown }[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the site with `env` (on the embedded database unless DATABASE_URL is given) and waits until /readyz answers 200. */
export async function startSite(env: Record<string, string>): Promise<SiteProcess> {
  const port = await freeLocalPort();
  const full: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", SEED: "false", ADMIN_EMAIL: "admin@shop.test", ADMIN_PASSWORD: "Admin-Pass-2026!", PORT: String(port), ...env };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  const child = spawn(process.execPath, ["server/start.ts"], { cwd: root, env: full, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`the site exited early:\n${output}`);
    return fetch(`${base}/readyz`).then((r) => r.ok, () => false);
  }, "the site to be ready");
  const logs = () =>
    output
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
  return { child, base, output: () => output, logs, exited };
}

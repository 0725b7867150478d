import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freeLocalPort, waitFor } from "../helpers/site-process.ts";

// `npm start` for real: the production server in its own process, stopped with SIGTERM (npm test builds first).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let server: ChildProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const freePort = freeLocalPort;
const waitUntil = (check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => waitFor(check, what, timeoutMs);

/** pino writes one JSON object per line. */
const logLines = (output: string) =>
  output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { level: number; msg: string; signal?: string });

describe("graceful shutdown", () => {
  it("on SIGTERM finishes the request in flight, logs the shutdown, releases DATA_DIR and exits 0", async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-shutdown-"));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" };
    delete env.DATABASE_URL; // the embedded database, whose lock file must be released
    const child = spawn(process.execPath, ["server/start.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    server = child;
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on("exit", (code, signal) => resolve({ code, signal })),
    );

    const base = `http://127.0.0.1:${port}`;
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
        return fetch(`${base}/api/constants`).then((r) => r.ok, () => false);
      },
      120_000,
      "the server to answer",
    );
    expect(await fs.readFile(path.join(dataDir, ".lock"), "utf8")).toBe(String(child.pid));

    // A slow upload: the request has started (headers sent) but its body is not complete when SIGTERM arrives.
    const body = JSON.stringify({ note: "x".repeat(2000) });
    const request = http.request(`${base}/api/no-such-route?lang=en`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 100));
    await new Promise((r) => setTimeout(r, 200)); // let the server receive the headers

    child.kill("SIGTERM");
    await waitUntil(() => output.includes("shutting down"), 10_000, "the shutdown log line");
    await new Promise((r) => setTimeout(r, 300));
    expect(child.exitCode).toBeNull(); // still waiting for the request in flight
    request.end(body.slice(100));

    const answer = await inFlight;
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: "This API route does not exist.", requestId: expect.any(String) });

    const { code, signal } = await Promise.race([
      exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no exit after SIGTERM:\n${output}`)), 15_000)),
    ]);
    expect({ code, signal }).toEqual({ code: 0, signal: null });

    const lines = logLines(output);
    expect(lines.find((l) => l.msg.includes("shutting down"))).toMatchObject({ signal: "SIGTERM" });
    expect(lines.some((l) => l.msg === "stopped")).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]); // no error or fatal lines
    await expect(fs.access(path.join(dataDir, ".lock"))).rejects.toThrow();
    // Nothing listens any more.
    await expect(fetch(`${base}/api/constants`)).rejects.toThrow();
  }, 180_000);
});

import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A disposable PostgreSQL server for tests and benchmarks: initdb in a temp folder, trust auth on
 * 127.0.0.1, fsync off, a free port. As root it runs as the `postgres` user (initdb refuses root).
 *   node scripts/throwaway-postgres.ts start   → prints DATABASE_URL=… and DATA=…
 *   node scripts/throwaway-postgres.ts stop <DATA>
 */
export function findPgBin(): string | undefined {
  const fromPath = spawnSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).stdout.trim();
  if (fromPath) return path.dirname(fromPath);
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (fs.existsSync(path.join(root, v, "bin", "pg_ctl"))) return path.join(root, v, "bin");
  return undefined;
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function asPostgres(cmd: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * `pause` stops the server and keeps its data, `resume` starts it again on the same port: the fault tests
 * restart PostgreSQL under a running site (tests/integration/faults.test.ts).
 */
export async function startPostgres(): Promise<{ url: string; dataDir: string; stop: () => void; pause: () => void; resume: () => void }> {
  const bin = findPgBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-throwaway-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dataDir]);
  const port = await freePort();
  asPostgres(path.join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const resume = () =>
    asPostgres(path.join(bin, "pg_ctl"), [
      "-D", dataDir, "-l", path.join(dataDir, "server.log"), "-w", "start",
      "-o", `-c listen_addresses=127.0.0.1 -c port=${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c unix_socket_directories='${dataDir}' -c max_connections=200`,
    ]);
  resume();
  const stop = () => stopPostgres(dataDir);
  const pause = () => asPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, stop, pause, resume };
}

export function stopPostgres(dataDir: string) {
  const bin = findPgBin();
  if (bin && fs.existsSync(dataDir)) {
    try {
      asPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Already stopped: nothing to do but delete the folder.
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (import.meta.main) {
  const [command, dataDir] = process.argv.slice(2);
  if (command === "start") {
    const pg = await startPostgres();
    console.log(`DATABASE_URL=${pg.url}`);
    console.log(`DATA=${pg.dataDir}`);
  } else if (command === "stop" && dataDir) {
    stopPostgres(dataDir);
  } else {
    console.error("usage: throwaway-postgres.ts start | stop <data-dir>");
    process.exit(2);
  }
}

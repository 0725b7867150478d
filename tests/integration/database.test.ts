import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { constants } from "#server/db/schema.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const clientUrl = pathToFileURL(path.join(root, "server/db/client.ts")).href;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-db-test-"));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function open(options: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const database = await openDatabase(options);
  let closed = false;
  cleanups.push(async () => !closed && (await database.close()));
  return {
    ...database,
    async close() {
      closed = true;
      await database.close();
    },
  };
}

/** Runs a Node child process (Node runs .ts directly) and collects its exit code and output. */
function runNode(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A second process that opens the folder with openDatabase: exits 0 when it could, 3 with the error's message when not. */
const openInAnotherProcess = (dataDir: string) =>
  runNode([
    "--input-type=module",
    "-e",
    `import { openDatabase } from ${JSON.stringify(clientUrl)};
     try { const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); await db.close(); process.exit(0); }
     catch (error) { console.error(error.message); process.exit(3); }`,
  ]);

// Each test creates a PGlite database on disk (an initdb), and some start other Node processes: slow on a busy machine.
const slow = { timeout: 90_000 };

const lockFile = (dataDir: string) => path.join(dataDir, ".lock");
const exists = (file: string) => fs.access(file).then(() => true, () => false);

describe("embedded database (PGlite) in a data folder", slow, () => {
  it("opens in a fresh folder, holds the lock while open and releases it on close", async () => {
    const dataDir = await tempDir();
    const database = await open({ dataDir });
    expect(database.kind).toBe("pglite");
    expect(await fs.readFile(lockFile(dataDir), "utf8")).toBe(String(process.pid));
    await database.db.insert(constants).values({ key: "probe", value: "1" });
    expect(await database.db.select().from(constants).where(eq(constants.key, "probe"))).toHaveLength(1);
    await database.close();
    expect(await exists(lockFile(dataDir))).toBe(false);
  });

  it("refuses a second process on the same folder with a clear message, and lets it in once the first closed", async () => {
    const dataDir = await tempDir();
    const database = await open({ dataDir });

    const refused = await openInAnotherProcess(dataDir);
    expect(refused.code).toBe(3);
    expect(refused.output).toContain(`already open in another process (pid ${process.pid})`);
    expect(refused.output).toMatch(/DATA_DIR|DATABASE_URL/);
    // The refused process did not take or remove our lock.
    expect(await fs.readFile(lockFile(dataDir), "utf8")).toBe(String(process.pid));

    await database.close();
    const allowed = await openInAnotherProcess(dataDir);
    expect(allowed.output).toBe("");
    expect(allowed.code).toBe(0);
  });

  it("stops `npm start` (server/start.ts) on a folder in use with a non-zero exit and the reason", async () => {
    const dataDir = await tempDir();
    await open({ dataDir });
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production", DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "info" };
    const started = await runNode(["server/start.ts"], { ...env, DATABASE_URL: undefined });
    expect(started.code).not.toBe(0);
    expect(started.output).toContain("already open in another process");
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = await tempDir();
    const dead = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
      child.on("exit", () => resolve(child.pid!));
    });
    await fs.writeFile(lockFile(dataDir), String(dead));

    const database = await open({ dataDir });
    expect(await fs.readFile(lockFile(dataDir), "utf8")).toBe(String(process.pid));
    await database.close();
    expect(await exists(lockFile(dataDir))).toBe(false);
  });
});

/** Opens the same database again and again: a data folder for PGlite, a throwaway database on TEST_DATABASE_URL. */
async function reopenable(kind: "pglite" | "postgres"): Promise<() => Promise<Database>> {
  if (kind === "pglite") {
    const dataDir = await tempDir();
    return () => open({ dataDir });
  }
  const server = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return () => open({ databaseUrl: url.href });
}

// PGlite always; PostgreSQL too when the suite runs against TEST_DATABASE_URL.
const kinds = process.env.TEST_DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe("migrations", slow, () => {
  it.each(kinds)("are idempotent on %s and keep the data across a reopen", async (kind) => {
    const openAgain = await reopenable(kind);
    const first = await openAgain();
    expect(first.kind).toBe(kind);
    await first.db.insert(constants).values({ key: "kept", value: "across reopen" });
    await first.close();

    const second = await openAgain();
    const [row] = await second.db.select().from(constants).where(eq(constants.key, "kept"));
    expect(row?.value).toBe("across reopen");
    await second.close();

    const third = await openAgain();
    expect(await third.db.select().from(constants)).toHaveLength(1);
  });
});

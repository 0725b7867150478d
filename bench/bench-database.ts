import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client.ts";

/** A new database on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`: its URL, and a way to drop it. */
export async function newBenchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * The benchmark's database: a new one on PostgreSQL when DATABASE_URL is set (dropped by `remove`), else an
 * embedded PGlite in a temporary folder (removed by `remove`).
 */
export async function benchDatabase(prefix: string): Promise<{ db: Database; kind: string; remove: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const bench = await newBenchDatabase(url, prefix);
    const db = await openDatabase({ databaseUrl: bench.url });
    return { db, kind: "PostgreSQL", remove: async () => (await db.close(), bench.drop()) };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `shop-${prefix}-`));
  const db = await openDatabase({ dataDir });
  return { db, kind: "PGlite", remove: async () => (await db.close(), fs.rm(dataDir, { recursive: true, force: true })) };
}

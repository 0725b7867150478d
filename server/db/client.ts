import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** One type for both drivers: modules never know whether they run on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the pool and its address, for what several instances share (decision 0044). */
  postgres?: { pool: pg.Pool; url: string };
  close(): Promise<void>;
}

/**
 * The advisory lock the migrations run under: instances started together migrate one after the other, and
 * each after the first finds nothing left to do (without it, two would create the same tables at once).
 */
export const MIGRATION_LOCK = 4_402_2026;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface OpenOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite data; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
}

/**
 * Runs `fn` while this process holds an advisory lock on one connection of the pool (a session lock: it ends
 * with the connection, should the process die), so instances started together take turns.
 */
async function underLock<T>(pool: pg.Pool, key: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    try {
      return await fn(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key]);
    }
  } finally {
    client.release();
  }
}

const migrateUnderLock = (pool: pg.Pool) => underLock(pool, MIGRATION_LOCK, (client) => migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder }));

/** The first-run seed's lock: its first admin is "create unless there is one", which two instances at once would both do. */
export const SEED_LOCK = 4_402_2027;

/** `fn` run by one starting instance at a time (PostgreSQL); on the embedded database there is only one. */
export function oneInstanceAtATime<T>(database: Database, key: number, fn: () => Promise<T>): Promise<T> {
  return database.postgres ? underLock(database.postgres.pool, key, fn) : fn();
}

/** Opens the database and applies migrations (from app code: drizzle-kit cannot load pg_trgm into PGlite). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closed (restart, failover, a dropped test database) is reported here;
    // the pool replaces it. Without a listener it would crash the process. Queries still fail loudly.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: "postgres", postgres: { pool, url: options.databaseUrl }, close: () => pool.end() };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create(options.dataDir ? path.join(options.dataDir, "pglite") : undefined, {
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

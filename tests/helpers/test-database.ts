import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the integration suite both ways).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return openDatabase({});

  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await withClient(server, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  return {
    ...database,
    /** For tests that start processes of their own on the same database. */
    url: url.href,
    async close() {
      await database.close();
      await withClient(server, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

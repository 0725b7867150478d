import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/client.ts";

// For the load balancer and the operator (decision 0045): /healthz says the process lives (restart it if not),
// /readyz says it can serve (send it traffic only then). Neither touches a session or a page.

/** The newest migration this code ships: the database is migrated when it has applied that one. */
const journal = JSON.parse(fs.readFileSync(new URL("../db/migrations/meta/_journal.json", import.meta.url), "utf8")) as { entries: { when: number; tag: string }[] };
const newestMigration = Math.max(...journal.entries.map((e) => e.when));

/** Rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A check that does not answer in time failed: a database that hangs must not hang the probe. */
const CHECK_TIMEOUT_MS = 3000;
async function passes(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  db: Db;
  /** Reaches the file store (a HEAD of a key on S3: it throws when the store cannot be reached). */
  storageReachable(): Promise<boolean>;
}

export function registerHealthRoutes(app: FastifyInstance, { db, storageReachable }: Readiness) {
  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "live" }));

  app.get("/readyz", async (_request, reply) => {
    const reasons: string[] = [];
    const migrated = await passes(async () => {
      // Both drivers keep drizzle's record of applied migrations in the same table.
      const [row] = rowsOf<{ newest: string | number | null }>(await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`));
      return Number(row?.newest ?? 0) >= newestMigration;
    });
    if (!migrated) {
      // Told apart so the operator knows whether to look at the database or at the upgrade.
      const reachable = await passes(async () => (await db.execute(sql`SELECT 1`), true));
      reasons.push(reachable ? "migrations pending" : "database unreachable");
    }
    if (!(await passes(storageReachable))) reasons.push("storage unreachable");
    reply.header("cache-control", "no-store");
    return reasons.length ? reply.code(503).send({ status: "unavailable", reasons }) : reply.send({ status: "ready" });
  });
}

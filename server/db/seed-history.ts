import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { seedHistory } from "./schema.ts";

/**
 * Runs a named seed step once per database, in one transaction with its record: a step that ran is never
 * run again, so staff edits to seeded rows are never overwritten.
 */
export async function runSeedStepOnce(db: Db, step: string, fn: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedHistory).values({ step }).onConflictDoNothing().returning({ step: seedHistory.step });
    if (claimed.length === 0) return false;
    await fn(tx as unknown as Db);
    return true;
  });
}

export async function seedStepsRun(db: Db): Promise<string[]> {
  const rows = await db.select({ step: seedHistory.step }).from(seedHistory).orderBy(sql`${seedHistory.ranAt}`);
  return rows.map((r) => r.step);
}

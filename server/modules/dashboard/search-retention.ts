import { lt, sql } from "drizzle-orm";
import { uaeDay } from "#core/text/uae-days.ts";
import type { Db } from "#server/db/client.ts";
import { searchCounts } from "./dashboard.schema.ts";

/**
 * The searched patterns' retention (decision 0059): the dashboard keeps the last `keepDays` UAE days, today
 * included (SEARCH_COUNTS_KEEP_DAYS); older days are deleted by the daily round. Returns the rows deleted.
 */
export async function dropOldSearchCounts(db: Db, keepDays: number, now = new Date()): Promise<number> {
  const firstKept = uaeDay(new Date(Date.parse(`${uaeDay(now)}T12:00:00Z`) - (keepDays - 1) * 86_400_000));
  const deleted = await db.delete(searchCounts).where(lt(searchCounts.day, firstKept)).returning({ n: sql<number>`1` });
  return deleted.length;
}

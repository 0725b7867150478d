import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { uaeDay } from "#core/text/uae-days.ts";
import { type SearchKind, searchCounts } from "./dashboard.schema.ts";

/** A search the catalogue ran: where, how, and the pattern. Nothing about who asked. */
export interface SearchSeen {
  kind: SearchKind;
  mode: string;
  pattern: string;
}

/** Kept in memory at most this long before they are written (a listing page's search costs no write). */
const FLUSH_AFTER_MS = 15_000;
/** ... or once this many different patterns wait, so memory stays small whatever the traffic. */
const MAX_WAITING = 5_000;

/**
 * The searched patterns, counted in memory and added to `search_counts` in one statement every FLUSH_AFTER_MS
 * (and when the server closes, and before the dashboard reads them): a popular listing is searched many times a
 * second, and a write per search would cost more than the search, whose answer is usually kept. A crash loses at
 * most the last seconds' counts, which a most-searched list can spare.
 */
export function createSearchLog(db: Db, options: { flushAfterMs?: number } = {}) {
  let waiting = new Map<string, { day: string; seen: SearchSeen; count: number }>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: typeof waiting): Promise<void> {
    if (batch.size === 0) return;
    const rows = [...batch.values()].map(({ day, seen, count }) => ({ day, kind: seen.kind, mode: seen.mode, pattern: seen.pattern, count }));
    await db
      .insert(searchCounts)
      .values(rows)
      .onConflictDoUpdate({ target: [searchCounts.day, searchCounts.kind, searchCounts.mode, searchCounts.pattern], set: { count: sql`${searchCounts.count} + excluded.count` } });
  }

  /** Writes what waits; counts that fail to be written are dropped (a statistic, never worth a failed page). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = new Map();
    writing = writing.then(() => write(batch)).catch(() => undefined);
    return writing;
  }

  return {
    record(seen: SearchSeen, at = new Date()): void {
      const day = uaeDay(at);
      const key = `${day}\u0000${seen.kind}\u0000${seen.mode}\u0000${seen.pattern}`;
      const entry = waiting.get(key);
      if (entry) entry.count += 1;
      else waiting.set(key, { day, seen, count: 1 });
      if (waiting.size >= MAX_WAITING) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), options.flushAfterMs ?? FLUSH_AFTER_MS);
        timer.unref();
      }
    },
    flush,
  };
}

export type SearchLog = ReturnType<typeof createSearchLog>;

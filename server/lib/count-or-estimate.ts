import { type SQL, count, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";

/** A count, and whether it is exact or an estimate ("about N" on the page). */
export interface Counted {
  total: number;
  exact: boolean;
}

/** About how many table blocks the estimate reads (a block holds some 50 to 80 items). */
const SAMPLE_BLOCKS = 100;

/**
 * How many rows of `table` match `where`: exact up to `exactUpTo` (the count stops there), above it estimated
 * from a fixed sample of the table's blocks (TABLESAMPLE SYSTEM, REPEATABLE so the figure is stable), never
 * below `exactUpTo + 1`, rounded to two significant digits. A table of SAMPLE_BLOCKS blocks or fewer is read
 * whole. Counting every match of "contains 7" among a million numbers takes longer than the page itself
 * (decision 0028 for the public listing, 0056 for the admin lists).
 *
 * The bounded count and the sample are asked for together, on two connections where there is a pool: a broad
 * filter then waits for the slower of the two, not for both in turn. The estimate is thrown away when the
 * count stays within the limit.
 */
export async function countOrEstimate(db: Db, table: PgTable, where: SQL | undefined, exactUpTo: number): Promise<Counted> {
  const upTo = db.select({ one: sql`1` }).from(table).where(where).limit(exactUpTo + 1).as("up_to");
  const [[counted], sampled] = await Promise.all([db.select({ n: count() }).from(upTo), estimateFromSample(db, table, where)]);
  const n = Number(counted?.n ?? 0);
  if (n <= exactUpTo) return { total: n, exact: true };
  return sampled.exact ? sampled : { total: Math.max(exactUpTo + 1, sampled.total), exact: false };
}

async function estimateFromSample(db: Db, table: PgTable, where: SQL | undefined): Promise<Counted> {
  const name = getTableName(table);
  // The share of matching rows in the sample times the table's rows: its pages now times the rows per page
  // the last VACUUM or ANALYZE saw (as the planner does), or, never analysed, the sample scaled up.
  const result = (await db.execute(sql`
    with size as (
      select greatest(1, pg_relation_size(c.oid) / current_setting('block_size')::int) as blocks,
        case when c.relpages > 0 and c.reltuples > 0 then c.reltuples / c.relpages end as density
      from pg_class c where c.oid = ${name}::regclass
    )
    select count(*) filter (where ${where ?? sql`true`}) as matches, count(*) as sampled, (select blocks from size) as blocks, (select density from size) as density
    from ${table} tablesample system ((select least(100, ${SAMPLE_BLOCKS * 100}::float8 / blocks) from size)) repeatable (0)`)) as unknown as {
    rows: { matches: number | string; sampled: number | string; blocks: number | string; density: number | string | null }[];
  };
  const row = result.rows[0];
  const matches = Number(row?.matches ?? 0);
  const sampled = Number(row?.sampled ?? 0);
  const blocks = Number(row?.blocks ?? 1);
  // A small table is read whole: that is an exact count.
  if (blocks <= SAMPLE_BLOCKS) return { total: matches, exact: true };
  const density = row?.density == null ? undefined : Number(row.density);
  const estimate = density !== undefined ? (sampled > 0 ? (matches / sampled) * density * blocks : 0) : (matches * blocks) / SAMPLE_BLOCKS;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, estimate))) - 1);
  return { total: Math.round(estimate / magnitude) * magnitude, exact: false };
}

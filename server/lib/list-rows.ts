import { type SQL, and, asc, count, desc, gt } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { countOrEstimate } from "./count-or-estimate.ts";
import { type Paged, paginate } from "./paginate.ts";

type Row<T extends PgTable> = T["$inferSelect"];

/**
 * How many rows a page of an admin list shows (decision 0076): one rule for every section's list and its JSON API,
 * so a list's page is the same size in each section. A list that shows another number says so itself (the
 * users' 20, the jobs' 50).
 */
export const ADMIN_PER_PAGE = 25;

/**
 * One page of an admin list (decision 0048): the rows of `table` matching `where`, in the order of the sort's
 * column and then the id in the same direction (so equal values never swap places between pages), and their
 * count. A section declares its sortable columns once; the query's sort key was checked against them by its
 * list schema (core/validation/list-query.ts). With `exactUpTo` (a table of a million rows), the count is exact
 * up to that many matches and estimated above it (`totalExact` false: the page says "about N"). `perPage`:
 * `ADMIN_PER_PAGE` unless the list says otherwise.
 */
export async function listRows<T extends PgTable & { id: AnyPgColumn }, K extends string>(
  db: Db,
  table: T,
  query: { page: number; perPage?: number; where?: SQL | undefined; sort: { key: K; dir: "asc" | "desc" }; sortColumns: Record<K, AnyPgColumn | SQL>; exactUpTo?: number },
): Promise<Paged<Row<T>> & { totalExact: boolean }> {
  const order = query.sort.dir === "asc" ? asc : desc;
  const from = table as PgTable;
  let totalExact = true;
  const total = async () => {
    if (query.exactUpTo === undefined) return (await db.select({ n: count() }).from(from).where(query.where))[0]?.n ?? 0;
    const counted = await countOrEstimate(db, from, query.where, query.exactUpTo);
    totalExact = counted.exact;
    return counted.total;
  };
  const paged = await paginate(
    { page: query.page, perPage: query.perPage ?? ADMIN_PER_PAGE },
    total,
    async (limit, offset) =>
      (await db
        .select()
        .from(from)
        .where(query.where)
        .orderBy(order(query.sortColumns[query.sort.key]), order(table.id))
        .limit(limit)
        .offset(offset)) as Row<T>[],
  );
  return { ...paged, totalExact };
}

/**
 * The next batch of an export (decision 0059): the rows of `table` matching `where` after the id `after`, in
 * id order. Keyset, not OFFSET: each batch costs the same however deep the export is, and memory holds one batch.
 */
export async function keysetRows<T extends PgTable & { id: AnyPgColumn }>(db: Db, table: T, where: SQL | undefined, after: number | string | undefined, limit: number): Promise<Row<T>[]> {
  const from = table as PgTable;
  const condition = after === undefined ? where : where ? and(where, gt(table.id, after)) : gt(table.id, after);
  return (await db.select().from(from).where(condition).orderBy(asc(table.id)).limit(limit)) as Row<T>[];
}

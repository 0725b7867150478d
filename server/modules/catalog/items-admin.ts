import { type SQL, and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { saleStandsStates } from "#core/checkout/order-states.ts";
import type { ItemKind } from "#core/catalog/patterns.ts";
import type { BulkIntent } from "#core/validation/items-admin.ts";
import type { Db } from "#server/db/client.ts";
import type { Actor } from "#server/modules/audit/index.ts";
import { itemPriceHistory } from "./catalog.schema.ts";
import { type ItemTable, patternConditions } from "./search-conditions.ts";

// What the Plates, du Numbers and Etisalat Numbers sections share (issue 27): their filters beyond the public
// ones, bulk actions as one statement, and the price history every write keeps.

/**
 * An admin item list counts its matches exactly up to this many (40 pages of 25) and estimates above it: an
 * exact count of "contains 7" among a million numbers reads every match (decision 0056). A bulk action's
 * confirmation always counts exactly (`count` of each service).
 */
export const EXACT_COUNT_UP_TO = 1000;

/** Filters of an admin item list (core/validation/items-admin.ts), parsed: prices in AED, dates as yyyy-mm-dd. */
export interface ItemAdminFilters {
  mode?: "contains" | "starts" | "ends" | "mask" | undefined;
  pattern?: string | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  digits?: number | undefined;
  active?: "yes" | "no" | undefined;
  sold?: "yes" | "no" | undefined;
  hot?: "yes" | "no" | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The day after a UAE calendar day, as the instant it starts (UTC+4, no daylight saving). */
const uaeDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+04:00`) + plusDays * 86_400_000);

/** SQL for the shared filters: the pattern is the catalogue's own matcher (no second one), on any state. */
export function itemAdminConditions(table: ItemTable, kind: ItemKind, f: ItemAdminFilters): SQL[] {
  const where: SQL[] = [];
  if (f.pattern) where.push(...patternConditions(table, kind, f.mode ?? "contains", f.pattern));
  if (f.price_min !== undefined) where.push(gte(table.price, BigInt(f.price_min) * 100n));
  if (f.price_max !== undefined) where.push(lte(table.price, BigInt(f.price_max) * 100n));
  if (f.digits !== undefined) where.push(eq(table.digitCount, f.digits));
  if (f.active) where.push(eq(table.active, f.active === "yes"));
  if (f.sold) where.push(eq(table.sold, f.sold === "yes"));
  if (f.hot) where.push(eq(table.featured, f.hot === "yes"));
  if (f.from) where.push(gte(table.createdAt, uaeDayStart(f.from)));
  if (f.to) where.push(lt(table.createdAt, uaeDayStart(f.to, 1)));
  return where;
}

/** No live checkout holds it (a lapsed hold is free, as everywhere). */
const unheld = (table: ItemTable) => sql`(${table.heldUntil} is null or ${table.heldUntil} < now())`;

/**
 * Whether an order's sale of the item stands. Written against the orders table by name: the checkout module
 * builds on this one, so importing its schema here would make a cycle (decision 0015).
 */
export const soldByOrder = (table: ItemTable, kind: ItemKind) =>
  sql`exists (select 1 from orders o where o.item_kind = ${kind} and o.item_id = ${table.id} and o.state in (${sql.join(saleStandsStates.map((s) => sql`${s}`), sql`, `)}))`;

/** Whether any order names the item (orders keep their record: such an item is never deleted). */
export const inAnyOrder = (table: ItemTable, kind: ItemKind) => sql`exists (select 1 from orders o where o.item_kind = ${kind} and o.item_id = ${table.id})`;

/** What each bulk intent sets, and on which items it may act (a sold item is the buyer's; a held one is in a checkout). */
function bulkChange(table: ItemTable, kind: ItemKind, intent: BulkIntent): { set: SQL; only: SQL } {
  switch (intent) {
    case "activate":
      return { set: sql`active = true`, only: sql`${table.sold} = false and ${table.active} = false` };
    case "deactivate":
      return { set: sql`active = false`, only: sql`${table.active} = true` };
    case "hot_on":
      return { set: sql`featured = true`, only: sql`${table.featured} = false` };
    case "hot_off":
      return { set: sql`featured = false`, only: sql`${table.featured} = true` };
    case "mark_sold":
      return { set: sql`sold = true`, only: sql`${table.sold} = false and ${unheld(table)}` };
    case "mark_unsold":
      return { set: sql`sold = false`, only: sql`${table.sold} = true and not ${soldByOrder(table, kind)}` };
  }
}

/**
 * One bulk action as ONE statement on every item `where` matches (ticked ids or a whole filter), not a loop:
 * the update, and for a sale or a return to sale its history rows, in a single round trip. Items the intent
 * cannot act on (already so, sold, held) are left as they are. Returns the ids changed.
 */
export async function bulkUpdate(tx: Db, table: ItemTable, kind: ItemKind, intent: BulkIntent, where: SQL | undefined, actor: Actor): Promise<number[]> {
  const { set, only } = bulkChange(table, kind, intent);
  const condition = where ? sql`(${where}) and ${only}` : only;
  const event = intent === "mark_sold" ? "sold" : intent === "mark_unsold" ? "unsold" : null;
  const changed = sql`update ${table} set ${set}, updated_at = now() where ${condition} returning id, price`;
  const statement = event
    ? sql`with changed as (${changed})
        insert into item_price_history (kind, item_id, event, price, actor_id, actor_email)
        select ${kind}, id, ${event}, price, ${actor.userId}, ${actor.email} from changed returning item_id as id`
    : changed;
  const result = (await tx.execute(statement)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Keeps one entry of an item's price history, inside the write's transaction. */
export async function keepPriceEvent(tx: Db, actor: Actor, entry: { kind: ItemKind; itemId: number; event: "listed" | "price" | "sold" | "unsold"; price: bigint; previousPrice?: bigint }) {
  await tx.insert(itemPriceHistory).values({ ...entry, previousPrice: entry.previousPrice ?? null, actorId: actor.userId, actorEmail: actor.email });
}

/** An item's history, newest first (the admin item page). */
export function priceHistory(db: Db, kind: ItemKind, itemId: number) {
  return db
    .select()
    .from(itemPriceHistory)
    .where(and(eq(itemPriceHistory.kind, kind), eq(itemPriceHistory.itemId, itemId)))
    .orderBy(desc(itemPriceHistory.at), desc(itemPriceHistory.id))
    .limit(200);
}

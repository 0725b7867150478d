import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { insertFromJson, selectFromJson } from "#server/db/json-rows.ts";
import type { Actor } from "#server/modules/audit/index.ts";
import { itemPriceHistory, mobileNumbers, plates } from "./catalog.schema.ts";
import { featureColumns, plateValues } from "./item-features.ts";

// Many plates or numbers written at once by their natural key (issue 28's import, decisions 0058 and 0067): one
// INSERT … SELECT FROM json_to_recordset … ON CONFLICT per batch, with the same pattern columns and price history
// as a hand edit (item-features.ts, keepPriceEvent's table), never a row-at-a-time loop. Sold or held items are
// never touched.

interface Offer {
  /** Fils. */
  price: bigint;
  active: boolean;
  featured: boolean;
}
export type NumberValues = Offer & { kind: "number"; operator: "du" | "etisalat"; number: string; packageId: number };
export type PlateValues = Offer & { kind: "plate"; emirateCode: string; code: string; plateType: string; number: number };
export type ItemValues = NumberValues | PlateValues;

/** An item's natural key: the number, or a plate's emirate, code, number and type. */
export const itemKey = (item: ItemValues) => (item.kind === "number" ? item.number : `${item.emirateCode}|${item.code}|${item.number}|${item.plateType}`);

export interface ExistingItem {
  id: number;
  key: string;
  operator: string | null;
  sold: boolean;
  held: boolean;
  price: bigint;
  packageId: number | null;
  active: boolean;
  featured: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The listed items among `items`, by key (locked for the batch's transaction when `lock`): one statement for the
 * whole batch, its keys sent as one JSON parameter (server/db/json-rows.ts), found through the unique index.
 */
export async function existingItems(tx: Db, items: ItemValues[], lock = false): Promise<Map<string, ExistingItem>> {
  const found = new Map<string, ExistingItem>();
  if (items.length === 0) return found;
  const forUpdate = lock ? sql` for update` : sql``;
  const held = sql`(held_until is not null and held_until >= now()) as held`;
  const keys = items as unknown as Record<string, unknown>[];
  const statement: SQL =
    items[0]!.kind === "number"
      ? sql`select id, number as key, operator, sold, ${held}, price, package_id, active, featured from mobile_numbers
          where number in ${selectFromJson(mobileNumbers, ["number"], keys)}${forUpdate}`
      : sql`select id, emirate_code || '|' || code || '|' || number || '|' || plate_type as key, null as operator, sold, ${held}, price, null as package_id, active, featured from plates
          where (emirate_code, code, number, plate_type) in ${selectFromJson(plates, ["emirateCode", "code", "number", "plateType"], keys)}${forUpdate}`;
  for (const r of rowsOf<Record<string, unknown>>(await tx.execute(statement))) {
    found.set(String(r.key), {
      id: Number(r.id),
      key: String(r.key),
      operator: (r.operator as string | null) ?? null,
      sold: Boolean(r.sold),
      held: Boolean(r.held),
      price: BigInt(r.price as string),
      packageId: r.package_id === null ? null : Number(r.package_id),
      active: Boolean(r.active),
      featured: Boolean(r.featured),
    });
  }
  return found;
}

export type ItemOutcome = "new" | "update" | "unchanged" | "import.sold" | "import.held" | "import.otherOperator";

/** What writing `item` would do to what is listed: the same answer for the check and the apply. */
export function outcomeOf(item: ItemValues, existing: ExistingItem | undefined): ItemOutcome {
  if (!existing) return "new";
  if (item.kind === "number" && existing.operator !== item.operator) return "import.otherOperator";
  if (existing.sold) return "import.sold";
  if (existing.held) return "import.held";
  const same = existing.price === item.price && existing.active === item.active && existing.featured === item.featured && (item.kind === "plate" || existing.packageId === item.packageId);
  return same ? "unchanged" : "update";
}

// Only an unsold, unheld item is updated (and a number only by its own operator): the write itself says so, so
// an item sold or held between the batch's lookup and its write is still left alone.
const offerSet = sql`price = excluded.price, active = excluded.active, featured = excluded.featured, updated_at = now()`;
const unsoldUnheld = (table: string) => sql.raw(`${table}.sold = false and (${table}.held_until is null or ${table}.held_until < now())`);

/**
 * Inserts the new items and updates the changed ones of one batch, which the caller has classified with the
 * rows locked (existingItems(…, true)). Keeps their price history; answers the ids written and which of them
 * came on offer (added on sale, put on sale, or cheaper while on sale), for the saved-search alerts.
 */
export async function upsertItems(tx: Db, actor: Actor, items: ItemValues[], existing: Map<string, ExistingItem>): Promise<{ written: number; offered: number[] }> {
  const writable = items.filter((i) => {
    const o = outcomeOf(i, existing.get(itemKey(i)));
    return o === "new" || o === "update";
  });
  if (writable.length === 0) return { written: 0, offered: [] };
  const ids = new Map<string, number>();
  // One INSERT … SELECT FROM json_to_recordset … ON CONFLICT for the whole batch (decision 0067).
  const statement =
    writable[0]!.kind === "number"
      ? sql`${insertFromJson(mobileNumbers, (writable as NumberValues[]).map((n) => ({ operator: n.operator, number: n.number, packageId: n.packageId, price: n.price, active: n.active, featured: n.featured, ...featureColumns("number", n.number) })))}
          on conflict (number) do update set ${offerSet}, package_id = excluded.package_id
          where ${unsoldUnheld("mobile_numbers")} and mobile_numbers.operator = excluded.operator
          returning id, number as key`
      : sql`${insertFromJson(plates, (writable as PlateValues[]).map((p) => plateValues({ emirateCode: p.emirateCode, code: p.code, plateType: p.plateType, number: p.number, price: p.price, active: p.active, featured: p.featured })))}
          on conflict (emirate_code, code, number, plate_type) do update set ${offerSet}
          where ${unsoldUnheld("plates")}
          returning id, emirate_code || '|' || code || '|' || number || '|' || plate_type as key`;
  for (const w of rowsOf<{ id: number; key: string }>(await tx.execute(statement))) ids.set(String(w.key), Number(w.id));
  const history: (typeof itemPriceHistory.$inferInsert)[] = [];
  const offered: number[] = [];
  for (const item of writable) {
    const id = ids.get(itemKey(item));
    if (id === undefined) continue;
    const before = existing.get(itemKey(item));
    const actorFields = { kind: item.kind, itemId: id, actorId: actor.userId, actorEmail: actor.email };
    // Every row with the same keys: the JSON recordset takes its columns from the first.
    if (!before) history.push({ ...actorFields, event: "listed", price: item.price, previousPrice: null });
    else if (before.price !== item.price) history.push({ ...actorFields, event: "price", price: item.price, previousPrice: before.price });
    if (item.active && (!before || !before.active || item.price < before.price)) offered.push(id);
  }
  if (history.length > 0) await tx.execute(insertFromJson(itemPriceHistory, history));
  return { written: ids.size, offered };
}

import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Actor } from "#server/modules/audit/index.ts";
import { itemPriceHistory, mobileNumbers, plates } from "./catalog.schema.ts";
import { featureColumns, plateValues } from "./item-features.ts";

// Many plates or numbers written at once by their natural key (issue 28's import, decision 0058): one
// multi-row INSERT … ON CONFLICT per batch, with the same pattern columns and price history as a hand edit
// (item-features.ts, keepPriceEvent's table), never a row-at-a-time loop. Sold or held items are never touched.

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

/** The listed items among `items`, by key (locked for the batch's transaction when `lock`). */
export async function existingItems(tx: Db, items: ItemValues[], lock = false): Promise<Map<string, ExistingItem>> {
  const found = new Map<string, ExistingItem>();
  if (items.length === 0) return found;
  const forUpdate = lock ? sql` for update` : sql``;
  const held = sql`(held_until is not null and held_until >= now()) as held`;
  const statement: SQL =
    items[0]!.kind === "number"
      ? sql`select id, number as key, operator, sold, ${held}, price, package_id, active, featured from mobile_numbers
          where number in (${sql.join(items.map((i) => sql`${(i as NumberValues).number}`), sql`, `)})${forUpdate}`
      : sql`select id, emirate_code || '|' || code || '|' || number || '|' || plate_type as key, null as operator, sold, ${held}, price, null as package_id, active, featured from plates
          where (emirate_code, code, number, plate_type) in (${sql.join(
            items.map((i) => {
              const p = i as PlateValues;
              return sql`(${p.emirateCode}, ${p.code}, ${p.number}::int, ${p.plateType})`;
            }),
            sql`, `,
          )})${forUpdate}`;
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

const offerSet = { price: sql`excluded.price`, active: sql`excluded.active`, featured: sql`excluded.featured`, updatedAt: sql`now()` };
const unsoldUnheld = (t: typeof plates | typeof mobileNumbers) => sql`${t.sold} = false and (${t.heldUntil} is null or ${t.heldUntil} < now())`;

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
  if (writable[0]!.kind === "number") {
    const rows = (writable as NumberValues[]).map((n) => ({ operator: n.operator, number: n.number, packageId: n.packageId, price: n.price, active: n.active, featured: n.featured, ...featureColumns("number", n.number) }));
    const written = await tx
      .insert(mobileNumbers)
      .values(rows)
      .onConflictDoUpdate({ target: mobileNumbers.number, set: { ...offerSet, packageId: sql`excluded.package_id` }, setWhere: sql`${unsoldUnheld(mobileNumbers)} and ${mobileNumbers.operator} = excluded.operator` })
      .returning({ id: mobileNumbers.id, key: mobileNumbers.number });
    for (const w of written) ids.set(w.key, w.id);
  } else {
    const rows = (writable as PlateValues[]).map((p) => plateValues({ emirateCode: p.emirateCode, code: p.code, plateType: p.plateType, number: p.number, price: p.price, active: p.active, featured: p.featured }));
    const written = await tx
      .insert(plates)
      .values(rows)
      .onConflictDoUpdate({ target: [plates.emirateCode, plates.code, plates.number, plates.plateType], set: offerSet, setWhere: unsoldUnheld(plates) })
      .returning({ id: plates.id, key: sql<string>`${plates.emirateCode} || '|' || ${plates.code} || '|' || ${plates.number} || '|' || ${plates.plateType}` });
    for (const w of written) ids.set(w.key, w.id);
  }
  const history: (typeof itemPriceHistory.$inferInsert)[] = [];
  const offered: number[] = [];
  for (const item of writable) {
    const id = ids.get(itemKey(item));
    if (id === undefined) continue;
    const before = existing.get(itemKey(item));
    const actorFields = { kind: item.kind, itemId: id, actorId: actor.userId, actorEmail: actor.email };
    if (!before) history.push({ ...actorFields, event: "listed", price: item.price });
    else if (before.price !== item.price) history.push({ ...actorFields, event: "price", price: item.price, previousPrice: before.price });
    if (item.active && (!before || !before.active || item.price < before.price)) offered.push(id);
  }
  if (history.length > 0) await tx.insert(itemPriceHistory).values(history);
  return { written: ids.size, offered };
}

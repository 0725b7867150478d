import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import type { ItemKind } from "./item-holds.ts";

/** What a lot page draws of its item: the plate's or the number's own fields. */
export type LotItem = { kind: "plate"; id: number; emirate: string; code: string; number: number; plateType: string } | { kind: "number"; id: number; operator: "du" | "etisalat"; number: string };

/**
 * The items of auction lots, read whatever their `active` flag: an auction takes its items off the fixed-price
 * listings (auction-items.ts), so the catalogue's public reads, which want active items, do not see them.
 * Keyed `plate:12` / `number:7`.
 */
export async function lotItems(db: Db, lots: readonly { itemKind: ItemKind; itemId: number }[]): Promise<Map<string, LotItem>> {
  const ids = (kind: ItemKind) => [...new Set(lots.filter((l) => l.itemKind === kind).map((l) => l.itemId))];
  const [plateRows, numberRows] = await Promise.all([
    ids("plate").length ? db.select().from(plates).where(inArray(plates.id, ids("plate"))) : [],
    ids("number").length ? db.select().from(mobileNumbers).where(inArray(mobileNumbers.id, ids("number"))) : [],
  ]);
  const found = new Map<string, LotItem>();
  for (const p of plateRows) found.set(`plate:${p.id}`, { kind: "plate", id: p.id, emirate: p.emirateCode, code: p.code, number: p.number, plateType: p.plateType });
  for (const n of numberRows) found.set(`number:${n.id}`, { kind: "number", id: n.id, operator: n.operator, number: n.number });
  return found;
}

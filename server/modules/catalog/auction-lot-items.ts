import { inArray } from "drizzle-orm";
import { numberLabel, plateLabel } from "#core/catalog/labels.ts";
import { type Lang, translatorFor } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import type { ItemKind } from "./item-holds.ts";

/** What a lot page draws of its item (the plate's or the number's own fields) and its name in the page's language. */
export type LotItem = { kind: "plate"; id: number; emirate: string; code: string; number: number; plateType: string; label: string } | { kind: "number"; id: number; operator: "du" | "etisalat"; number: string; label: string };

/**
 * The items of auction lots, read whatever their `active` flag: an auction takes its items off the fixed-price
 * listings (auction-items.ts), so the catalogue's public reads, which want active items, do not see them.
 * Keyed `plate:12` / `number:7`.
 */
export async function lotItems(db: Db, lots: readonly { itemKind: ItemKind; itemId: number }[], lang: Lang): Promise<Map<string, LotItem>> {
  const t = translatorFor(lang);
  const ids = (kind: ItemKind) => [...new Set(lots.filter((l) => l.itemKind === kind).map((l) => l.itemId))];
  const [plateRows, numberRows] = await Promise.all([
    ids("plate").length ? db.select().from(plates).where(inArray(plates.id, ids("plate"))) : [],
    ids("number").length ? db.select().from(mobileNumbers).where(inArray(mobileNumbers.id, ids("number"))) : [],
  ]);
  const found = new Map<string, LotItem>();
  for (const p of plateRows) {
    const plate = { emirate: p.emirateCode, code: p.code, number: p.number };
    found.set(`plate:${p.id}`, { kind: "plate", id: p.id, ...plate, plateType: p.plateType, label: plateLabel(plate, lang, t) });
  }
  for (const n of numberRows) found.set(`number:${n.id}`, { kind: "number", id: n.id, operator: n.operator, number: n.number, label: numberLabel(n, t) });
  return found;
}

/** One item's name in the language, whatever its `active` flag (an auction's e-mails, its staff pages); `#id` if it is gone. */
export async function lotItemName(db: Db, kind: ItemKind, id: number, lang: Lang): Promise<string> {
  return (await lotItems(db, [{ itemKind: kind, itemId: id }], lang)).get(`${kind}:${id}`)?.label ?? `#${id}`;
}

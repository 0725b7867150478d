import { type SQL, and, desc, eq, ne, or, sql } from "drizzle-orm";
import { type ComparableKey, numberComparableKey, plateComparableKey } from "#core/catalog/estimate.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { itemPriceHistory, mobileNumbers, plates } from "./catalog.schema.ts";

/** How many of the newest candidates are read: enough for a range, never a scan of a whole emirate. */
const CANDIDATES = 400;
/** "Similar items sold" on a buy page: the newest few sales. */
export const SOLD_SHOWN = 6;

/** A comparable item that was sold: what it sold for and when (the sale in the price history, else its last change). */
export interface SoldComparable {
  id: number;
  /** The plate number, or the mobile number. */
  label: string;
  emirateCode: string | null;
  code: string | null;
  price: bigint;
  soldAt: Date;
}

/**
 * Plates and numbers compared with one (decisions 0022 and 0065), in ONE place for the estimate service and the
 * buy page's "similar items sold": the same emirate (plates), digit count and tier (indexed columns) and the
 * same main pattern class (computed from the digits by the same rule, core/catalog/estimate.ts).
 */
export function createComparables(db: Db) {
  /** When each item was sold: its newest "sold" history entry, or its last change for sales older than the history. */
  const soldAt = (kind: "plate" | "number", id: AnyPgColumn) =>
    sql<Date>`coalesce((select max(${itemPriceHistory.at}) from ${itemPriceHistory} where ${itemPriceHistory.kind} = ${kind} and ${itemPriceHistory.itemId} = ${id} and ${itemPriceHistory.event} = 'sold'), ${kind === "plate" ? plates.updatedAt : mobileNumbers.updatedAt})`.mapWith(
      (v: Date | string) => new Date(v),
    );

  /** The plates of an emirate with a key's digit count and tier, filtered to its pattern class; `status` narrows them. */
  async function plateCandidates(emirateCode: string, key: ComparableKey, status: SQL | undefined, exceptId?: number) {
    const rows = await db
      .select({ id: plates.id, number: plates.number, code: plates.code, emirateCode: plates.emirateCode, price: plates.price, soldAt: soldAt("plate", plates.id) })
      .from(plates)
      .where(and(eq(plates.emirateCode, emirateCode), eq(plates.digitCount, key.digitCount), eq(plates.tier, key.tier), status, exceptId === undefined ? undefined : ne(plates.id, exceptId)))
      .orderBy(desc(plates.updatedAt), desc(plates.id))
      .limit(CANDIDATES);
    return rows.filter((p) => plateComparableKey(p.number).patternClass === key.patternClass);
  }

  const soldFirst = (a: SoldComparable, b: SoldComparable) => b.soldAt.getTime() - a.soldAt.getTime() || b.id - a.id;

  return {
    /** Prices of the plates comparable to a plate number in an emirate, in stock (shown and unsold) or sold: the estimate's range. */
    async platePrices(emirateCode: string, plateNumber: number): Promise<bigint[]> {
      const rows = await plateCandidates(emirateCode, plateComparableKey(plateNumber), or(eq(plates.sold, true), eq(plates.active, true)));
      return rows.map((p) => p.price);
    },

    /** The newest sales among a plate's comparables (the plate itself left out), for its buy page. */
    async soldPlates(plate: { id: number; emirateCode: string; number: number }): Promise<SoldComparable[]> {
      const rows = await plateCandidates(plate.emirateCode, plateComparableKey(plate.number), eq(plates.sold, true), plate.id);
      return rows
        .map((p) => ({ id: p.id, label: String(p.number), emirateCode: p.emirateCode, code: p.code, price: p.price, soldAt: p.soldAt }))
        .sort(soldFirst)
        .slice(0, SOLD_SHOWN);
    },

    /** The newest sales among a mobile number's comparables: the same tier and main pattern class, any operator (numbers move between them). */
    async soldNumbers(item: { id: number; number: string }): Promise<SoldComparable[]> {
      const key = numberComparableKey(item.number);
      const rows = await db
        .select({ id: mobileNumbers.id, number: mobileNumbers.number, price: mobileNumbers.price, soldAt: soldAt("number", mobileNumbers.id) })
        .from(mobileNumbers)
        .where(and(eq(mobileNumbers.tier, key.tier), eq(mobileNumbers.sold, true), ne(mobileNumbers.id, item.id)))
        .orderBy(desc(mobileNumbers.updatedAt), desc(mobileNumbers.id))
        .limit(CANDIDATES);
      return rows
        .filter((n) => numberComparableKey(n.number).patternClass === key.patternClass)
        .map((n) => ({ id: n.id, label: n.number, emirateCode: null, code: null, price: n.price, soldAt: n.soldAt }))
        .sort(soldFirst)
        .slice(0, SOLD_SHOWN);
    },

    /** The id of exactly this plate when it is on sale (shown and unsold), for Draw Plates' "buy it" link. */
    async plateOnSale(p: { emirateCode: string; plateType: string; code: string; number: number }): Promise<number | undefined> {
      const [row] = await db
        .select({ id: plates.id })
        .from(plates)
        .where(and(eq(plates.emirateCode, p.emirateCode), eq(plates.plateType, p.plateType), eq(plates.code, p.code.toUpperCase()), eq(plates.number, p.number), eq(plates.active, true), eq(plates.sold, false)));
      return row?.id;
    },
  };
}

export type Comparables = ReturnType<typeof createComparables>;

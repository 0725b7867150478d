import { and, desc, eq, or } from "drizzle-orm";
import { plateComparableKey } from "#core/catalog/estimate.ts";
import type { Db } from "#server/db/client.ts";
import { plates } from "./catalog.schema.ts";

/** How many of the newest candidates are read: enough for a range, never a scan of a whole emirate. */
const CANDIDATES = 400;

/**
 * Plates compared with one a visitor names (decision 0022). `platePrices`: prices of the plates comparable to a plate number in an emirate (core/catalog/estimate.ts): in stock (shown
 * and unsold) or sold, with the same digit count and tier (indexed columns) and the same main pattern class
 * (computed from the number by the same rule).
 */
export function createComparables(db: Db) {
  return {
    async platePrices(emirateCode: string, plateNumber: number): Promise<bigint[]> {
      const key = plateComparableKey(plateNumber);
      const rows = await db
        .select()
        .from(plates)
        .where(and(eq(plates.emirateCode, emirateCode), eq(plates.digitCount, key.digitCount), eq(plates.tier, key.tier), or(eq(plates.sold, true), eq(plates.active, true))))
        .orderBy(desc(plates.updatedAt), desc(plates.id))
        .limit(CANDIDATES);
      return rows.filter((p) => plateComparableKey(p.number).patternClass === key.patternClass).map((p) => p.price);
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

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mobileNumbers, plates } from "#server/db/schema.ts";

/** Where the price distribution's bands start, in AED (the last band has no end). List prices run from hundreds to millions. */
export const PRICE_BANDS_AED = [0, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

/** Items on sale now (active, not sold; an item held by a checkout is still stock until it is paid). */
export interface Stock {
  platesByEmirate: { emirate: string; items: number }[];
  numbersByOperator: { operator: "du" | "etisalat"; items: number }[];
  /** Items per price band (index into PRICE_BANDS_AED), plates and numbers together. */
  priceBands: { plates: number; numbers: number }[];
  /** When these counts were made. */
  countedAt: Date;
}

/** width_bucket's thresholds in fils: band i is [PRICE_BANDS_AED[i], PRICE_BANDS_AED[i + 1]). */
const thresholds = sql.raw(`ARRAY[${PRICE_BANDS_AED.map((aed) => aed * 100).join(",")}]::bigint[]`);

/**
 * Stock by emirate, operator and price band: one pass over each table (a million numbers, a hundred thousand
 * plates), grouped by place and band together, so the three figures cost two scans.
 */
async function countStock(db: Db): Promise<Stock> {
  const plateBand = sql<number>`width_bucket(${plates.price}, ${thresholds})::int`;
  const numberBand = sql<number>`width_bucket(${mobileNumbers.price}, ${thresholds})::int`;
  const [plateRows, numberRows] = await Promise.all([
    db.select({ emirate: plates.emirateCode, band: plateBand, items: sql<number>`count(*)::int` }).from(plates).where(and(eq(plates.active, true), eq(plates.sold, false))).groupBy(plates.emirateCode, plateBand),
    db.select({ operator: mobileNumbers.operator, band: numberBand, items: sql<number>`count(*)::int` }).from(mobileNumbers).where(and(eq(mobileNumbers.active, true), eq(mobileNumbers.sold, false))).groupBy(mobileNumbers.operator, numberBand),
  ]);
  const priceBands = PRICE_BANDS_AED.map(() => ({ plates: 0, numbers: 0 }));
  // width_bucket counts from 1 for the first threshold; a price below it (none: prices are positive) would be 0.
  const bandOf = (band: number) => priceBands[Math.min(Math.max(band, 1), PRICE_BANDS_AED.length) - 1]!;
  const byEmirate = new Map<string, number>();
  for (const r of plateRows) {
    byEmirate.set(r.emirate, (byEmirate.get(r.emirate) ?? 0) + r.items);
    bandOf(r.band).plates += r.items;
  }
  const byOperator = new Map<"du" | "etisalat", number>([["du", 0], ["etisalat", 0]]);
  for (const r of numberRows) {
    byOperator.set(r.operator, (byOperator.get(r.operator) ?? 0) + r.items);
    bandOf(r.band).numbers += r.items;
  }
  return {
    platesByEmirate: [...byEmirate].map(([emirate, items]) => ({ emirate, items })),
    numbersByOperator: [...byOperator].map(([operator, items]) => ({ operator, items })),
    priceBands,
    countedAt: new Date(),
  };
}

/**
 * The stock counts, kept `ttlMs` per process (a minute by default): every staff member opening the dashboard
 * in that minute shares one count instead of each scanning the catalogue (decision 0057). A count under way is
 * shared too; a failed one is not kept.
 */
export function keptStock(db: Db, ttlMs = 60_000) {
  let kept: { at: number; stock: Promise<Stock> } | undefined;
  return (now = Date.now()): Promise<Stock> => {
    if (!kept || now - kept.at >= ttlMs) {
      const stock = countStock(db);
      const entry = { at: now, stock };
      kept = entry;
      stock.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.stock;
  };
}

import { type SQL, and, eq, gte, like, lte, sql } from "drizzle-orm";
import type { ItemKind, PatternClass } from "../../../core/catalog/patterns.ts";
import { type PatternMode, likePattern, normalisePattern } from "../../../core/catalog/search-pattern.ts";
import type { Tier } from "../../../core/catalog/tiers.ts";
import type { mobileNumbers, plates } from "./catalog.schema.ts";

type ItemTable = typeof plates | typeof mobileNumbers;

export interface CommonFilters {
  price_min?: number | undefined;
  price_max?: number | undefined;
  mode?: PatternMode | undefined;
  pattern?: string | undefined;
  class?: PatternClass | undefined;
  tier?: Tier | undefined;
  hot?: true | undefined;
}

/**
 * SQL for the filters plates and numbers share. Each pattern mode uses an index: "starts" a btree prefix on
 * the digits, "ends" a btree prefix on the reversed digits, "contains" and masks the trigram index.
 */
export function commonConditions(table: ItemTable, kind: ItemKind, f: CommonFilters): SQL[] {
  const where: SQL[] = [eq(table.active, true)];
  if (f.price_min !== undefined) where.push(gte(table.price, BigInt(f.price_min) * 100n));
  if (f.price_max !== undefined) where.push(lte(table.price, BigInt(f.price_max) * 100n));
  if (f.tier) where.push(eq(table.tier, f.tier));
  if (f.hot) where.push(eq(table.featured, true));
  if (f.pattern) {
    const mode = f.mode ?? "contains";
    const value = normalisePattern(mode, f.pattern);
    if (mode === "ends") where.push(like(table.digitsReversed, `${[...value].reverse().join("")}%`));
    else where.push(like(table.digits, likePattern({ mode, value })));
    // A plate mask fixes the digit count, which the digit-count index answers before LIKE runs.
    if (mode === "mask" && kind === "plate") where.push(eq(table.digitCount, value.length));
  }
  if (f.class) where.push(classCondition(table, kind, f.class));
  return where;
}

/** Mirrors hasPatternClass in core/catalog/patterns.ts as SQL on the stored feature columns. */
function classCondition(table: ItemTable, kind: ItemKind, cls: PatternClass): SQL {
  switch (cls) {
    case "repeated":
      return kind === "plate"
        ? and(sql`${table.longestRun} >= least(3, ${table.digitCount})`, sql`${table.digitCount} > 1`)!
        : gte(table.longestRun, 4);
    case "block":
      return sql`${table.repeatingBlock} > 0`;
    case "mirror":
      return eq(table.mirror, true);
    case "sequence":
      return sql`${table.sequence} is not null`;
    case "round":
      return gte(table.trailingZeros, kind === "plate" ? 2 : 3);
  }
}

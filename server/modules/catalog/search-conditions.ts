import { type SQL, and, eq, gte, like, lte, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ItemKind, PatternClass } from "#core/catalog/patterns.ts";
import { type PatternMode, likePattern, normalisePattern } from "#core/catalog/search-pattern.ts";
import type { Tier } from "#core/catalog/tiers.ts";
import type { NumberFilters, PlateFilters } from "#core/validation/catalog.ts";
import { TRIPLES, mobileNumbers, plates } from "./catalog.schema.ts";

export type ItemTable = typeof plates | typeof mobileNumbers;

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
 * the digits, "ends" a btree prefix on the reversed digits, "contains" the trigram index, and for mobile numbers
 * 4 digits or more the 4-gram index (trigrams cannot tell 777 from 7777777). 1- and 2-digit patterns match so
 * many items that walking the listing's ordered index finds a page quickly. Every condition added for an index
 * is implied by the pattern, so the result is exactly `matchesPattern` (core/catalog/search-pattern.ts).
 */
export function commonConditions(table: ItemTable, kind: ItemKind, f: CommonFilters): SQL[] {
  const where: SQL[] = [eq(table.active, true)];
  if (f.price_min !== undefined) where.push(gte(table.price, BigInt(f.price_min) * 100n));
  if (f.price_max !== undefined) where.push(lte(table.price, BigInt(f.price_max) * 100n));
  if (f.tier) where.push(eq(table.tier, f.tier));
  if (f.hot) where.push(eq(table.featured, true));
  if (f.pattern) where.push(...patternConditions(table, kind, f.mode ?? "contains", f.pattern));
  if (f.class) where.push(classCondition(table, kind, f.class));
  return where;
}

/**
 * A plate search's conditions: the listing's, and the one rule saved searches are matched by (alerts), so an
 * alert fires exactly for the plates its listing would show.
 */
export function plateConditions(f: Omit<PlateFilters, "sort" | "page">): SQL[] {
  const where = commonConditions(plates, "plate", f);
  if (f.emirate) where.push(eq(plates.emirateCode, f.emirate));
  if (f.code) where.push(eq(plates.code, f.code.toUpperCase()));
  if (f.type) where.push(eq(plates.plateType, f.type));
  if (f.digits) where.push(eq(plates.digitCount, f.digits));
  if (f.number) where.push(eq(plates.number, f.number));
  return where;
}

/** A number search's conditions (listing and alerts alike). */
export function numberConditions(f: Omit<NumberFilters, "sort" | "page">): SQL[] {
  const where = commonConditions(mobileNumbers, "number", f);
  if (f.operator) where.push(eq(mobileNumbers.operator, f.operator));
  if (f.package) where.push(eq(mobileNumbers.packageId, f.package));
  return where;
}

/**
 * How many digits a prefix or a suffix must fix before it leaves few matches: about one item in 500 or fewer.
 * A plate prefix of 3 digits allows 111 of the 99,999 plate numbers, a suffix of 3, 100. A mobile number's
 * prefix needs 5 (05X and 2 more: a hundredth of one operator prefix's numbers), its suffix 3 (one in 1,000).
 */
const FEW_MATCHES_FROM: Record<ItemKind, { starts: number; ends: number }> = {
  plate: { starts: 3, ends: 3 },
  number: { starts: 5, ends: 3 },
};

/**
 * Whether a search's page is cut from all its matches, sorted, rather than found by walking the listing's order
 * (see `paged` in catalog.service.ts). Measured on 100,000 plates and 1,000,000 numbers (decision 0007), the walk
 * loses in two cases, where PostgreSQL still chose it (and which plan it chose moved with its statistics):
 * - A prefix or suffix that leaves few matches (FEW_MATCHES_FROM): hundreds to a few thousand matches, which the
 *   walk meets only every few hundred or thousand rows. Numbers starting with 055712 took 110 to 230 ms, ending
 *   in 4321 35 to 730 ms; sorting all their matches, under 6 ms.
 * - Cheapest first, with 3 or more fixed digits: a price says how special a number is, so the cheap end of the
 *   price order is plain numbers, and a walk from it passes most of the table before a page of "777"s (780 ms;
 *   its 11,000 matches sorted: 27 to 40 ms). Dearest first is the opposite: patterns come first. A number
 *   containing three of one digit ("777") walks its own partial index in price order instead (under 1 ms).
 * Elsewhere the walk is about as fast or faster, and much faster for broad patterns (2 digits, or "0557").
 */
export function pageFromAllMatches(kind: ItemKind, f: CommonFilters & { sort: string }): boolean {
  if (!f.pattern) return false;
  const mode = f.mode ?? "contains";
  const value = normalisePattern(mode, f.pattern, kind);
  // A number containing three of one digit has an index of its own in price order (see patternConditions).
  if (kind === "number" && mode === "contains" && TRIPLES.includes(value)) return false;
  const fixedDigits = value.replaceAll("x", "").length;
  if ((mode === "starts" || mode === "ends") && fixedDigits >= FEW_MATCHES_FROM[kind][mode]) return true;
  return f.sort === "price_asc" && fixedDigits >= 3;
}

const reverse = (s: string) => [...s].reverse().join("");

/** The distinct 4-digit pieces of each run of 4 or more fixed digits (a mask's `x` ends a run). */
export function quadgrams(value: string): string[] {
  const grams = new Set<string>();
  for (const run of value.split("x")) for (let i = 0; i + 4 <= run.length; i++) grams.add(run.slice(i, i + 4));
  return [...grams];
}

/**
 * `column LIKE 'prefix%'` written as the range a text_pattern_ops btree answers (`~>=~`, `~<~` compare bytes), so
 * that only the btree can serve it: the trigram index would take the anchored trigrams of "05…", which every
 * mobile number has.
 */
function startsWith(column: AnyPgColumn, prefix: string): SQL {
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${next})`;
}

/**
 * The pattern as SQL: one condition that is exactly the pattern, plus conditions it implies that an index can
 * answer. For mobile numbers, 4 fixed digits in a row use the GIN index on digit_4grams(digits) (migration 0004):
 * their 10 digits make trigrams too coarse (777 and 7777777 have the same one), while plates have at most 5.
 */
export function patternConditions(table: ItemTable, kind: ItemKind, mode: PatternMode, raw: string): SQL[] {
  const value = normalisePattern(mode, raw, kind);
  if (!value) return []; // nothing left once spaces and dashes go: every item matches (validation refuses it anyway)
  if (mode === "starts") return [startsWith(table.digits, value)];
  if (mode === "ends") return [like(table.digitsReversed, `${reverse(value)}%`)];
  // The cheap conditions come first: where SQL evaluates them in order (a count's FILTER), digit_4grams, which
  // builds an array, then runs only on the rows that passed them.
  const grams = kind === "number" ? quadgrams(value) : [];
  const gramCondition = grams.length
    ? [sql`digit_4grams(${table.digits}) @> array[${sql.join(grams.map((g) => sql`${g}`), sql`, `)}]::text[]`]
    : [];
  // Three of one digit: the very condition of its partial index (catalog.schema.ts), written out rather than
  // bound, so that PostgreSQL can see the index applies whichever plan it keeps for the statement.
  if (kind === "number" && mode === "contains" && TRIPLES.includes(value)) return [sql`${table.digits} like ${sql.raw(`'%${value}%'`)}`];
  if (mode === "contains") {
    // With the 4-gram index, strpos (LIKE '%…%' for digits) so the trigram index is not combined in for nothing.
    return grams.length ? [sql`strpos(${table.digits}, ${value}) > 0`, ...gramCondition] : [like(table.digits, likePattern({ mode, value }))];
  }
  // A mask (`x` any one digit): the same length and the fixed digits in place, matched on the reversed digits
  // (no trigram index there; a btree prefix when the mask ends with a fixed digit). Leading fixed digits are a
  // btree range on the digits, 3 fixed digits in a row inside the mask a trigram lookup.
  const conditions = [like(table.digitsReversed, reverse(likePattern({ mode, value })))];
  const runs = value.split("x");
  if (runs[0]) conditions.push(startsWith(table.digits, runs[0]));
  const inner = runs.slice(1, -1).filter((run) => run.length >= 3);
  if (!grams.length && inner.length) conditions.push(like(table.digits, `%${inner.sort((a, b) => b.length - a.length)[0]}%`));
  // A plate mask fixes the digit count, which the digit-count index answers before LIKE runs.
  if (kind === "plate") conditions.push(eq(table.digitCount, value.length));
  return [...conditions, ...gramCondition];
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

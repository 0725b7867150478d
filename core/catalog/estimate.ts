import { type ItemKind, type PatternClass, type PatternFeatures, hasPatternClass, patternClasses, patternFeatures } from "./patterns.ts";
import { type Tier, tierOf } from "./tiers.ts";

/**
 * The indicative price of a plate someone asks us to estimate, from comparable plates in stock and sold
 * (docs/decisions/0021): same emirate, digit count, pattern class and tier. Pure, so the rule is tested on
 * hand-made sets of prices and used unchanged by the requests module.
 */

/** Below this many comparables we say honestly that there are too few, rather than guess. */
export const MIN_COMPARABLES = 3;

/** Ranges are given in whole hundreds of dirhams (10,000 fils): a price to the fil would suggest a precision it lacks. */
const ROUNDING_FILS = 10_000n;

/** An item's main pattern class: the first of patternClasses it has, or "plain". One class per item, so "same class" is well defined. */
export function primaryPatternClass(features: PatternFeatures, kind: ItemKind = "plate"): PatternClass | "plain" {
  return patternClasses.find((c) => hasPatternClass(kind, features, c)) ?? "plain";
}

/** What makes two plates comparable, beside their emirate. */
export interface ComparableKey {
  digitCount: number;
  patternClass: PatternClass | "plain";
  tier: Tier;
}

export function comparableKey(features: PatternFeatures, kind: ItemKind = "plate"): ComparableKey {
  return { digitCount: features.digitCount, patternClass: primaryPatternClass(features, kind), tier: tierOf(kind, features) };
}

export function plateComparableKey(plateNumber: number): ComparableKey {
  return comparableKey(patternFeatures("plate", String(plateNumber)));
}

/** A mobile number's key (issue 31): numbers have no emirate, so the same rule without it, on the number's own classes and tier. */
export function numberComparableKey(digits: string): ComparableKey {
  return comparableKey(patternFeatures("number", digits), "number");
}

export type PriceEstimate = { enough: true; low: bigint; high: bigint; count: number } | { enough: false; count: number };

/** The value at a quantile of sorted prices, by nearest rank. */
function nearestRank(sorted: bigint[], q: number): bigint {
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
}

/**
 * The range from the lower to the upper quartile of the comparables' prices (nearest rank), the low end
 * rounded down and the high end up to whole hundreds of dirhams: the middle half of what such plates cost,
 * so one unusually cheap or dear plate does not stretch it.
 */
export function estimateRange(prices: readonly bigint[]): PriceEstimate {
  if (prices.length < MIN_COMPARABLES) return { enough: false, count: prices.length };
  const sorted = [...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const low = nearestRank(sorted, 0.25);
  const high = nearestRank(sorted, 0.75);
  const down = (v: bigint) => (v / ROUNDING_FILS) * ROUNDING_FILS;
  const up = (v: bigint) => ((v + ROUNDING_FILS - 1n) / ROUNDING_FILS) * ROUNDING_FILS;
  return { enough: true, low: down(low), high: up(high), count: prices.length };
}

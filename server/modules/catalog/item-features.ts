import { type ItemKind, patternFeatures } from "#core/catalog/patterns.ts";
import { tierOf } from "#core/catalog/tiers.ts";

/** The stored pattern columns of an item, computed from its digits whenever it is written. */
export function featureColumns(kind: ItemKind, digits: string) {
  const f = patternFeatures(kind, digits);
  return {
    digits,
    digitsReversed: [...digits].reverse().join(""),
    digitCount: f.digitCount,
    longestRun: f.longestRun,
    maxRepeat: f.maxRepeat,
    repeatingBlock: f.repeatingBlock,
    mirror: f.mirror,
    sequence: f.sequence,
    sequenceLength: f.sequenceLength,
    trailingZeros: f.trailingZeros,
    tier: tierOf(kind, f),
  };
}

/** A new plate's row: its code in capitals and its pattern columns from the number. */
export function plateValues<T extends { code: string; number: number }>(input: T) {
  return { ...input, code: input.code.toUpperCase(), ...featureColumns("plate", String(input.number)) };
}

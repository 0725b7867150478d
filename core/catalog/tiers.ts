import type { ItemKind, PatternFeatures } from "./patterns.ts";

/**
 * Tiers, best first. The rules below are the only place tiers are decided: the first rule that matches an
 * item gives its tier. Retune here (and re-save items) to change how the shop grades numbers.
 */
export const tiers = ["diamond", "platinum", "gold", "silver", "bronze"] as const;
export type Tier = (typeof tiers)[number];

interface TierRule {
  tier: Tier;
  kind: ItemKind;
  why: string;
  when: (f: PatternFeatures) => boolean;
}

export const tierRules: TierRule[] = [
  { tier: "diamond", kind: "plate", why: "one or two digits", when: (f) => f.digitCount <= 2 },
  { tier: "diamond", kind: "plate", why: "three of the same digit", when: (f) => f.digitCount === 3 && f.longestRun === 3 },
  { tier: "platinum", kind: "plate", why: "three digits", when: (f) => f.digitCount === 3 },
  { tier: "platinum", kind: "plate", why: "four or five of the same digit", when: (f) => f.longestRun >= 4 },
  { tier: "gold", kind: "plate", why: "four digits with a pattern", when: (f) => f.digitCount === 4 && (f.longestRun >= 3 || f.mirror || f.sequence !== null || f.repeatingBlock > 0 || f.trailingZeros >= 2) },
  { tier: "silver", kind: "plate", why: "four digits", when: (f) => f.digitCount === 4 },
  { tier: "silver", kind: "plate", why: "five digits with a pattern", when: (f) => f.longestRun >= 3 || f.mirror || f.sequence !== null || f.repeatingBlock > 0 || f.trailingZeros >= 3 },
  { tier: "diamond", kind: "number", why: "six or seven of the same digit", when: (f) => f.longestRun >= 6 },
  { tier: "platinum", kind: "number", why: "five of the same digit, or seven in sequence", when: (f) => f.longestRun >= 5 || f.sequenceLength >= 7 },
  { tier: "platinum", kind: "number", why: "ends in five zeros", when: (f) => f.trailingZeros >= 5 },
  { tier: "gold", kind: "number", why: "four of the same digit, a repeating block or a mirror", when: (f) => f.longestRun >= 4 || f.repeatingBlock > 0 || f.mirror || f.trailingZeros >= 4 },
  { tier: "silver", kind: "number", why: "a sequence, a triple or a digit four times", when: (f) => f.sequence !== null || f.longestRun >= 3 || f.maxRepeat >= 4 },
];

export function tierOf(kind: ItemKind, features: PatternFeatures): Tier {
  return tierRules.find((r) => r.kind === kind && r.when(features))?.tier ?? "bronze";
}

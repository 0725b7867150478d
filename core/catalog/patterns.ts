/**
 * Pattern features of a plate number or a mobile number, computed when an item is written and stored in
 * indexed columns, so searching "repeated digits" or "Diamond" never scans.
 *
 * The significant digits are the plate number itself (1 to 5 digits), or the 7 subscriber digits of a
 * mobile number (05X is the operator's prefix and says nothing about how special a number is).
 */
export type ItemKind = "plate" | "number";
export type Sequence = "asc" | "desc" | null;

export interface PatternFeatures {
  digitCount: number;
  /** Longest run of one digit: 3 for 5-777-12. */
  longestRun: number;
  /** How many times the most frequent digit appears. */
  maxRepeat: number;
  /** Length of a repeating block at the end: 2 for ABAB (1212), 3 for ABCABC (123123), else 0. */
  repeatingBlock: 0 | 2 | 3;
  /** Reads the same backwards (3 digits or more). */
  mirror: boolean;
  /** Ends in a run of consecutive digits going up (1234) or down (4321): all of a 3-digit plate, else 4 or more. */
  sequence: Sequence;
  /** Length of that run at the end (1 when the last two digits are not consecutive). */
  sequenceLength: number;
  trailingZeros: number;
}

export function significantDigits(kind: ItemKind, digits: string): string {
  return kind === "number" ? digits.slice(-7) : digits;
}

function runLengths(s: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    run = i > 0 && s[i] === s[i - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

function maxRepeat(s: string): number {
  const counts = new Map<string, number>();
  for (const d of s) counts.set(d, (counts.get(d) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

/** The longest suffix with period k, not counting a single repeated digit (that is a run, not a block). */
function repeatingBlock(s: string): 0 | 2 | 3 {
  for (const k of [2, 3] as const) {
    let len = k;
    while (len < s.length && s[s.length - 1 - len] === s[s.length - 1 - len + k]) len++;
    const block = s.slice(-k);
    if (len >= 2 * k && new Set(block).size > 1) return k;
  }
  return 0;
}

function sequenceSuffix(s: string): { sequence: Sequence; sequenceLength: number } {
  let best = { sequence: null as Sequence, sequenceLength: Math.min(1, s.length) };
  for (const [step, name] of [[1, "asc"], [-1, "desc"]] as const) {
    let len = 1;
    for (let i = s.length - 1; i > 0 && Number(s[i]) - Number(s[i - 1]) === step; i--) len++;
    if (len > best.sequenceLength) best = { sequence: name, sequenceLength: len };
  }
  const enough = s.length >= 3 && best.sequenceLength >= Math.min(s.length, 4);
  return { sequence: enough ? best.sequence : null, sequenceLength: best.sequenceLength };
}

export function patternFeatures(kind: ItemKind, digits: string): PatternFeatures {
  const s = significantDigits(kind, digits);
  return {
    digitCount: s.length,
    longestRun: runLengths(s),
    maxRepeat: maxRepeat(s),
    repeatingBlock: repeatingBlock(s),
    mirror: s.length >= 3 && s === [...s].reverse().join(""),
    ...sequenceSuffix(s),
    trailingZeros: s.length - s.replace(/0+$/, "").length,
  };
}

/** Pattern classes a buyer can filter by; each is a condition on the stored features. */
export const patternClasses = ["repeated", "block", "mirror", "sequence", "round"] as const;
export type PatternClass = (typeof patternClasses)[number];

export function hasPatternClass(kind: ItemKind, f: PatternFeatures, cls: PatternClass): boolean {
  switch (cls) {
    case "repeated":
      return f.longestRun >= (kind === "plate" ? Math.min(3, f.digitCount) : 4) && f.digitCount > 1;
    case "block":
      return f.repeatingBlock > 0;
    case "mirror":
      return f.mirror;
    case "sequence":
      return f.sequence !== null;
    case "round":
      return f.trailingZeros >= (kind === "plate" ? 2 : 3);
  }
}

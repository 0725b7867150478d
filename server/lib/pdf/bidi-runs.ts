import bidiModule from "bidi-js";
import { withoutIsolates } from "#core/text/bidi.ts";

// The package's types describe an ES module's default export; Node loads its CommonJS build, whose export is
// that factory itself.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** A stretch of one line's text in one direction, in logical (typed) order. */
export interface DirectionalRun {
  text: string;
  rtl: boolean;
}

/**
 * Splits one line into runs of one direction and puts the runs in the order they are seen, left to right
 * (Unicode bidi algorithm, rule L2, applied to whole runs). Each run keeps its characters in logical order:
 * an Arabic run is shaped and laid right to left by the font engine (pdfkit's `rtla` feature), which needs
 * the letters as typed to join them; its brackets are mirrored (rule L4), since the font engine lays the glyphs
 * right to left but draws "(" as "(". pdfkit does none of this for mixed text, so "الرقم INV-000123" would
 * otherwise come out with its parts swapped.
 */
export function visualRuns(line: string, base: "rtl" | "ltr"): DirectionalRun[] {
  if (line === "") return [];
  const { levels } = bidi.getEmbeddingLevels(line, base);
  const runs: { text: string; level: number }[] = [];
  let start = 0;
  for (let i = 1; i <= line.length; i++) {
    if (i === line.length || levels[i] !== levels[start]) {
      runs.push({ text: line.slice(start, i), level: levels[start]! });
      start = i;
    }
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : Infinity)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end]!.level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  // The isolates (core/text/bidi.ts) have done their work in the levels; a font has no glyph for them.
  return runs
    .map((r) => ({ text: withoutIsolates(r.text), level: r.level }))
    .filter((r) => r.text !== "")
    .map((r) => (r.level % 2 === 1 ? { text: mirrored(r.text), rtl: true } : { text: r.text, rtl: false }));
}

/** "(" as ")" and so on: what a bracket looks like in right-to-left text. */
function mirrored(text: string): string {
  return Array.from(text, (c) => bidi.getMirroredCharacter(c) ?? c).join("");
}

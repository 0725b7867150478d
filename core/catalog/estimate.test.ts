import { describe, expect, it } from "vitest";
import { MIN_COMPARABLES, estimateRange, plateComparableKey, primaryPatternClass } from "./estimate.ts";
import { patternFeatures } from "./patterns.ts";

const aed = (n: number) => BigInt(n) * 100n;

describe("estimateRange", () => {
  it("says there are too few below the minimum, with how many there are", () => {
    expect(MIN_COMPARABLES).toBe(3);
    expect(estimateRange([])).toEqual({ enough: false, count: 0 });
    expect(estimateRange([aed(10_000), aed(12_000)])).toEqual({ enough: false, count: 2 });
  });

  it("gives the middle half of the prices (nearest-rank quartiles), rounded outwards to hundreds of dirhams", () => {
    // Sorted: 8,050 · 10,000 · 12,345 · 15,000 · 90,000 → quartiles by nearest rank: 10,000 and 15,000.
    const prices = [aed(15_000), aed(8_050), aed(90_000), aed(12_345), aed(10_000)];
    expect(estimateRange(prices)).toEqual({ enough: true, low: aed(10_000), high: aed(15_000), count: 5 });
  });

  it("rounds the low end down and the high end up", () => {
    // Three prices: quartiles are the 1st (25% of 3 → rank 1) and the 3rd (75% of 3 → rank 3).
    expect(estimateRange([aed(20_150) + 50n, aed(21_000), aed(23_420)])).toEqual({ enough: true, low: aed(20_100), high: aed(23_500), count: 3 });
  });

  it("is not stretched by one outlier among many", () => {
    const prices = [...Array.from({ length: 11 }, (_, i) => aed(30_000 + i * 1_000)), aed(5_000_000)];
    const range = estimateRange(prices);
    expect(range).toMatchObject({ enough: true, count: 12 });
    if (range.enough) expect(range.high).toBeLessThan(aed(100_000));
  });
});

describe("comparable keys", () => {
  it("gives each plate one pattern class, the first it has, or plain", () => {
    expect(primaryPatternClass(patternFeatures("plate", "7777"))).toBe("repeated");
    expect(primaryPatternClass(patternFeatures("plate", "1212"))).toBe("block");
    expect(primaryPatternClass(patternFeatures("plate", "12321"))).toBe("mirror");
    expect(primaryPatternClass(patternFeatures("plate", "1234"))).toBe("sequence");
    expect(primaryPatternClass(patternFeatures("plate", "4500"))).toBe("round");
    expect(primaryPatternClass(patternFeatures("plate", "4719"))).toBe("plain");
  });

  it("keys a plate by digit count, pattern class and tier", () => {
    expect(plateComparableKey(7777)).toEqual({ digitCount: 4, patternClass: "repeated", tier: "platinum" });
    expect(plateComparableKey(4719)).toEqual({ digitCount: 4, patternClass: "plain", tier: "silver" });
    expect(plateComparableKey(5)).toEqual({ digitCount: 1, patternClass: "plain", tier: "diamond" });
  });
});

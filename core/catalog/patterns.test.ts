import { describe, expect, it } from "vitest";
import { hasPatternClass, patternFeatures } from "./patterns.ts";
import { tierOf } from "./tiers.ts";

const plate = (n: string) => patternFeatures("plate", n);
const mobile = (n: string) => patternFeatures("number", n);

describe("pattern features", () => {
  it("counts digits of the significant part", () => {
    expect(plate("7").digitCount).toBe(1);
    expect(plate("12345").digitCount).toBe(5);
    expect(mobile("0501234567").digitCount).toBe(7);
  });

  it("finds the longest run of one digit", () => {
    expect(plate("5").longestRun).toBe(1);
    expect(plate("57771").longestRun).toBe(3);
    expect(plate("11122").longestRun).toBe(3);
    expect(mobile("0557777777").longestRun).toBe(7);
    expect(mobile("0551212121").longestRun).toBe(1);
  });

  it("counts the most repeated digit", () => {
    expect(plate("12121").maxRepeat).toBe(3);
    expect(mobile("0501020304").maxRepeat).toBe(3);
    expect(plate("12345").maxRepeat).toBe(1);
  });

  it("finds repeating blocks (ABAB, ABCABC) but not runs", () => {
    expect(plate("1212").repeatingBlock).toBe(2);
    expect(plate("91212").repeatingBlock).toBe(2);
    expect(plate("12121").repeatingBlock).toBe(2);
    expect(mobile("0521123123").repeatingBlock).toBe(3);
    expect(mobile("0503434343").repeatingBlock).toBe(2);
    expect(plate("7777").repeatingBlock).toBe(0);
    expect(plate("1213").repeatingBlock).toBe(0);
    expect(plate("121").repeatingBlock).toBe(0);
  });

  it("finds mirrors of three digits or more", () => {
    expect(plate("121").mirror).toBe(true);
    expect(plate("12321").mirror).toBe(true);
    expect(mobile("0551234321").mirror).toBe(true);
    expect(plate("77").mirror).toBe(false);
    expect(plate("1231").mirror).toBe(false);
  });

  it("finds ascending and descending sequences at the end", () => {
    expect(plate("123")).toMatchObject({ sequence: "asc", sequenceLength: 3 });
    expect(plate("4321")).toMatchObject({ sequence: "desc", sequenceLength: 4 });
    expect(plate("91234").sequence).toBe("asc");
    expect(plate("9123").sequence).toBe(null);
    expect(plate("12").sequence).toBe(null);
    expect(mobile("0501234567")).toMatchObject({ sequence: "asc", sequenceLength: 7 });
    expect(mobile("0509876543")).toMatchObject({ sequence: "desc", sequenceLength: 7 });
    expect(mobile("0505556789").sequence).toBe("asc");
  });

  it("counts trailing zeros", () => {
    expect(plate("5000").trailingZeros).toBe(3);
    expect(plate("1").trailingZeros).toBe(0);
    expect(mobile("0501000000").trailingZeros).toBe(6);
  });
});

describe("pattern classes", () => {
  it("classifies repeated, block, mirror, sequence and round numbers", () => {
    expect(hasPatternClass("plate", plate("777"), "repeated")).toBe(true);
    expect(hasPatternClass("plate", plate("7"), "repeated")).toBe(false);
    expect(hasPatternClass("number", mobile("0551237777"), "repeated")).toBe(true);
    expect(hasPatternClass("number", mobile("0551234777"), "repeated")).toBe(false);
    expect(hasPatternClass("plate", plate("4545"), "block")).toBe(true);
    expect(hasPatternClass("plate", plate("12321"), "mirror")).toBe(true);
    expect(hasPatternClass("plate", plate("2345"), "sequence")).toBe(true);
    expect(hasPatternClass("plate", plate("500"), "round")).toBe(true);
    expect(hasPatternClass("number", mobile("0551234500"), "round")).toBe(false);
    expect(hasPatternClass("number", mobile("0551234000"), "round")).toBe(true);
  });
});

describe("tiers", () => {
  it.each([
    ["1", "diamond"],
    ["99", "diamond"],
    ["777", "diamond"],
    ["123", "platinum"],
    ["5555", "platinum"],
    ["77777", "platinum"],
    ["1212", "gold"],
    ["1221", "gold"],
    ["2000", "gold"],
    ["1000", "gold"],
    ["1234", "gold"],
    ["1847", "silver"],
    ["12321", "silver"],
    ["10000", "platinum"],
    ["12000", "silver"],
    ["18472", "bronze"],
  ])("plate %s is %s", (n, tier) => {
    expect(tierOf("plate", plate(n))).toBe(tier);
  });

  it.each([
    ["0507777777", "diamond"],
    ["0551777777", "diamond"],
    ["0502777772", "platinum"],
    ["0501234567", "platinum"],
    ["0521200000", "platinum"],
    ["0553217777", "gold"],
    ["0523434343", "gold"],
    ["0551234321", "gold"],
    ["0504830000", "gold"],
    ["0509271234", "silver"],
    ["0508317779", "silver"],
    ["0508319472", "bronze"],
  ])("number %s is %s", (n, tier) => {
    expect(tierOf("number", mobile(n))).toBe(tier);
  });
});

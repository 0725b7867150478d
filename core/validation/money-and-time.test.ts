import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatScaled, parseScaledDecimal } from "../text/digits.ts";
import { formatUaeDateTime, parseUaeDateTime } from "../text/uae-time.ts";
import { hundredths, money, uaeDateTime } from "./fields.ts";

// The form kit's money, percentage and date primitives: amounts as people type them, kept as integer fils;
// times typed in UAE time, kept as instants.

describe("money() and hundredths()", () => {
  const fee = money({ maxAed: 1_000_000, message: "m" });

  it("reads every amount it writes back, to the fils (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (fils) => {
        expect(fee.parse(formatScaled(fils, 2))).toBe(fils);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ["1,250.50", 125_050],
    ["1250.5", 125_050],
    ["١٬٢٥٠٫٥٠", 125_050],
    [" 7 ", 700],
    ["0.01", 1],
    ["1,000,000", 100_000_000],
  ])("reads %j as %i fils", (typed, fils) => {
    expect(fee.parse(typed)).toBe(fils);
  });

  it.each(["", "-1", "1e3", "0x10", "1.005", "1,25", "12,3456", "1.", ".5", "NaN", "Infinity", "1 000", "1000000.01", "١٢٣abc"])("refuses %j", (typed) => {
    expect(fee.safeParse(typed).success).toBe(false);
  });

  it("takes JSON numbers in the same unit as the text, and refuses other types", () => {
    expect(fee.parse(12.5)).toBe(1250);
    for (const bad of [true, null, {}, [], -1, 1e21, Number.NaN]) expect(fee.safeParse(bad).success, String(bad)).toBe(false);
  });

  it("keeps a percentage as basis points", () => {
    const rate = hundredths({ min: 0, max: 10_000, message: "m" });
    expect(rate.parse("5")).toBe(500);
    expect(rate.parse("5.25")).toBe(525);
    expect(rate.safeParse("100.01").success).toBe(false);
  });

  it("never loses precision on the way in (no floating point)", () => {
    expect(parseScaledDecimal("9007199254740.99", 2)).toBe(900_719_925_474_099);
    expect(parseScaledDecimal("90071992547409.93", 2)).toBeUndefined();
  });
});

describe("uaeDateTime()", () => {
  const when = uaeDateTime({ message: "validation.date" });

  it("reads a datetime-local value as Dubai time (UTC+4, no daylight saving)", () => {
    expect(when.parse("2026-11-24T18:30").toISOString()).toBe("2026-11-24T14:30:00.000Z");
    expect(when.parse("2026-07-01T00:15").toISOString()).toBe("2026-06-30T20:15:00.000Z");
    expect(when.parse("2026-11-24T14:30:00Z").toISOString()).toBe("2026-11-24T14:30:00.000Z");
  });

  it.each(["2026-02-30T10:00", "2026-13-01T10:00", "2026-11-24T24:00", "2026-11-24", "tomorrow", "", "2026-11-24T18:30\u202e"])("refuses %j", (typed) => {
    expect(when.safeParse(typed).success).toBe(false);
  });

  it("writes the field's value back from an instant (fast-check round trip)", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2099, 11, 31) / 60_000 }), (minutes) => {
        const instant = new Date(minutes * 60_000);
        expect(parseUaeDateTime(formatUaeDateTime(instant))?.getTime()).toBe(instant.getTime());
      }),
      { numRuns: 2000 },
    );
  });
});

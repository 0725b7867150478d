import { describe, expect, it } from "vitest";
import { addDays, daysInRange, eachDay, parseDay, uaeDay, uaeDayStart } from "./uae-days.ts";

describe("UAE days", () => {
  it("starts a UAE day at 20:00 UTC of the day before, whatever the process's zone", () => {
    expect(uaeDay(new Date("2026-11-25T19:59:59.999Z"))).toBe("2026-11-25");
    expect(uaeDay(new Date("2026-11-25T20:00:00Z"))).toBe("2026-11-26");
    expect(uaeDayStart("2026-11-26").toISOString()).toBe("2026-11-25T20:00:00.000Z");
    expect(uaeDay(uaeDayStart("2026-03-01"))).toBe("2026-03-01");
  });

  it("refuses dates that do not exist instead of rolling them over", () => {
    expect(parseDay("2026-02-30")).toBeUndefined();
    expect(parseDay("2026-13-01")).toBeUndefined();
    expect(parseDay("26-11-2026")).toBeUndefined();
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
  });

  it("counts and lists the days of a range, both ends included, across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysInRange("2026-11-26", "2026-11-26")).toBe(1);
    expect(daysInRange("2026-11-26", "2026-11-25")).toBe(0);
    expect(daysInRange("2025-11-26", "2026-11-26")).toBe(366);
    expect(eachDay("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(eachDay("2026-03-02", "2026-03-01")).toEqual([]);
  });
});

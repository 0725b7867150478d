import { describe, expect, it } from "vitest";
import { formatAed as format } from "./money.ts";

// Intl separates the currency with a no-break space; compare with plain spaces.
const formatAed = (...args: Parameters<typeof format>) => format(...args).replace(/\u00a0/g, " ");

describe("formatAed", () => {
  it("formats fils as AED in English", () => {
    expect(formatAed(123456n, "en")).toBe("AED 1,234.56");
    expect(formatAed(0n, "en")).toBe("AED 0.00");
    expect(formatAed(5, "en")).toBe("AED 0.05");
  });

  it("formats in Arabic with the Arabic currency name and Western digits", () => {
    const text = formatAed(123456n, "ar");
    expect(text).toMatch(/1,234\.56|1٬234٫56/);
    expect(text).toMatch(/د\.إ/);
  });

  it("keeps every fils of prices far beyond float precision", () => {
    // 90,071,992,547,409.93 AED: past Number.MAX_SAFE_INTEGER fils.
    expect(formatAed(9_007_199_254_740_993n, "en")).toBe("AED 90,071,992,547,409.93");
    expect(formatAed("5000000000", "en")).toBe("AED 50,000,000.00");
  });

  it("formats negative amounts (discounts)", () => {
    expect(formatAed(-2550n, "en")).toBe("-AED 25.50");
  });
});

import fc from "fast-check";
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

  it("writes the Arabic currency without CLDR's final dot", () => {
    expect(formatAed(123456n, "ar")).toBe("1,234.56 د.إ");
  });

  it("writes what Intl.NumberFormat writes for en-AE and ar-AE (Western digits), bidi marks and the Arabic final dot aside", () => {
    const intl = {
      en: new Intl.NumberFormat("en-AE", { style: "currency", currency: "AED" }),
      ar: new Intl.NumberFormat("ar-AE-u-nu-latn", { style: "currency", currency: "AED" }),
    };
    const withoutBidiMarks = (text: string) => text.replace(/[\u200e\u200f]/g, "").replace(/د\.إ\.$/, "د.إ");
    // Intl formats a decimal string exactly, at any size.
    const decimal = (fils: bigint) => `${fils < 0n ? "-" : ""}${(fils < 0n ? -fils : fils) / 100n}.${String((fils < 0n ? -fils : fils) % 100n).padStart(2, "0")}`;
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.constantFrom("en" as const, "ar" as const), (fils, lang) => {
        expect(format(fils, lang)).toBe(withoutBidiMarks(intl[lang].format(decimal(fils) as unknown as number)));
      }),
      { numRuns: 2000 },
    );
  });
});

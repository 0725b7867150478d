import { describe, expect, it } from "vitest";
import { visualRuns } from "./bidi-runs.ts";

describe("visualRuns", () => {
  it("keeps a plain English line as one left-to-right run", () => {
    expect(visualRuns("Tax invoice INV-000123", "ltr")).toEqual([{ text: "Tax invoice INV-000123", rtl: false }]);
  });

  it("puts a number after an Arabic label on its left, in an Arabic line", () => {
    expect(visualRuns("رقم الفاتورة INV-000123", "rtl")).toEqual([
      { text: "INV-000123", rtl: false },
      { text: "رقم الفاتورة ", rtl: true },
    ]);
  });

  it("orders label, amount and currency of an Arabic line from right to left", () => {
    expect(visualRuns("المبلغ: 1,050.00 درهم", "rtl")).toEqual([
      { text: " درهم", rtl: true },
      { text: "1,050.00", rtl: false },
      { text: "المبلغ: ", rtl: true },
    ]);
  });

  it("keeps digits that follow an Arabic name in an English line with the name, on its left", () => {
    expect(visualRuns("Buyer: سارة 12", "ltr")).toEqual([
      { text: "Buyer: ", rtl: false },
      { text: "12", rtl: false },
      { text: "سارة ", rtl: true },
    ]);
  });

  it("mirrors brackets in right-to-left runs only", () => {
    expect(visualRuns("خصم (الرمز", "rtl")).toEqual([{ text: "خصم )الرمز", rtl: true }]);
    expect(visualRuns("Discount (code", "ltr")).toEqual([{ text: "Discount (code", rtl: false }]);
  });

  it("gives nothing for an empty line", () => {
    expect(visualRuns("", "rtl")).toEqual([]);
  });
});

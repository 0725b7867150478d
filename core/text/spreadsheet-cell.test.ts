import { describe, expect, it } from "vitest";
import { defuseFormula } from "./spreadsheet-cell.ts";

describe("defuseFormula", () => {
  it("puts an apostrophe before every character a spreadsheet reads as the start of a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(defuseFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
  });
  it("leaves other text, Arabic and a leading zero as they are", () => {
    for (const text of ["0501234567", "دبي", "A 12345", "", "1+1"]) expect(defuseFormula(text)).toBe(text);
  });
});

import { describe, expect, it } from "vitest";
import { basisPointsFigure, formatBasisPoints, formatPercent } from "./percent.ts";

describe("percentages", () => {
  it("write the Arabic percent sign in Arabic and % in English", () => {
    expect(formatPercent(5, "ar")).toBe("5\u066a");
    expect(formatPercent(5, "en")).toBe("5%");
    expect(formatPercent(12, "ar")).not.toContain("%");
  });

  it("read a rate in basis points as its figure, hundredths only when it has them", () => {
    expect([500, 250, 1234, 0, 5].map(basisPointsFigure)).toEqual(["5", "2.50", "12.34", "0", "0.05"]);
    expect(formatBasisPoints(500, "ar")).toBe("5٪");
    expect(formatBasisPoints(250, "en")).toBe("2.50%");
  });
});

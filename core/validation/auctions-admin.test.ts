import { describe, expect, it } from "vitest";
import { DEFAULT_TIERS } from "../auctions/rules.ts";
import { parseTiers, readItemText, tiersText } from "./auctions-admin.ts";

// What staff type in the schedule form (decision 0068): the increment tiers and a lot's plate or number.

describe("the increment tiers as typed", () => {
  it("reads one 'from step' line per tier in AED, with Arabic digits and separators, as fils", () => {
    expect(parseTiers("0 1000\n100000 5000")).toEqual({ tiers: DEFAULT_TIERS });
    expect(parseTiers(" ٠ ١٠٠٠ \n\n١٠٠٠٠٠، ٥٠٠٠ ")).toEqual({ tiers: DEFAULT_TIERS });
    expect(parseTiers("0 1,000\n100,000 5,000")).toEqual({ tiers: DEFAULT_TIERS });
    expect(parseTiers("0 250.50")).toEqual({ tiers: [{ from: 0n, step: 25_050n }] });
    expect(parseTiers(tiersText(DEFAULT_TIERS))).toEqual({ tiers: DEFAULT_TIERS });
  });

  it("refuses a line that is not two amounts, a zero step, a first tier above 0, and tiers that do not rise", () => {
    expect(parseTiers("")).toEqual({ error: "auctionsAdmin.tiersInvalid" });
    expect(parseTiers("0")).toEqual({ error: "auctionsAdmin.tiersInvalid" });
    expect(parseTiers("0 1000 5")).toEqual({ error: "auctionsAdmin.tiersInvalid" });
    expect(parseTiers("0 0")).toEqual({ error: "auctionsAdmin.tiersInvalid" });
    expect(parseTiers("0 ten")).toEqual({ error: "auctionsAdmin.tiersInvalid" });
    expect(parseTiers("500 1000")).toEqual({ error: "auctionsAdmin.tiersNotIncreasing" });
    expect(parseTiers("0 1000\n100000 5000\n100000 10000")).toEqual({ error: "auctionsAdmin.tiersNotIncreasing" });
    expect(parseTiers("0 1000\n100000 5000\n50000 10000")).toEqual({ error: "auctionsAdmin.tiersNotIncreasing" });
  });
});

describe("a lot's plate or number", () => {
  it("reads a mobile number in any keyboard's digits, with spaces or +971", () => {
    expect(readItemText("0501234567")).toEqual({ kind: "number", digits: "0501234567" });
    expect(readItemText("٠٥٠ ١٢٣ ٤٥٦٧")).toEqual({ kind: "number", digits: "0501234567" });
    expect(readItemText("+971 50 123 4567")).toEqual({ kind: "number", digits: "0501234567" });
  });

  it("reads a plate as emirate, code and number, in any case and spacing", () => {
    expect(readItemText("DU A 123")).toEqual({ kind: "plate", emirate: "DU", code: "A", number: 123 });
    expect(readItemText("  az  50   7 ")).toEqual({ kind: "plate", emirate: "AZ", code: "50", number: 7 });
    expect(readItemText("du aa ١٢")).toEqual({ kind: "plate", emirate: "DU", code: "AA", number: 12 });
  });

  it("reads nothing else", () => {
    for (const text of ["", "A 123", "DU A", "DUBAI A 123", "123", "DU A 123456", "050123"]) expect(readItemText(text), text).toBeUndefined();
  });
});

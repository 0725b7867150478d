import { describe, expect, it } from "vitest";
import { clockText } from "./countdown.tsx";

describe("the lot's clock text", () => {
  it.each([
    [0, "00:00:00"],
    [999, "00:00:01"],
    [61_000, "00:01:01"],
    [3_599_000, "00:59:59"],
    [86_399_000, "23:59:59"],
    [90_061_000, "1:01:01:01"],
    [12 * 86_400_000, "12:00:00:00"],
  ])("%i ms left reads %s (a part second counts as a second, so it shows 0 only at the end)", (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });
});

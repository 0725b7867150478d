import { describe, expect, it } from "vitest";
import { orderStates, orderTransitions } from "./order-states.ts";

describe("the order states", () => {
  it("has no state that no transition reaches (an order starts in verification; decision 0061)", () => {
    const reached = new Set<string>(["verification", ...Object.values(orderTransitions).map((t) => t.to)]);
    expect(orderStates.filter((s) => !reached.has(s))).toEqual([]);
  });
});

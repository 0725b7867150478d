import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords.ts";

describe("the common-password list", () => {
  it("holds at least 10,000 passwords", () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(10_000);
  });

  it("refuses well-known passwords whatever their case, and lets a rare one through", () => {
    for (const password of ["123456", "password", "qwerty123", "Password", "ILOVEYOU"]) expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword("Harbour-Lights-2026")).toBe(false);
  });
});

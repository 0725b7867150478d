import { describe, expect, it } from "vitest";
import { readSessionCookie, sessionToken } from "./session.ts";

// Issue 25, item 4: any session cookie is read without throwing; one that holds no token is "no session" and
// marked spoiled (cleared by the answer), unless another session cookie of the same header holds one.
describe("readSessionCookie", () => {
  const token = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

  it("reads the token the site wrote (percent-encoded), among other cookies", () => {
    expect(readSessionCookie(`lang=en; session=${token}; x=1`)).toEqual({ token, spoiled: false });
    expect(readSessionCookie(`session=${encodeURIComponent("a+b/c=")}`)).toEqual({ token: "a+b/c=", spoiled: false });
  });

  it("reads no cookie as no session, and nothing to clear", () => {
    expect(readSessionCookie(undefined)).toEqual({ token: undefined, spoiled: false });
    expect(readSessionCookie("lang=en; sessions=x; xsession=y")).toEqual({ token: undefined, spoiled: false });
  });

  it.each([
    ["empty", "session="],
    ["a lone %", "session=%"],
    ["a cut escape", "session=%E0%A4%A"],
    ["escapes that are not UTF-8", "session=%ff%fe"],
    ["a lone surrogate's escape", "session=%ED%A0%80"],
    ["8 KB", `session=${"A".repeat(8192)}`],
    ["201 characters", `session=${"A".repeat(201)}`],
    ["control characters", "session=ab\u0001\u0000\u007fcd"],
    ["bytes that are not UTF-8, read as latin1", "session=\u00ff\u00fe"],
    ["a space inside", "session=ab cd"],
    ["an escaped control character", "session=ab%00cd"],
    ["quotes", 'session="abc"'],
  ])("reads %s as no session, to be cleared", (_, cookie) => {
    expect(readSessionCookie(cookie)).toEqual({ token: undefined, spoiled: true });
    expect(sessionToken(undefined, cookie)).toBeUndefined();
  });

  it("takes the first session cookie that holds a token, and then clears nothing", () => {
    expect(readSessionCookie(`session=%; session=${token}`)).toEqual({ token, spoiled: false });
    expect(readSessionCookie(`session=${token}; session=%E0%A4%A`)).toEqual({ token, spoiled: false });
  });
});

describe("sessionToken", () => {
  it("prefers the Authorization header, bare or as Bearer", () => {
    expect(sessionToken("abc123", "session=other")).toBe("abc123");
    expect(sessionToken("Bearer  abc123 ", null)).toBe("abc123");
  });

  it.each(["Bearer %", "Bearer \u00ff", "Bearer a b", "x".repeat(8192), "Bearer ab\u0000"])("reads the header %j as no session, without the cookie", (header) => {
    expect(sessionToken(header, "session=abc123")).toBeUndefined();
  });
});

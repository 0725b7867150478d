import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

describe("safeReturnPath", () => {
  it.each(["/", "/profile", "/en/profile", "/buy/numbers/12?x=1#top", "/blog/%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9", "/wishlist?tab=plates"])(
    "keeps the site path %s",
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  // At least 20 hostile values: every one must fall back to home.
  const hostile = [
    "//evil.example",
    "//evil.example/path",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "https://evil.example",
    "http://evil.example/profile",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "%252F%252Fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/\tevil.example",
    "/\n/evil.example",
    "/\r\n//evil.example",
    "evil.example",
    "profile",
    "./profile",
    "../profile",
    "",
    " ",
    "/%0d%0aSet-Cookie:x=1",
    "/\u0000//evil.example",
    "//%65vil.example",
    "/%2f%2fevil.example",
    "https:evil.example",
    "/" + "a".repeat(3000),
    // Normalised by the URL parser into "//evil.test" (dot segments, encoded dots).
    "/.//evil.test",
    "/./\\evil.test",
    "/%2e//evil.test",
    "/%2E%2E//evil.test",
    "/a/..//evil.test",
    "/a/%2e%2e//evil.test",
    "/..//evil.test?x=1",
  ];
  it.each(hostile)("rejects %j", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it("rejects non-strings and uses the given fallback", () => {
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath(null, "/en")).toBe("/en");
    expect(safeReturnPath(["/profile"], "/en")).toBe("/en");
  });

  it("has a corpus of at least 20 hostile values", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(20);
  });

  // Pieces that have each fooled some redirect check somewhere, joined at random.
  const piece = fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2E", "%2f", "%2F", "%5c", "%252f", "evil.test", "a", "?", "#", "@", ":", "http:", "https:", "\t", "\n", "\r", "\u0000", " ", "\u3002", "\uff0f", "é");
  const tricky = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(""));

  /** Where a browser goes when this value is the Location of a page at https://this.site/some/page. */
  function browserTarget(location: string) {
    return new URL(location, "https://this.site/some/page");
  }

  it("answers, for any input, a same-origin path starting with a single / or the fallback", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), tricky, tricky.map((t) => "/" + t)), (value) => {
        const result = safeReturnPath(value, "/fallback");
        if (result === "/fallback") return;
        expect(result).toMatch(/^\/(?![/\\])/);
        expect(browserTarget(result).origin).toBe("https://this.site");
        // Taken again (a second hop through sign-in), it stays the same path.
        expect(safeReturnPath(result, "/fallback")).toBe(result);
      }),
      { numRuns: 20_000 },
    );
  });
});

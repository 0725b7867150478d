import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { pageRequests } from "../helpers/page-requests.ts";
import { createUser } from "../helpers/users.ts";

// Every redirect target a request can name stays on this site, however the URL parser normalises it
// (issue 11, item 1). Pages from the production build, posted as a browser without JavaScript.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false });
});
afterAll(() => t.close());

const { get, post } = pageRequests(() => t);

async function signedIn(): Promise<string> {
  const { email, password } = await createUser(t);
  const res = await post("/en/sign_in", { email, password });
  const cookie = ([] as string[]).concat((res.headers["set-cookie"] as string | string[]) ?? []).find((c) => c.startsWith("session="));
  return cookie!.split(";")[0]!;
}

/** Where a browser on this site goes when it follows this Location. */
const origin = (location: string) => new URL(location, "https://shop.test/en/sign_in").origin;

// Each passes a check on the raw text and becomes "//evil.test" once the URL parser removes dot segments.
const normalisedOffSite = ["/.//evil.test", "/%2e//evil.test", "/a/..//evil.test", "/./%2e//evil.test/x?y=1"];

describe("redirect targets", () => {
  it.each(normalisedOffSite)("sign-in (POST after a real login) keeps %s on the site", async (target) => {
    const { email, password } = await createUser(t);
    const res = await post(`/en/sign_in?redirect=${encodeURIComponent(target)}`, { email, password });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en");
  });

  it.each(normalisedOffSite)("sign-in (GET when already signed in) keeps %s on the site", async (target) => {
    const res = await get(`/sign_in?redirect=${encodeURIComponent(target)}`, await signedIn());
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
  });

  it("sign-in still returns to a real page of the site", async () => {
    const res = await get(`/en/sign_in?redirect=${encodeURIComponent("/en/wishlist?tab=plates")}`, await signedIn());
    expect(res.headers.location).toBe("/en/wishlist?tab=plates");
  });

  it.each(normalisedOffSite)("the wishlist form's back field keeps %s on the site", async (back) => {
    const plate = { kind: "plate", id: "1", intent: "add", back };
    const visitor = await post("/en/fav", plate);
    expect(visitor.statusCode).toBe(302);
    const signIn = new URL(String(visitor.headers.location), "https://shop.test");
    expect(signIn.pathname).toBe("/en/sign_in");
    expect(origin(signIn.searchParams.get("redirect")!)).toBe("https://shop.test");

    // Removing needs no item in the catalogue (this database has none) and answers the same redirect.
    const member = await post("/en/fav", { ...plate, intent: "remove" }, await signedIn());
    expect(member.statusCode).toBe(302);
    expect(origin(String(member.headers.location))).toBe("https://shop.test");
  });

  it("the language switch of a page at a double-slash path stays on the site", async () => {
    for (const [path, expected] of [
      ["/en//evil.test", "/"],
      ["/en/.//evil.test", "/"],
    ] as const) {
      const page = await get(path);
      const hrefs = [...page.body.matchAll(/<a[^>]*hrefLang="(?:ar|en)"[^>]*href="([^"]*)"|<a[^>]*href="([^"]*)"[^>]*hrefLang="(?:ar|en)"/gi)].map((m) => m[1] ?? m[2]);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(origin(href!)).toBe("https://shop.test");
        expect(href).toBe(expected);
      }
    }
  });
});

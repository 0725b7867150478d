import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plateFilters } from "#core/validation/catalog.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { shown } from "../helpers/page-requests.ts";

// Pages kept for visitors without an account (server/http/page-cache.ts), through the production build.
let t: TestApp;
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { PAGE_CACHE_SECONDS: "60" } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...browser, ...headers } });
const headerNonce = (csp: unknown) => /'nonce-([0-9a-f]+)'/.exec(String(csp))![1]!;
const bodyNonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));

async function onePlate() {
  return (await t.services.catalog.searchPlates(plateFilters.parse({}))).items[0]!;
}

describe("kept pages", () => {
  it("answers the second visitor from the kept page, with a nonce of its own everywhere", async () => {
    const first = await get("/en/plates?sort=price_desc");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBeUndefined();
    const second = await get("/en/plates?sort=price_desc");
    expect(second.statusCode).toBe(200);
    expect(second.headers["x-page-cache"]).toBe("hit");

    const [n1, n2] = [headerNonce(first.headers["content-security-policy"]), headerNonce(second.headers["content-security-policy"])];
    expect(n2).not.toBe(n1);
    expect(bodyNonces(first.body)).toEqual(new Set([n1]));
    expect(bodyNonces(second.body)).toEqual(new Set([n2]));
    expect(second.body.replaceAll(n2, n1)).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
  });

  it("compresses a kept page as any other", async () => {
    await get("/en/about");
    const res = await get("/en/about", { "accept-encoding": "gzip" });
    expect(res.headers["x-page-cache"]).toBe("hit");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.rawPayload).toString("utf8")).toMatch(/<html lang="en" dir="ltr"/);
  });

  it("gzips a kept page once, and still writes each answer's own nonce, the one its CSP header names", async () => {
    const url = "/en/plates?sort=newest";
    const first = await get(url);
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(url, { "accept-encoding": "gzip, deflate, br" })));
    const n1 = headerNonce(first.headers["content-security-policy"]);
    const seen = new Set([n1]);
    for (const res of answers) {
      expect(res.headers["x-page-cache"]).toBe("hit");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const html = zlib.gunzipSync(res.rawPayload).toString("utf8");
      const nonce = headerNonce(res.headers["content-security-policy"]);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      expect(bodyNonces(html)).toEqual(new Set([nonce]));
      expect(html.replaceAll(nonce, n1)).toBe(first.body);
    }
    // A client that takes no gzip gets the page as it is, with its own nonce too.
    const plain = await get(url, { "accept-encoding": "identity" });
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(bodyNonces(plain.body)).toEqual(new Set([headerNonce(plain.headers["content-security-policy"])]));
    const brotli = await get(url, { "accept-encoding": "br, gzip;q=0" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(brotli.rawPayload).toString("utf8");
    expect(bodyNonces(html)).toEqual(new Set([headerNonce(brotli.headers["content-security-policy"])]));
  });

  it("never answers a request with a cookie or a token from it, nor keeps its page", async () => {
    await get("/en/faq");
    expect((await get("/en/faq", { cookie: "session=abc" })).headers["x-page-cache"]).toBeUndefined();
    expect((await get("/en/faq", { authorization: "abc" })).headers["x-page-cache"]).toBeUndefined();
    expect((await get("/faq", { cookie: "lang=ar" })).headers["x-page-cache"]).toBeUndefined();
    expect((await get("/faq")).headers["x-page-cache"]).toBeUndefined();
  });

  it("keeps signed-in pages out: a member's page is never served to a visitor", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "admin@shop.test", password: "Admin-Pass-2026!" } });
    const token = login.json<{ token: string }>().token;
    const member = await get("/en/terms_and_conditions", { cookie: `session=${token}` });
    expect(member.body).toContain("Logout");
    const visitor = await get("/en/terms_and_conditions");
    expect(visitor.headers["x-page-cache"]).toBeUndefined();
    expect(shown(visitor.body)).not.toContain("Logout");
  });

  it("keeps no error page and no redirect", async () => {
    await get("/en/no-such-page");
    const missing = await get("/en/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-page-cache"]).toBeUndefined();
    await get("/profile");
    const redirect = await get("/profile");
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers["x-page-cache"]).toBeUndefined();
  });

  it("renders a page once for visitors who ask for it at the same moment", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => get("/en/new")));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((res) => res.headers["x-page-cache"] !== "hit")).toHaveLength(1);
    const nonces = answers.map((res) => headerNonce(res.headers["content-security-policy"]));
    expect(new Set(nonces).size).toBe(10);
    answers.forEach((res, i) => expect(bodyNonces(res.body)).toEqual(new Set([nonces[i]])));
  });

  it("lets the ones waiting render on their own when the page cannot be kept", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/en/blog/no-such-post")));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(5).fill(404));
    expect(answers.filter((res) => res.headers["x-page-cache"] === "hit")).toHaveLength(0);
  });

  it("keeps no client navigation data", async () => {
    await get("/en/blog.data");
    expect((await get("/en/blog.data")).headers["x-page-cache"]).toBeUndefined();
  });

  it("forgets every kept page after a write, so a change shows at the next request", async () => {
    const plate = await onePlate();
    const url = `/en/buy/plates/${plate.id}`;
    await get(url);
    expect((await get(url)).headers["x-page-cache"]).toBe("hit");
    // Any request that is not GET or HEAD may have changed what pages show (here a refused sign-in).
    const post = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "nobody@shop.test", password: "wrong-password" } });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(url)).headers["x-page-cache"]).toBeUndefined();
    expect((await get(url)).headers["x-page-cache"]).toBe("hit");
  });
});

describe("how long pages are kept", () => {
  it("renders again once a page's time is up, and every time when PAGE_CACHE_SECONDS is 0", async () => {
    const short = await createTestApp({ pages: true, seed: false, env: { PAGE_CACHE_SECONDS: "0.3" } });
    const off = await createTestApp({ pages: true, seed: false, env: { PAGE_CACHE_SECONDS: "0" } });
    try {
      const cache = (app: TestApp) => app.app.inject({ url: "/en", headers: browser }).then((res) => res.headers["x-page-cache"]);
      await cache(short);
      expect(await cache(short)).toBe("hit");
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await cache(short)).toBeUndefined();

      await cache(off);
      expect(await cache(off)).toBeUndefined();
    } finally {
      await Promise.all([short.close(), off.close()]);
    }
    // Two servers of the production build start here: on a busy machine that alone took over 20 s.
  }, 60_000);
});

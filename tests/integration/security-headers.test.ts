import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "#core/i18n/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// Security headers, compression, sitemap and robots.txt through the production build (npm test builds first).
let t: TestApp;
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...browser, ...headers } });

/** The CSP header as directive → sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe("string");
  const directives = new Map<string, string[]>();
  for (const part of (header as string).split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function scriptNonce(directives: Map<string, string[]>): string {
  const nonces = (directives.get("script-src") ?? []).map((s) => /^'nonce-([A-Za-z0-9+/=_-]+)'$/.exec(s)?.[1]).filter(Boolean);
  expect(nonces).toHaveLength(1);
  return nonces[0]!;
}

const targets = [
  { name: "an HTML page", url: "/", status: 200, type: /^text\/html/ },
  { name: "an /api JSON answer", url: "/api/constants", status: 200, type: /^application\/json/ },
  { name: "an HTML 404", url: "/en/no-such-page", status: 404, type: /^text\/html/ },
  { name: "an /api 404", url: "/api/no-such-route", status: 404, type: /^application\/json/ },
];

describe("security headers", () => {
  it.each(targets)("are strict on $name", async ({ url, status, type }) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(type);

    const directives = csp(res.headers["content-security-policy"]);
    const scriptSrc = directives.get("script-src")!;
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((s) => s === "*" || s.startsWith("http:") || s === "https:" || s === "data:")).toEqual([]);
    expect(scriptNonce(directives).length).toBeGreaterThanOrEqual(16);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);

    const hsts = res.headers["strict-transport-security"] as string;
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000); // at least 180 days
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]).toContain(res.headers["referrer-policy"]);
  });

  it("uses a new script nonce on every request", async () => {
    for (const url of ["/", "/api/constants"]) {
      const first = scriptNonce(csp((await get(url)).headers["content-security-policy"]));
      const second = scriptNonce(csp((await get(url)).headers["content-security-policy"]));
      expect(first, url).not.toBe(second);
    }
  });

  it.each(["/", "/en/about"])("puts the header's nonce on every <script> of %s", async (url) => {
    const res = await get(url);
    const nonce = scriptNonce(csp(res.headers["content-security-policy"]));
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // No inline event handlers, which no nonce can allow.
    expect(res.body).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  });
});

describe("compression", () => {
  it.each(["/", "/api/constants"])("gzips %s for a client that accepts it", async (url) => {
    const plain = await get(url);
    const res = await get(url, { "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = zlib.gunzipSync(res.rawPayload);
    expect(body.length).toBeGreaterThan(res.rawPayload.length);
    if (url.startsWith("/api/")) expect(JSON.parse(body.toString("utf8"))).toEqual(plain.json());
    else expect(body.toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
  });

  it("compresses pages made per request with zstd where the browser takes it, else gzip even when it also takes Brotli", async () => {
    const zstd = await get("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(zstd.headers["content-encoding"]).toBe("zstd");
    const page = zlib.zstdDecompressSync(zstd.rawPayload).toString("utf8");
    expect(page).toMatch(/^<!DOCTYPE html>/i);
    expect(page).toMatch(/<\/html>$/);
    const gzip = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
  });

  it("serves the built scripts compressed at build time with Brotli, and plain to a client without it", async () => {
    const page = await get("/");
    const entry = page.body.match(/import\("(\/assets\/entry\.client-[^"]+\.js)"\)/)?.[1];
    expect(entry, "the entry script in the page").toBeDefined();
    // The entry itself is a few hundred bytes (too small to be worth compressing); the framework it imports is
    // the biggest script of every page.
    const framework = (await get(entry!, { "accept-encoding": "identity" })).body.match(/"\.\/(framework-[^"]+\.js)"/)?.[1];
    expect(framework, "the framework chunk the entry imports").toBeDefined();
    const script = `/assets/${framework}`;
    const plain = await get(script!, { "accept-encoding": "identity" });
    const br = await get(script!, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("does not compress for a client that does not ask", async () => {
    const res = await get("/api/constants", { "accept-encoding": "identity" });
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});

describe("sitemap and robots.txt", () => {
  const base = "https://shop.test"; // PUBLIC_URL of the test app
  const xmlEscape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

  it("lists the static pages and every published blog post and news item, in both languages", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = new Set([...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));

    const posts = await t.services.content.listPostUrls();
    expect(posts.some((p) => p.kind === "blog")).toBe(true);
    expect(posts.some((p) => p.kind === "news")).toBe(true);
    const paths = ["/", "/about", ...posts.map((p) => `${p.kind === "blog" ? "/blog" : "/new"}/${p.url}`)];
    for (const path of paths) {
      for (const lang of ["ar", "en"] as const) expect(locs, `${lang} ${path}`).toContain(xmlEscape(base + localePath(lang, path)));
    }
    expect(locs).toContain(`${base}/about`);
    expect(locs).toContain(`${base}/en/about`);
    // No API, admin or bench addresses.
    expect([...locs].filter((l) => /\/(api|admin|__bench)\b/.test(l!))).toEqual([]);
  });

  it("points robots.txt to the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });
});

import path from "node:path";
import { pathToFileURL } from "node:url";
import { and, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, translate } from "#core/i18n/index.ts";
import { favourites, plates, sessions } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// Issue 25, item 5: every state-changing request that the session cookie authorises goes through the one
// same-origin check (server/http/same-origin.ts, decision 0041): /fav and /logout, React Router's resource
// routes, skipped React Router's own check; a signed-in form post with neither Origin nor Referer went through;
// and the API, cookie or not, was never checked. The test app's PUBLIC_URL is https://shop.test.

const SITE = "https://shop.test";
const FORM = "application/x-www-form-urlencoded";
/** A user agent: React Router answers bots only once all data is in. Origin and Referer are set per test here. */
const agent = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
/** Other origins: another site, a sibling subdomain (same site: the Lax cookie goes along), another scheme, a hidden one. */
const ELSEWHERE = ["https://evil.test", "https://evil.shop.test", "http://shop.test", "null"];

let t: TestApp;
let user: { id: string; token: string; cookie: string };
let plateId: number;

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  user = await signedIn();
  const [plate] = await t.database.db.select({ id: plates.id }).from(plates).where(eq(plates.active, true)).limit(1);
  plateId = plate!.id;
});
afterAll(() => t.close());

async function signedIn() {
  const { id, email, password } = await createUser(t, { verified: true });
  const token = await login(t, email, password);
  return { id, token, cookie: `session=${encodeURIComponent(token)}` };
}

const refusal = (lang: Lang) => translate(lang, "http.crossOrigin");

/** A form post as a browser sends it, with exactly the headers given (no Origin unless given). */
const post = (url: string, body: string, headers: Record<string, string>, extra: { remoteAddress?: string } = {}) =>
  t.app.inject({ method: "POST", url, payload: body, headers: { ...agent, "content-type": FORM, ...headers }, ...extra });

/** The user's wishlist rows, read from the database (the service keeps its answer a few seconds). */
const wishlist = (userId: string) =>
  t.database.db.select({ itemId: favourites.itemId }).from(favourites).where(and(eq(favourites.userId, userId), eq(favourites.kind, "plate")));
const sessionExists = async (token: string) => (await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.token, token))).length === 1;

function expectPageRefusal(res: Awaited<ReturnType<typeof post>>, lang: Lang) {
  expect(res.statusCode).toBe(403);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  expect(res.body).toContain(refusal(lang));
  expect(res.body).toContain(`<html lang="${lang}" dir="${lang === "en" ? "ltr" : "rtl"}"`);
  // The site's headers are on the refusal as on every answer.
  expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(res.headers["set-cookie"]).toBeUndefined();
}

describe("/fav and /logout, from another origin", () => {
  it("refuses the heart's post in the page's language, and the wishlist stays as it was", async () => {
    for (const url of ["/fav", "/en/fav"]) {
      for (const origin of ELSEWHERE) {
        const res = await post(url, `kind=plate&id=${plateId}&intent=add&back=%2Fplates`, { cookie: user.cookie, origin });
        expectPageRefusal(res, url.startsWith("/en") ? "en" : "ar");
      }
      // Referer alone (an old browser, or one that drops Origin) is read the same way.
      expectPageRefusal(await post(url, `kind=plate&id=${plateId}&intent=add`, { cookie: user.cookie, referer: "https://evil.shop.test/page" }), url.startsWith("/en") ? "en" : "ar");
      // A client navigation's data request to the same action.
      const data = await post(`${url}.data`, `kind=plate&id=${plateId}&intent=add`, { cookie: user.cookie, origin: "https://evil.shop.test" });
      expect(data.statusCode).toBe(403);
    }
    expect(await wishlist(user.id)).toEqual([]);
  });

  it("refuses the sign-out's post, and the user is still signed in", async () => {
    for (const url of ["/logout", "/en/logout"]) {
      for (const origin of ELSEWHERE) {
        const res = await post(url, "", { cookie: user.cookie, origin });
        expectPageRefusal(res, url.startsWith("/en") ? "en" : "ar");
      }
    }
    expect(await sessionExists(user.token)).toBe(true);
    const profile = await t.app.inject({ url: "/en/profile", headers: { ...agent, cookie: user.cookie } });
    expect(profile.statusCode).toBe(200);
  });

  it("does not take an X-Forwarded-Host naming the other origin from a client that is no trusted proxy", async () => {
    const res = await post("/en/fav", `kind=plate&id=${plateId}&intent=add`, { cookie: user.cookie, origin: "https://evil.test", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" }, { remoteAddress: "203.0.113.9" });
    expectPageRefusal(res, "en");
    expect(await wishlist(user.id)).toEqual([]);
  });
});

describe("from this site", () => {
  it("adds and removes a heart with Origin, or with only a Referer", async () => {
    const other = await signedIn();
    const added = await post("/en/fav", `kind=plate&id=${plateId}&intent=add&back=%2Fen%2Fplates`, { cookie: other.cookie, origin: SITE });
    expect(added.statusCode).toBe(302);
    expect(added.headers.location).toBe("/en/plates");
    expect(await wishlist(other.id)).toEqual([{ itemId: plateId }]);
    const removed = await post("/fav", `kind=plate&id=${plateId}&intent=remove&back=%2Fplates`, { cookie: other.cookie, referer: `${SITE}/plates?digits=3` });
    expect(removed.statusCode).toBe(302);
    expect(await wishlist(other.id)).toEqual([]);
  });

  it("takes the request's own origin: its Host, or what a trusted proxy says the host and scheme are", async () => {
    const other = await signedIn();
    // app.inject's Host is localhost:80, on plain HTTP.
    expect((await post("/en/fav", `kind=plate&id=${plateId}&intent=add`, { cookie: other.cookie, origin: "http://localhost" })).statusCode).toBe(302);
    const proxied = await post(
      "/en/fav",
      `kind=plate&id=${plateId}&intent=remove`,
      { cookie: other.cookie, host: "127.0.0.1:3000", "x-forwarded-host": "www.shop.example", "x-forwarded-proto": "https", origin: "https://www.shop.example" },
      { remoteAddress: "127.0.0.1" },
    );
    expect(proxied.statusCode).toBe(302);
    expect(await wishlist(other.id)).toEqual([]);
  });

  it("lets a page's action run for a post from PUBLIC_URL's origin whatever Host the proxy passes on", async () => {
    // React Router's own check compared Origin with the Host alone and answered a bare 400 here.
    const res = await post("/en/sign_in", "email=nobody%40example.com&password=Wrong-Pass-123", { host: "10.0.0.5:3000", origin: SITE });
    // The sign-in page's own answer to a wrong password.
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(translate("en", "auth.invalidCredentials"));
    expect(res.body).not.toContain(refusal("en"));
    expect(res.body).toContain("<form");
  });

  it("signs out with a same-origin post", async () => {
    const other = await signedIn();
    const res = await post("/en/logout", "", { cookie: other.cookie, origin: SITE });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en");
    expect(String(res.headers["set-cookie"])).toMatch(/^session=;.*Max-Age=0/);
    expect(await sessionExists(other.token)).toBe(false);
  });
});

describe("a post carrying the session with neither Origin nor Referer", () => {
  it("is refused when it is a form's post, to /fav, /logout and a page alike, and changes nothing", async () => {
    expectPageRefusal(await post("/en/fav", `kind=plate&id=${plateId}&intent=add`, { cookie: user.cookie }), "en");
    expectPageRefusal(await post("/fav", `kind=plate&id=${plateId}&intent=add`, { cookie: user.cookie, "content-type": "text/plain" }), "ar");
    expectPageRefusal(await post("/logout", "", { cookie: user.cookie }), "ar");
    expectPageRefusal(await post("/en/profile", "", { cookie: user.cookie, "content-type": "multipart/form-data; boundary=x" }), "en");
    expect(await wishlist(user.id)).toEqual([]);
    expect(await sessionExists(user.token)).toBe(true);
  });

  it("is refused on the API when it is a form's post (text/plain), in the caller's language", async () => {
    for (const lang of ["ar", "en"] as const) {
      const res = await t.app.inject({ method: "POST", url: `/api/fav?lang=${lang}`, payload: JSON.stringify({ kind: "plate", id: plateId }), headers: { cookie: user.cookie, "content-type": "text/plain" } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: refusal(lang), requestId: expect.any(String) });
    }
    expect(await wishlist(user.id)).toEqual([]);
  });

  it("leaves a visitor's post (no session) to the page: nothing of the visitor's is at stake", async () => {
    const res = await post("/en/fav", `kind=plate&id=${plateId}&intent=add&back=%2Fen%2Fplates`, {});
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en/sign_in?redirect=%2Fen%2Fplates");
  });
});

describe("the API", () => {
  it("refuses a call the session cookie authorises from another origin, as JSON in the caller's language", async () => {
    const other = await signedIn();
    expect((await t.app.inject({ method: "POST", url: "/api/fav", payload: { kind: "plate", id: plateId }, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(200);
    for (const origin of ELSEWHERE) {
      const added = await t.app.inject({ method: "POST", url: "/api/fav?lang=en", payload: { kind: "plate", id: plateId }, headers: { cookie: user.cookie, origin } });
      expect(added.statusCode).toBe(403);
      expect(added.json()).toEqual({ message: refusal("en"), requestId: expect.any(String) });
      const removed = await t.app.inject({ method: "DELETE", url: `/api/fav/plate/${plateId}`, headers: { cookie: other.cookie, origin, "accept-language": "ar" } });
      expect(removed.statusCode).toBe(403);
      expect(removed.json()).toEqual({ message: refusal("ar"), requestId: expect.any(String) });
    }
    expect(await wishlist(user.id)).toEqual([]);
    expect(await wishlist(other.id)).toEqual([{ itemId: plateId }]);
    // From this site, the same call goes through.
    const fromSite = await t.app.inject({ method: "DELETE", url: `/api/fav/plate/${plateId}`, headers: { cookie: other.cookie, origin: SITE } });
    expect(fromSite.statusCode).toBe(200);
    expect(await wishlist(other.id)).toEqual([]);
  });

  it("answers the apps' token calls without Origin (and with any Origin): the token is not the cookie", async () => {
    const app = await signedIn();
    const added = await t.app.inject({ method: "POST", url: "/api/fav", payload: { kind: "plate", id: plateId }, headers: { authorization: app.token } });
    expect(added.statusCode).toBe(200);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/fav/plate/${plateId}`, headers: { authorization: `Bearer ${app.token}`, origin: "https://evil.test", cookie: "lang=en" } });
    expect(removed.statusCode).toBe(200);
    expect(await wishlist(app.id)).toEqual([]);
  });

  it("lets a JSON call with the session and neither header through: a page elsewhere cannot send one without Origin", async () => {
    const other = await signedIn();
    const res = await t.app.inject({ method: "POST", url: "/api/fav", payload: { kind: "plate", id: plateId }, headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(200);
    expect(await wishlist(other.id)).toEqual([{ itemId: plateId }]);
  });
});

// Every route that can change something, read from the built route table and the API's document: a route added
// tomorrow is in these lists without anyone writing it here.
describe("every route with an action or a method other than GET", () => {
  /** A value for each path parameter; ":lang?" gives both languages, other optional segments are left out. */
  const params: Record<string, string> = { id: "1", operator: "du", url: "no-such-post", page: "about", kind: "plate", slug: "about" };
  const fill = (segment: string) => (segment.startsWith(":") ? (params[segment.slice(1).replace(/\?$/, "")] ?? "00000000-0000-0000-0000-000000000000") : segment === "*" ? "no-such-page" : segment);

  async function pageActions(): Promise<{ id: string; urls: string[] }[]> {
    const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
    const fullPath = (id: string): string[] => {
      const route = build.routes[id]!;
      const own = (route.path ?? "").split("/").filter(Boolean);
      return route.parentId ? [...fullPath(route.parentId), ...own] : own;
    };
    return Object.values(build.routes)
      .filter((route) => typeof route?.module.action === "function")
      .map((route) => {
        const segments = fullPath(route!.id);
        return {
          id: route!.id,
          urls: ["ar", "en"].map((lang) => "/" + segments.flatMap((s) => (s === ":lang?" ? (lang === "en" ? ["en"] : []) : s.endsWith("?") ? [] : [fill(s)])).join("/")),
        };
      });
  }

  it("refuses, on every page action in both languages, a post from elsewhere and a signed-in post with neither header", async () => {
    const routes = await pageActions();
    expect(routes.map((r) => r.id)).toEqual(expect.arrayContaining(["fav", "logout", "sign_in", "register", "profile", "checkout", "checkout_start", "sandbox_pay", "admin_roles", "admin_settings", "sell_with_us", "contact_us"]));
    for (const { id, urls } of routes) {
      for (const url of urls) {
        const lang: Lang = url.startsWith("/en") ? "en" : "ar";
        const data = url === "/" ? "/_root.data" : `${url}.data`;
        const attempts = [
          await post(url, "intent=delete", { cookie: user.cookie, origin: "https://evil.shop.test" }),
          await post(url, "intent=delete", { origin: "https://evil.test" }),
          await post(url, "intent=delete", { cookie: user.cookie, referer: "https://evil.test/" }),
          await post(url, "intent=delete", { cookie: user.cookie }),
          await post(data, "intent=delete", { cookie: user.cookie, origin: "null" }),
        ];
        for (const res of attempts) {
          expect(res.statusCode, `${id} ${url}`).toBe(403);
          expect(res.body, `${id} ${url}`).toContain(refusal(lang));
        }
      }
    }
    expect(await sessionExists(user.token)).toBe(true);
  });

  it("refuses every API call the session cookie authorises from elsewhere, and leaves token calls and callbacks to their routes", async () => {
    const doc = (await t.app.inject("/api/docs")).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).filter((m) => ["post", "put", "patch", "delete"].includes(m)).map((m) => ({ method: m.toUpperCase() as "POST", path: p })));
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(expect.arrayContaining(["POST /api/fav", "DELETE /api/fav/{kind}/{id}", "POST /api/auth/logout", "POST /api/payments/callback/sandbox", "POST /api/payments/callback/ngenius"]));
    // A user of its own: the token calls below include signing out.
    const caller = await signedIn();
    for (const { method, path: p } of operations) {
      const url = `${p.replace(/\{(\w+)\}/g, (_, name: string) => (name === "kind" ? "plate" : name === "slug" ? "about" : "999999"))}?lang=en`;
      const name = `${method} ${p}`;
      for (const headers of [
        { cookie: caller.cookie, origin: "https://evil.shop.test", "content-type": "application/json" },
        { cookie: caller.cookie, referer: "https://evil.test/", "content-type": "application/json" },
        // Neither header: what a form elsewhere can send (a POST; a form has no other method).
        ...(method === "POST" ? [{ cookie: caller.cookie, "content-type": "text/plain" }] : []),
      ]) {
        const res = await t.app.inject({ method, url, payload: "{}", headers });
        expect(res.statusCode, name).toBe(403);
        expect(res.json(), name).toEqual({ message: refusal("en"), requestId: expect.any(String) });
      }
    }
    expect(await sessionExists(caller.token)).toBe(true);
    for (const { method, path: p } of operations) {
      const url = `${p.replace(/\{(\w+)\}/g, (_, name: string) => (name === "kind" ? "plate" : name === "slug" ? "about" : "999999"))}?lang=en`;
      // The apps (a token, no Origin) and the gateways' callbacks (no session at all) reach the route itself.
      for (const headers of [{ authorization: caller.token, "content-type": "application/json" }, { "content-type": "application/json" }]) {
        const res = await t.app.inject({ method, url, payload: "{}", headers });
        expect(res.statusCode, `${method} ${p}`).toBeLessThan(500);
        expect(res.body, `${method} ${p}`).not.toContain(refusal("en"));
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { type Lang, allTexts } from "#core/i18n/index.ts";
import { browser } from "../helpers/page-requests.ts";
import { type ApiOperation, type PageRoute, apiOperations, pagePath, pageRoutes } from "../helpers/route-walk.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// Issue 25: the hostile-input walk (openapi-hostile-input.test.ts: every parameter and body field) extended to
// cookies and headers. Every page of the route table (GET, and a post to each that has an action) and every
// operation of the OpenAPI document, with each spoiled session cookie below, and once with hostile headers:
// no 5xx; a page answers the site's own HTML (never Fastify's error JSON), the API a catalogue message; every
// answer carries the security headers and clears the spoiled cookie. Through app.inject, which hands the app
// any header bytes (a real connection refuses control characters earlier: malformed-requests.test.ts).

/**
 * Session cookies that hold no session: each is read as "no session" and cleared by the answer. The broken
 * escapes take turns from route to route (each route gets one), to keep the walk short on two databases.
 */
const brokenEscapes = ["session=%", "session=%E0%A4%A", "session=%ff%fe%C3", "session=%ED%A0%80"];
const spoiledSessions: Record<string, (turn: number) => string> = {
  empty: () => "session=",
  "a broken percent-escape": (turn) => brokenEscapes[turn % brokenEscapes.length]!,
  "8 KB": () => `session=${"A".repeat(8192)}`,
  // A real connection refuses NUL, CR and LF in a header before Fastify (malformed-requests.test.ts), and so
  // would the Fetch Headers the pages are handed: these are the controls a header can carry this far.
  "control characters": () => "session=ab\u0001\u001f\u007f\tcd",
  // Header bytes are read as latin1: what a client sending raw 0xff 0xfe 0xc3 bytes gives.
  "bytes that are not UTF-8": () => "session=\u00ff\u00fe\u00c3",
};

/** Every other header the server reads, spoiled at once (each with a session cookie that is fine but unknown). */
const hostileHeaders: Record<string, string> = {
  cookie: "lang=%ff; session=UnknownButWellFormed0123456789abc; session=%",
  authorization: `Bearer \u00ff${"%".repeat(300)}`,
  "accept-language": `\u00ff\u0001${"x".repeat(8192)}`,
  "x-forwarded-for": "not-an-address, %ff",
  "x-forwarded-host": "%ff\u00ff",
  "x-forwarded-proto": "javascript",
  referer: "%ff://\u00ff",
};

/** The site's own origin (PUBLIC_URL of the test app), so that a post gets past the same-origin check to its action. */
const site = { host: "shop.test", "x-forwarded-proto": "https", origin: "https://shop.test" };
const SECURITY_HEADERS = ["content-security-policy", "strict-transport-security", "x-content-type-options", "x-frame-options", "referrer-policy"];
const CLEARED = /^session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/;

const catalogue = (lang: Lang) => new Set<string>(allTexts(lang));

let t: TestApp;
let pages: PageRoute[];
let operations: { method: string; path: string; op: ApiOperation }[];

beforeAll(async () => {
  const generous = { points: 100_000, duration: 60 };
  t = await createTestApp({
    pages: true,
    seed: false,
    limits: { signInIp: generous, signInAccount: generous, registerIp: generous, registerAccount: generous, forgotIp: generous, forgotAccount: generous, resetIp: generous, resetAccount: generous },
  });
  pages = await pageRoutes();
  operations = await apiOperations(t);
});
afterAll(() => t.close());

/** Fastify's own error answer: English JSON with its status code and error name. */
function isFrameworkJson(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return typeof parsed.statusCode === "number" && typeof parsed.error === "string";
  } catch {
    return false;
  }
}

const setCookies = (res: LightMyRequestResponse) => [res.headers["set-cookie"] ?? []].flat();

/** What every answer must be, whatever was spoiled. */
function expectSound(res: LightMyRequestResponse, where: string) {
  expect(res.statusCode, where).toBeLessThan(500);
  for (const name of SECURITY_HEADERS) expect(res.headers[name], `${where}: ${name}`).toBeTruthy();
  // Fastify's own error answers ({"statusCode":…,"error":…}) never reach a client.
  expect(isFrameworkJson(res.body), where).toBe(false);
}

function expectPage(res: LightMyRequestResponse, where: string) {
  expectSound(res, where);
  if (res.statusCode >= 300 && res.statusCode < 400) expect(res.headers.location, where).toBeTruthy();
  // The admin area's exports are files (CSV, PDF); everything else is the site's own page.
  else if (!/_export$|_invoice$/.test(where.split(" ")[0]!)) expect(res.headers["content-type"], where).toMatch(/^text\/html/);
}

function expectApi(res: LightMyRequestResponse, lang: Lang, where: string) {
  expectSound(res, where);
  if (res.statusCode >= 400) {
    const message = (res.json() as { message?: unknown }).message;
    expect(catalogue(lang).has(message as string), `${where}: ${String(message)}`).toBe(true);
  }
}

/** A page request as a browser sends it, GET or a form post from the site's own page. */
function pageRequest(route: PageRoute, lang: Lang, method: "GET" | "POST", headers: Record<string, string>) {
  return t.app.inject({
    method,
    url: pagePath(route.template, lang),
    headers: { ...browser, ...site, ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}), ...headers },
    ...(method === "POST" ? { payload: "intent=walk" } : {}),
  });
}

/** An API call with valid-looking parameters (ids that name nothing) and an empty JSON body where one is taken. */
function apiRequest(method: string, path: string, op: ApiOperation, lang: Lang, headers: Record<string, string>) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "slug" ? "about" : name === "kind" ? "plate" : "999999"));
  const body = op.requestBody?.content["application/json"] ? "{}" : undefined;
  return t.app.inject({
    method: method as "GET",
    url: `${url}?lang=${lang}`,
    headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

describe("a spoiled session cookie on every route", () => {
  it("walks the whole route table and API document", () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.filter((p) => p.action).length).toBeGreaterThan(30);
    expect(operations.length).toBeGreaterThan(30);
  });

  it("answers every page as to a visitor, with the site's page, and clears the cookie", async () => {
    let sent = 0;
    for (const [i, route] of pages.entries()) {
      const lang: Lang = i % 2 ? "en" : "ar";
      for (const method of route.action ? (["GET", "POST"] as const) : (["GET"] as const)) {
        const visitor = await pageRequest(route, lang, method, {});
        for (const [kind, cookie] of Object.entries(spoiledSessions)) {
          const res = await pageRequest(route, lang, method, { cookie: cookie(i) });
          sent++;
          const where = `${route.id} ${method} ${pagePath(route.template, lang)} (${kind}) → ${res.statusCode} ${res.body.slice(0, 120)}`;
          expectPage(res, where);
          // Read as no session: the answer a visitor without any cookie gets.
          expect(res.statusCode, where).toBe(visitor.statusCode);
          expect(res.headers.location, where).toBe(visitor.headers.location);
          expect(setCookies(res).some((c) => CLEARED.test(c)), where).toBe(true);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
  }, 90_000);

  it("answers every API operation as to a visitor, in JSON with a catalogue message, and clears the cookie", async () => {
    for (const [i, { method, path, op }] of operations.entries()) {
      const lang: Lang = i % 2 ? "en" : "ar";
      const visitor = await apiRequest(method, path, op, lang, {});
      for (const [kind, cookie] of Object.entries(spoiledSessions)) {
        const res = await apiRequest(method, path, op, lang, { cookie: cookie(i) });
        const where = `${method} ${path} (${kind}) → ${res.statusCode} ${res.body.slice(0, 120)}`;
        expectApi(res, lang, where);
        expect(res.statusCode, where).toBe(visitor.statusCode);
        expect(setCookies(res).some((c) => CLEARED.test(c)), where).toBe(true);
      }
    }
  }, 60_000);
});

describe("hostile headers on every route", () => {
  it("answers no 5xx on any page or API operation", async () => {
    for (const [i, route] of pages.entries()) {
      const lang: Lang = i % 2 ? "en" : "ar";
      for (const method of route.action ? (["GET", "POST"] as const) : (["GET"] as const)) {
        const res = await pageRequest(route, lang, method, hostileHeaders);
        expectPage(res, `${route.id} ${method} ${pagePath(route.template, lang)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    for (const [i, { method, path, op }] of operations.entries()) {
      const lang: Lang = i % 2 ? "en" : "ar";
      const res = await apiRequest(method, path, op, lang, hostileHeaders);
      expectApi(res, lang, `${method} ${path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }, 60_000);
});

import net from "node:net";
import { count, desc } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, type MessageKey, allTexts, translate } from "#core/i18n/index.ts";
import { serviceRequests } from "#server/db/schema.ts";
import { PAGE_FORM_LIMIT } from "#server/http/utf8-bodies.ts";
import { browser } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// Issue 25, items 4, 6 and 7 (docs/decisions/0040-malformed-requests.md): a session cookie that holds no token
// is read as no session and cleared (it was a 500 on every page, sign-out included); every answer carries the
// security headers, whatever stage refused the request (a URL Fastify cannot decode was answered without them);
// text that is not UTF-8 is refused with a translated 400 (it was stored with U+FFFD in place of its bytes).

let t: TestApp;
let address = 0;
/** A fresh client address per post, so no rate limit of one test touches another. */
const nextIp = () => `10.25.0.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false, env: { HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "2" } });
});
afterAll(() => t.close());

const SECURITY_HEADERS = ["content-security-policy", "strict-transport-security", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"];
const CLEARED = /^session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/;
const setCookies = (res: LightMyRequestResponse) => [res.headers["set-cookie"] ?? []].flat();
const cleared = (res: LightMyRequestResponse) => setCookies(res).some((c) => CLEARED.test(c));
const html = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...browser, ...headers } });

/** A form post from the site's own page (its Origin), from a fresh address. */
function postForm(url: string, payload: string | Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: nextIp(),
    payload,
    headers: { ...browser, host: "shop.test", origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

describe("item 4: a session cookie that holds no token", () => {
  const spoiled = ["session=%", "session=%E0%A4%A"];

  it.each(spoiled)("shows the visitor's page for %s, not a 500 or Fastify's JSON, and clears the cookie", async (cookie) => {
    for (const [url, lang] of [["/en", "en"], ["/", "ar"], ["/en/plates", "en"]] as const) {
      const res = await get(url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.body, url).toMatch(/^<!DOCTYPE html>/i);
      // The menu a visitor sees: the way to sign in.
      expect(res.body, url).toContain(html(translate(lang, "nav.signIn")));
      expect(cleared(res), url).toBe(true);
    }
  });

  it.each(spoiled)("sends a page that needs an account to sign-in, and the API answers 401 in the caller's language (%s)", async (cookie) => {
    const page = await get("/en/profile", { cookie });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe("/en/sign_in?redirect=%2Fen%2Fprofile");
    expect(cleared(page)).toBe(true);
    const api = await t.app.inject({ url: "/api/me?lang=en", headers: { cookie } });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ message: translate("en", "auth.signInRequired"), requestId: expect.any(String) });
    expect(cleared(api)).toBe(true);
  });

  it("signs out with a malformed cookie present", async () => {
    const res = await postForm("/en/logout", "", { cookie: "session=%" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en");
    expect(cleared(res)).toBe(true);
  });

  it("keeps and ends a real session sent beside a spoiled one (a cookie set for the parent domain by a sibling subdomain)", async () => {
    const user = await createUser(t, { verified: true });
    const token = await login(t, user.email, user.password);
    const cookie = `session=%E0%A4%A; lang=en; session=${token}`;
    const me = await t.app.inject({ url: "/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    // The spoiled one is not cleared: the only cookie a Set-Cookie here can reach is the real one.
    expect(cleared(me)).toBe(false);
    const out = await postForm("/en/logout", "", { cookie });
    expect(out.statusCode).toBe(302);
    expect((await t.app.inject({ url: "/api/me", headers: { authorization: token } })).statusCode).toBe(401);
  });

  it("reads a well-formed token that names no session as none, and leaves it alone", async () => {
    const res = await get("/en", { cookie: "session=WellFormedButNamesNoSession0123" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(html(translate("en", "nav.signIn")));
    expect(cleared(res)).toBe(false);
  });

  it("reads an Authorization header that holds no token as no session", async () => {
    for (const authorization of ["Bearer %", "Bearer \u00ff\u00fe", "x".repeat(8192), "Bearer a b"]) {
      const res = await t.app.inject({ url: "/api/me?lang=en", headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
      expect(res.json(), authorization.slice(0, 20)).toEqual({ message: translate("en", "auth.signInRequired"), requestId: expect.any(String) });
    }
  });
});

/** The site's headers on one answer (CSP with a nonce, HSTS, nosniff, framing, referrer and permissions policies). */
function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  for (const name of SECURITY_HEADERS) expect(headers[name], `${where}: ${name}`).toBeTruthy();
  expect(String(headers["content-security-policy"]), where).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
  expect(String(headers["content-security-policy"]), where).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
}

/** One raw exchange on a new connection: what the server wrote until it closed, as latin1 text. */
async function rawExchange(bytes: Buffer | string, options: { keepOpenMs?: number } = {}): Promise<string> {
  const address = t.app.server.address();
  if (address === null || typeof address === "string") await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as net.AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const timer = setTimeout(() => socket.destroy(), options.keepOpenMs ?? 10_000);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(bytes);
  });
}

/** The status and headers of a raw HTTP answer. */
function parseHead(answer: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1]), headers, body: Buffer.from(body, "latin1").toString("utf8") };
}

describe("item 6: the security headers on every answer, whatever stage refused the request", () => {
  const catalogue = (lang: Lang) => new Set<string>(allTexts(lang));
  const refusals: { name: string; request: InjectOptions; status: number; key: MessageKey; lang: Lang }[] = [
    { name: "a page address that is not UTF-8", request: { url: "/en/%ff", headers: browser }, status: 400, key: "error.badUrl", lang: "en" },
    { name: "an Arabic page address that is not UTF-8", request: { url: "/%E0%A4%A", headers: browser }, status: 400, key: "error.badUrl", lang: "ar" },
    { name: "an API address that is not UTF-8", request: { url: "/api/plates/%ff" }, status: 400, key: "error.badUrl", lang: "ar" },
    { name: "an API body of an unknown type", request: { method: "POST", url: "/api/auth/login?lang=en", headers: { "content-type": "bogus" }, payload: "x" }, status: 415, key: "http.badRequest", lang: "en" },
    { name: "an API body too large", request: { method: "POST", url: "/api/auth/login?lang=en", headers: { "content-type": "application/json" }, payload: JSON.stringify({ email: "x".repeat(3_000_000) }) }, status: 413, key: "http.tooLarge", lang: "en" },
    { name: "a page post of an unknown type", request: { method: "POST", url: "/en/contact_us", headers: { ...browser, "content-type": "bogus" }, payload: "x" }, status: 415, key: "http.badRequest", lang: "en" },
    { name: "a page post that is no form", request: { method: "POST", url: "/en/contact_us", headers: { ...browser, "content-type": "application/json" }, payload: "{}" }, status: 415, key: "http.badRequest", lang: "en" },
    { name: "a page post without a type", request: { method: "POST", url: "/contact_us", headers: browser }, status: 415, key: "http.badRequest", lang: "ar" },
    { name: "a multipart form without its boundary", request: { method: "POST", url: "/en/contact_us", headers: { ...browser, "content-type": "multipart/form-data" }, payload: "x" }, status: 400, key: "http.badRequest", lang: "en" },
    { name: "a page form too large", request: { method: "POST", url: "/en/contact_us", headers: { ...browser, "content-type": "application/x-www-form-urlencoded" }, payload: `question=${"a".repeat(PAGE_FORM_LIMIT)}` }, status: 413, key: "http.tooLarge", lang: "en" },
    { name: "an image that does not exist", request: { url: "/images/no-such-image.webp", headers: browser }, status: 404, key: "error.notFound", lang: "ar" },
    { name: "an API route that does not exist", request: { url: "/api/no-such-route?lang=en" }, status: 404, key: "error.apiNotFound", lang: "en" },
  ];

  it.each(refusals)("on $name: a translated answer of the site's own, with the headers", async ({ request, status, key, lang, name }) => {
    const res = await t.app.inject(request);
    expect(res.statusCode, name).toBe(status);
    expectSecurityHeaders(res.headers, name);
    if (String(res.headers["content-type"]).startsWith("application/json")) {
      const message = (res.json() as { message: string }).message;
      expect(message).toBe(translate(lang, key));
      expect(catalogue(lang).has(message)).toBe(true);
    } else {
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain(translate(lang, key));
    }
  });

  // What Node refuses before Fastify sees a request: over a real connection.
  const malformed: { name: string; bytes: Buffer | string; status: number; key: MessageKey }[] = [
    { name: "a control character in a header", bytes: "GET /en HTTP/1.1\r\nHost: shop.test\r\nCookie: session=a\u0001b\r\n\r\n", status: 400, key: "http.badRequest" },
    { name: "a NUL in the session cookie", bytes: "GET /en HTTP/1.1\r\nHost: shop.test\r\nCookie: session=a\u0000b\r\n\r\n", status: 400, key: "http.badRequest" },
    { name: "a request line that is no HTTP", bytes: "HELLO\r\n\r\n", status: 400, key: "http.badRequest" },
    { name: "headers over 16 KB", bytes: `GET /en HTTP/1.1\r\nHost: shop.test\r\nCookie: session=${"A".repeat(20_000)}\r\n\r\n`, status: 431, key: "http.headersTooLarge" },
    { name: "a body that never comes", bytes: "POST /api/contact HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{", status: 408, key: "http.timeout" },
  ];

  it.each(malformed)("on $name: answered $status in both languages, with the headers", async ({ bytes, status, key, name }) => {
    const answer = parseHead(await rawExchange(bytes));
    expect(answer.status, name).toBe(status);
    expectSecurityHeaders(answer.headers, name);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain(translate("ar", key));
    expect(answer.body).toContain(translate("en", key));
  });

  it("on an Expect header the server does not know: 417, with the headers", async () => {
    const answer = parseHead(await rawExchange("GET /en HTTP/1.1\r\nHost: shop.test\r\nExpect: something-else\r\nConnection: close\r\n\r\n"));
    expect(answer.status).toBe(417);
    expectSecurityHeaders(answer.headers, "417");
  });

  it("on a raw non-UTF-8 session cookie over a real connection: the visitor's page, cookie cleared", async () => {
    const request = Buffer.concat([Buffer.from("GET /en HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\nCookie: session="), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from("\r\n\r\n")]);
    const answer = parseHead(await rawExchange(request));
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers, "raw cookie");
    expect(answer.headers["set-cookie"]).toMatch(CLEARED);
  });

  it("while the server closes: a request still arriving on an open connection gets a translated 503 with the headers", async () => {
    const closing = await createTestApp({ seed: false });
    await closing.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = closing.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    // A request begun before the close (its body still coming) keeps the connection busy, so the close waits for it.
    socket.write("POST /api/auth/login?lang=en HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = closing.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Its body ends, and a second request follows on the same connection.
    socket.write("}GET /api/constants?lang=en HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    await ended;
    await closed;
    const second = answer.slice(answer.indexOf("HTTP/1.1", 10));
    const parsed = parseHead(second);
    expect(parsed.status).toBe(503);
    expectSecurityHeaders(parsed.headers, "503");
    expect(JSON.parse(parsed.body)).toEqual({ message: translate("en", "http.unavailable"), requestId: expect.any(String) });
    // A second server on a fresh database is made inside the test: a hook's time, not a test's.
  }, 60_000);
});

describe("item 7: text that is not UTF-8", () => {
  const stored = async () => (await t.database.db.select({ n: count() }).from(serviceRequests))[0]!.n;
  const newest = async () => (await t.database.db.select({ name: serviceRequests.name }).from(serviceRequests).orderBy(desc(serviceRequests.id)).limit(1))[0]!;
  const contact = { name: "Sara Ahmed", phone: "0501234567", email: "sara@example.com", contact_method: "whatsapp", question: "Do you deliver to Al Ain?" };
  /** A JSON body with `bytes` in the middle of the name. */
  const jsonWith = (bytes: number[]) => {
    const [before, after] = JSON.stringify({ ...contact, name: "Sara\u0000" }).split("\\u0000");
    return Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)]);
  };
  // A stray byte, a cut two-byte character, an overlong "/", a lone surrogate's encoding, and a cut character at the very end of the body.
  const broken = [[0xff], [0xd8], [0xc0, 0xaf], [0xed, 0xa0, 0x80]];

  it.each(["ar", "en"] as const)("refuses a JSON body with a 400 in %s and stores nothing", async (lang) => {
    const before = await stored();
    for (const bytes of broken) {
      const res = await t.app.inject({ method: "POST", url: `/api/contact?lang=${lang}`, remoteAddress: nextIp(), headers: { "content-type": "application/json" }, payload: jsonWith(bytes) });
      expect(res.statusCode, bytes.join(",")).toBe(400);
      expect(res.json()).toEqual({ message: translate(lang, "http.badText"), requestId: expect.any(String) });
      expectSecurityHeaders(res.headers, bytes.join(","));
    }
    const cut = Buffer.concat([Buffer.from(JSON.stringify(contact)), Buffer.from([0xd8])]);
    const res = await t.app.inject({ method: "POST", url: `/api/contact?lang=${lang}`, remoteAddress: nextIp(), headers: { "content-type": "application/json; charset=utf-8" }, payload: cut });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: translate(lang, "http.badText"), requestId: expect.any(String) });
    expect(await stored()).toBe(before);
  });

  it("stores the same body when its text is UTF-8, exactly as sent", async () => {
    const name = "سارة أحمد 😀";
    const res = await t.app.inject({ method: "POST", url: "/api/contact?lang=en", remoteAddress: nextIp(), headers: { "content-type": "application/json" }, payload: Buffer.from(JSON.stringify({ ...contact, name })) });
    expect(res.statusCode).toBe(201);
    expect((await newest()).name).toBe(name);
  });

  it("refuses a page form whose escapes or bytes are not UTF-8, with the page in its language, and stores nothing", async () => {
    const before = await stored();
    const form = new URLSearchParams({ ...contact, website: "" }).toString();
    for (const body of [form.replace("name=Sara", "name=Sara%FF"), form.replace("name=Sara", "name=Sara%D8"), form.replace("name=Sara", "name=Sara%C0%AF")]) {
      const res = await postForm("/en/contact_us", body);
      expect(res.statusCode, body.slice(0, 40)).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain(translate("en", "http.badText"));
      expectSecurityHeaders(res.headers, body.slice(0, 40));
    }
    const raw = Buffer.concat([Buffer.from(form), Buffer.from("&notes="), Buffer.from([0xff])]);
    const res = await postForm("/contact_us", raw);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(translate("ar", "http.badText"));
    expect(await stored()).toBe(before);
  });

  /** A multipart body of text fields, and `name`'s value as the given bytes. */
  function multipart(nameBytes: Buffer): { body: Buffer; type: string } {
    const boundary = "----walk25";
    const parts = Object.entries({ ...contact, website: "" }).map(([field, value]) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`), field === "name" ? nameBytes : Buffer.from(value), Buffer.from("\r\n")]),
    );
    return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
  }

  it("refuses a multipart text field that is not UTF-8, and takes the same form when it is", async () => {
    const before = await stored();
    const bad = multipart(Buffer.concat([Buffer.from("Sara "), Buffer.from([0xff, 0xfe])]));
    const refused = await postForm("/en/contact_us", bad.body, { "content-type": bad.type });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(translate("en", "http.badText"));
    expect(await stored()).toBe(before);

    const good = multipart(Buffer.from("سارة"));
    const taken = await postForm("/en/contact_us", good.body, { "content-type": good.type });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain(html(translate("en", "requests.submitted")));
    expect(await stored()).toBe(before + 1);
    expect((await newest()).name).toBe("سارة");
  });
});

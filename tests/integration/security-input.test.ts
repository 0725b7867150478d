import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles, users } from "#server/db/schema.ts";
import { pageRequests, shown } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// Issue 11, items 4, 5, 6 and 9, through the API and the pages (production build, demo data).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
  admin = await login(t, "admin@shop.test", "Admin-Pass-2026!");
});
afterAll(() => t.close());

const { get } = pageRequests(() => t);
const api = (method: string, url: string, payload?: unknown, token = admin) =>
  t.app.inject({ method: method as "GET", url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe("NUL bytes are refused at the edge with a translated 400 (item 4)", () => {
  it.each([
    ["GET", "/api/pages/about%00?lang=en"],
    ["GET", "/api/blogs/%00?lang=en"],
    ["GET", "/api/news/x%00y?lang=en"],
    ["GET", "/api/admin/users?q=%00&lang=en"],
    ["GET", "/api/admin/users/%00?lang=en"],
    ["POST", "/api/admin/users/a%00b/disable?lang=en"],
    ["GET", "/api/plates?code=A%00&lang=en"],
    ["GET", "/api/numbers?pattern=7%007&lang=en"],
    ["GET", "/api/plates/1%00?lang=en"],
  ])("%s %s", async (method, url) => {
    const res = await api(method, url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Some fields are not valid.");
    expect(Object.values(res.json().errors as Record<string, string>).join(" ")).toMatch(/not allowed|valid|not found/);
  });

  it("in JSON strings: profile name, role names, e-mail and tokens", async () => {
    const user = await createUser(t, { verified: true });
    const token = await login(t, user.email, user.password);
    const name = await api("PATCH", "/api/me?lang=ar", { name: "Sara\u0000" }, token);
    expect(name.statusCode).toBe(400);
    expect(name.json().errors.name).toBe("يحتوي هذا الحقل على رموز غير مسموح بها (رموز تحكم أو اتجاه نص، أو فواصل أسطر، أو نص تالف).");
    expect((await api("POST", "/api/admin/roles?lang=en", { name: "Sales\u0000" })).statusCode).toBe(400);
    expect((await api("PATCH", "/api/admin/roles/1?lang=en", { name: "x\u0000" })).statusCode).toBe(400);
    expect((await api("POST", "/api/auth/forgot-password?lang=en", { email: "a\u0000@b.test" })).statusCode).toBe(400);
    expect((await api("POST", "/api/auth/verify-email?lang=en", { token: `${"x".repeat(20)}\u0000` })).statusCode).toBe(400);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row!.name).not.toContain("\u0000");
  });

  it.each(["/blog/%00", "/en/new/a%00", "/mobile_pages/about%00", "/en/buy/plates/%00", "/buy/numbers/1%00", "/en/plates?code=%00", "/numbers?pattern=%00", "/en/blog/%ED%A0%80"])(
    "the page %s answers 4xx (or sign-in first), never 5xx",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(300);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});

describe("strict booleans, ids, numbers and phones (item 5)", () => {
  it("refuses a flag that is neither yes nor no, instead of reading it as false", async () => {
    const res = await api("GET", "/api/plates?hot=maybe&lang=en");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.hot).toBe("Please use 1 or 0 (or true or false).");
    expect((await api("GET", "/api/plates?hot=1")).json().data.every((p: { featured: boolean }) => p.featured)).toBe(true);
    expect((await api("GET", "/api/plates?hot=0")).statusCode).toBe(200);
  });

  it("refuses JSON ids that are not whole numbers (true was read as 1)", async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    for (const id of [true, 1.5, "1e3", "0x1", [1], null]) {
      const res = await api("POST", "/api/fav?lang=en", { kind: "plate", id }, token);
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
    }
    expect((await api("PUT", `/api/admin/users/${user.id}/roles?lang=en`, { role_ids: [true] })).statusCode).toBe(400);
    expect((await api("GET", "/api/plates?page=1e2&lang=en")).statusCode).toBe(400);
    expect((await api("GET", "/api/plates?price_min=0x10&lang=en")).statusCode).toBe(400);
  });

  it("refuses a phone number of 20 digits, in both languages", async () => {
    const user = await createUser(t, { verified: true });
    const token = await login(t, user.email, user.password);
    const en = await api("PATCH", "/api/me?lang=en", { name: "Omar", phone: "0".repeat(20) }, token);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors.phone).toBe("Please enter a valid phone number.");
    expect((await api("PATCH", "/api/me?lang=ar", { name: "Omar", phone: "050123456789" }, token)).json().errors.phone).toBe("يرجى إدخال رقم هاتف صالح.");
  });
});

describe("names without bidi controls or line breaks, in NFC (item 6)", () => {
  it("refuses overrides, isolates and line breaks, and stores names trimmed in NFC", async () => {
    const user = await createUser(t, { verified: true });
    const token = await login(t, user.email, user.password);
    for (const name of ["\u202egpj.exe", "Sara\u2066x\u2069", "Sara\r\nAli", "Sara\nAli", "Sara\ud800"]) {
      const res = await api("PATCH", "/api/me?lang=en", { name }, token);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().errors.name).toMatch(/not allowed/);
    }
    expect((await api("PATCH", "/api/me", { name: "  Rene\u0301 Ali  " }, token)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe("René Ali");

    expect((await api("POST", "/api/admin/roles?lang=en", { name: "Sales\u202e" })).statusCode).toBe(400);
    expect((await api("POST", "/api/admin/roles?lang=en", { name: "Sales\nTeam" })).statusCode).toBe(400);
    expect((await api("POST", "/api/admin/roles?lang=en", { name: "  Fleet\u0301 sales " })).statusCode).toBe(201);
    expect((await t.database.db.select({ name: roles.name }).from(roles)).map((r) => r.name)).toContain("Fleet\u0301 sales".normalize("NFC"));
  });
});

describe("digits as Arabic users type them (item 9)", () => {
  const digits = { ascii: "777", arabic: "٧٧٧", persian: "۷۷۷" };

  it.each(Object.entries(digits))("the API searches numbers and plates for %s digits as 777", async (_, typed) => {
    const numbers = await api("GET", `/api/numbers?contains=${encodeURIComponent(typed)}`);
    expect(numbers.statusCode).toBe(200);
    expect(numbers.json().data.length).toBeGreaterThan(0);
    for (const n of numbers.json().data as { number: string }[]) expect(n.number).toContain("777");
    const plates = await api("GET", `/api/plates?mode=contains&pattern=${encodeURIComponent(typed)}&price_max=${encodeURIComponent(typed === "777" ? "100000000" : "١٠٠٠٠٠٠٠٠")}`);
    expect(plates.statusCode).toBe(200);
    for (const p of plates.json().data as { number: number }[]) expect(String(p.number)).toContain("777");
  });

  it.each(Object.entries(digits))("the pages search %s and show it as typed", async (_, typed) => {
    for (const path of ["/numbers", "/en/plates"]) {
      const res = await get(`${path}?mode=contains&pattern=${encodeURIComponent(typed)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`value="${typed}"`);
      // Not as an error on the page (the page's messages travel in a script, the error text among them).
      expect(shown(res.body)).not.toMatch(/use digits only|أرقام فقط/i);
    }
  });

  it("searches a pasted international number as its national form", async () => {
    const [first] = (await api("GET", "/api/numbers?sort=price_desc")).json().data as { number: string }[];
    const national = first!.number;
    for (const pasted of [`+971 ${national.slice(1, 3)} ${national.slice(3, 6)} ${national.slice(6)}`, `00971${national.slice(1)}`]) {
      const res = await api("GET", `/api/numbers?starts=${encodeURIComponent(pasted)}`);
      expect(res.statusCode, pasted).toBe(200);
      expect((res.json().data as { number: string }[]).map((n) => n.number)).toContain(national);
    }
  });
});

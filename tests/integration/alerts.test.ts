import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearches, users } from "#server/db/schema.ts";
import { startSmtpCapture } from "../helpers/smtp-capture.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";
import { browser } from "../helpers/page-requests.ts";

// Saved searches ("Alert me", issue 14): a plate added in the admin that matches sends exactly one e-mail, one
// that does not match sends none, a price drop on a matching plate sends one, a second change the same UAE day
// sends none; the e-mail's unsubscribe link works once and only for its own alert. Through the production build
// and a real SMTP server; e-mails leave from background jobs, which each step runs to the end (worker.drain).

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ pages: true, smtpUrl: smtp.url, limits: { signInIp: { points: 10_000, duration: 60 } } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function post(url: string, form: Record<string, string>, token?: string) {
  return t.app.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { ...browser, ...(token ? { cookie: `session=${token}` } : {}), "content-type": "application/x-www-form-urlencoded" },
  });
}
const get = (url: string, token?: string) => t.app.inject({ url, headers: { ...browser, ...(token ? { cookie: `session=${token}` } : {}) } });

async function signedIn(lang: "ar" | "en" = "en") {
  const user = await createUser(t, { verified: true, name: `Subscriber ${++counter}` });
  await t.database.db.update(users).set({ lang }).where(eq(users.id, user.id));
  return { ...user, token: await login(t, user.email, user.password) };
}

async function staffToken() {
  const roleId = await t.services.access.createRole(systemStaff, `alerts staff ${++counter}`, ["read:plate", "create:plate", "update:plate"]);
  const user = await createUser(t, { verified: true });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  return login(t, user.email, user.password);
}

/** Runs every background job due (the alert match, then the e-mails it queued) and gives the e-mails sent to `to` since `since`. */
async function mailsTo(to: string, since: number) {
  await t.services.worker.drain();
  return smtp.messages.slice(since).filter((m) => m.to.includes(to));
}

const unsubscribeLink = (text: string) => /https:\/\/shop\.test(\/(?:en\/)?alerts\/unsubscribe\?alert=(\d+)&sig=([0-9a-f]{64}))/.exec(text);

// Dubai plates whose number contains 4242 (an emirate and a pattern: the listing's own filters).
const filters = { intent: "save", kind: "plate", emirate: "DU", mode: "contains", pattern: "4242", sort: "price_asc" };

describe("saved searches and their e-mails", () => {
  let staff: string;
  let first: Awaited<ReturnType<typeof signedIn>>;
  let plateId: number;

  beforeAll(async () => {
    staff = await staffToken();
    first = await signedIn("en");
  });

  it("saves the listing's filters from a plain form post, once, and lists them on the profile", async () => {
    const saved = await post("/en/alerts", filters, first.token);
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe("/en/profile?alerts=saved#alerts");
    expect((await post("/en/alerts", filters, first.token)).statusCode).toBe(302);
    const rows = await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, first.id));
    expect(rows).toHaveLength(1);
    // The order and the page are not part of a search.
    expect(rows[0]!.filters).toEqual({ emirate: "DU", mode: "contains", pattern: "4242" });
    const profile = await get("/en/profile?alerts=saved", first.token);
    expect(profile.body).toContain("Your alert has been saved.");
    expect(profile.body).toContain("My alerts");
    expect(profile.body).toContain("4242");
  });

  it("sends visitors to sign in, and refuses filters the listing would refuse", async () => {
    const visitor = await post("/en/alerts", filters);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/en/sign_in?redirect=${encodeURIComponent("/en/plates")}`);
    const bad = await post("/en/alerts", { kind: "plate", price_min: "900", price_max: "100" }, first.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("These search filters cannot be saved.");
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, first.id))).toHaveLength(1);
  });

  it("e-mails exactly once for a matching plate added in the admin, and not for one that does not match", async () => {
    const since = smtp.messages.length;
    const added = await post("/en/admin/plates", { emirate: "DU", code: "DD", plate_type: "private", number: "42429", price: "150000", active: "on" }, staff);
    expect(added.statusCode, added.body).toBe(302);
    const mails = await mailsTo(first.email, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^A match for your saved search \| /);
    // The plate and the price are isolated for plain text (core/text/bidi.ts).
    expect(mails[0]!.text).toContain("Dubai plate \u2066DD 42429\u2069: \u2068AED\u00a0150,000.00\u2069");
    expect(mails[0]!.text).toMatch(/https:\/\/shop\.test\/en\/buy\/plates\/\d+/);
    plateId = Number(/\/buy\/plates\/(\d+)/.exec(mails[0]!.text)![1]);

    const other = smtp.messages.length;
    // Abu Dhabi, same digits: not this search.
    expect((await post("/en/admin/plates", { emirate: "AZ", code: "5", plate_type: "private", number: "42429", price: "150000", active: "on" }, staff)).statusCode).toBe(302);
    // Dubai, on sale later (added off sale): nothing yet.
    expect((await post("/en/admin/plates", { emirate: "DU", code: "DD", plate_type: "private", number: "14242", price: "90000" }, staff)).statusCode).toBe(302);
    expect(await mailsTo(first.email, other)).toHaveLength(0);
  });

  it("e-mails once for a price drop on a matching plate, and not again the same UAE day", async () => {
    // A second subscriber to the same search, saved after the plate was added: nothing sent to them today yet.
    const second = await signedIn("ar");
    expect((await post("/alerts", filters, second.token)).headers.location).toBe("/profile?alerts=saved#alerts");
    const since = smtp.messages.length;
    expect((await post(`/en/admin/plates/${plateId}`, { intent: "save", price: "140000", active: "on" }, staff)).statusCode).toBe(302);
    const mails = await mailsTo(second.email, since);
    expect(mails).toHaveLength(1);
    // In the reader's language first.
    expect(mails[0]!.subject).toMatch(/^منتج يطابق بحثك المحفوظ \| A match/);
    expect(mails[0]!.text).toContain("140,000.00");
    // The first subscriber had theirs today.
    expect(await mailsTo(first.email, since)).toHaveLength(0);

    const again = smtp.messages.length;
    expect((await post(`/en/admin/plates/${plateId}`, { intent: "save", price: "130000", active: "on" }, staff)).statusCode).toBe(302);
    await t.services.worker.drain();
    expect(smtp.messages.slice(again).filter((m) => m.to.includes(second.email) || m.to.includes(first.email))).toHaveLength(0);

    // A dearer price is no news; the next UAE day a drop is news again (the day is what the database says).
    await t.database.db.update(savedSearches).set({ lastSentOn: sql`${savedSearches.lastSentOn} - 1` as unknown as string }).where(eq(savedSearches.userId, second.id));
    const rise = smtp.messages.length;
    expect((await post(`/en/admin/plates/${plateId}`, { intent: "save", price: "135000", active: "on" }, staff)).statusCode).toBe(302);
    expect(await mailsTo(second.email, rise)).toHaveLength(0);
    expect((await post(`/en/admin/plates/${plateId}`, { intent: "save", price: "120000", active: "on" }, staff)).statusCode).toBe(302);
    const next = await mailsTo(second.email, rise);
    expect(next).toHaveLength(1);

    // The unsubscribe link: only for its own alert, once.
    const link = unsubscribeLink(next[0]!.text)!;
    expect(link[1]).toMatch(/^\/alerts\/unsubscribe\?/);
    const [, path, alertId, sig] = link;
    const [firstAlert] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, first.id));
    expect((await get(`/en/alerts/unsubscribe?alert=${firstAlert!.id}&sig=${sig}`)).statusCode).toBe(404);
    expect((await post("/en/alerts/unsubscribe", { alert: String(firstAlert!.id), sig: sig! })).statusCode).toBe(404);
    const page = await get(path!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("إيقاف الرسائل");
    const done = await post("/alerts/unsubscribe", { alert: alertId!, sig: sig! });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/alerts/unsubscribe?done=1");
    expect((await get("/alerts/unsubscribe?done=1")).body).toContain("لن تصلك رسائل أخرى لهذا البحث");
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, second.id))).toHaveLength(0);
    expect((await post("/alerts/unsubscribe", { alert: alertId!, sig: sig! })).statusCode).toBe(404);
    expect((await get(path!)).statusCode).toBe(404);
    // The other subscriber's alert is untouched.
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, firstAlert!.id))).toHaveLength(1);
  });

  it("puts a plate back on sale as news, and lets the owner alone delete an alert from the profile", async () => {
    await t.database.db.update(savedSearches).set({ lastSentOn: null }).where(eq(savedSearches.userId, first.id));
    const [offSale] = await t.database.db.execute<{ id: number }>(sql`select id from plates where emirate_code = 'DU' and code = 'DD' and number = 14242`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const since = smtp.messages.length;
    expect((await post(`/en/admin/plates/${offSale!.id}`, { intent: "save", price: "90000", active: "on" }, staff)).statusCode).toBe(302);
    const mails = await mailsTo(first.email, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Dubai plate \u2066DD 14242\u2069");

    const [alert] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, first.id));
    const stranger = await signedIn();
    expect((await post("/en/alerts", { intent: "delete", id: String(alert!.id) }, stranger.token)).statusCode).toBe(404);
    const deleted = await post("/en/alerts", { intent: "delete", id: String(alert!.id) }, first.token);
    expect(deleted.headers.location).toBe("/en/profile?alerts=deleted#alerts");
    expect(await t.database.db.select().from(savedSearches).where(and(eq(savedSearches.id, alert!.id)))).toHaveLength(0);
  });
});

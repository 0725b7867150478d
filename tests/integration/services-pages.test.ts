import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, type MessageKey, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { outbox, plates, serviceRequests } from "#server/db/schema.ts";
import { startSmtpCapture } from "../helpers/smtp-capture.ts";
import { browser } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// The public request forms without JavaScript (the production build): Request a plate and Estimate a plate on
// /services, the contact form; translated field errors, the honeypot, the rate limits; the acknowledgement and
// staff e-mails through a real SMTP server; the estimate's range from a hand-made set of comparables; My requests.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let address = 0;
/** A fresh client address per test, so the per-address limit of one test never touches another. */
const nextIp = () => `10.1.0.${++address}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ pages: true, smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** HTML-escaped as React renders text. */
const html = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
const shows = (body: string, lang: Lang, key: MessageKey, vars?: Record<string, string | number>) => expect(body).toContain(html(translate(lang, key, vars)));

function post(url: string, form: Record<string, string>, options: { ip?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: options.ip ?? nextIp(),
    payload: new URLSearchParams(form).toString(),
    headers: { ...browser, "content-type": "application/x-www-form-urlencoded", ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

let mails = 0;
const contact = (over: Record<string, string> = {}) => ({ name: "Sara Ahmed", phone: "050 123 4567", email: `sara${++mails}@example.com`, contact_method: "whatsapp", website: "", ...over });
const requestForm = (over: Record<string, string> = {}) => ({ intent: "request", emirate: "DU", plate_type: "private", code: "A", wish: "x77x", budget: "10k_50k", notes: "Any colour", ...contact(), ...over });
const estimateForm = (over: Record<string, string> = {}) => ({ intent: "estimate", emirate: "UQ", plate_type: "private", code: "A", number: "12321", ...contact(), ...over });
const contactForm = (over: Record<string, string> = {}) => ({ ...contact(), question: "Do you deliver plates to Al Ain?", ...over });

const stored = async () => (await t.database.db.select({ n: count() }).from(serviceRequests))[0]!.n;
const queued = async () => (await t.database.db.select({ n: count() }).from(outbox))[0]!.n;
const newest = async () => (await t.database.db.select().from(serviceRequests).orderBy(serviceRequests.id)).at(-1)!;

describe("Request a plate", () => {
  it("stores a valid request (Arabic), says so, and e-mails the requester in Arabic and the staff address", async () => {
    const form = requestForm();
    const res = await post("/services", form);
    expect(res.statusCode).toBe(200);
    shows(res.body, "ar", "requests.submitted");
    const row = await newest();
    expect(row).toMatchObject({ kind: "request_plate", status: "new", lang: "ar", emirateCode: "DU", code: "A", wish: "X77X", budget: "10k_50k", phone: "0501234567", contactMethod: "whatsapp", message: "Any colour" });
    const ack = await smtp.latestTo(form.email);
    expect(ack.subject.startsWith(translate("ar", "requests.mail.ackSubject"))).toBe(true);
    expect(ack.text).toContain("X77X");
    const staff = await smtp.waitFor("sales@specialnumbers.ae", (m) => m.text.includes(form.email));
    expect(staff.text).toContain(`https://shop.test/admin/requested_plates/${row.id}`);
  });

  it("refuses an invalid request with English errors beside the fields, and keeps nothing", async () => {
    const before = await stored();
    const res = await post("/en/services", requestForm({ emirate: "", wish: "77a7", budget: "", phone: "+447700900123", email: "not-an-address", contact_method: "" }));
    expect(res.statusCode).toBe(400);
    for (const key of ["requests.emirateRequired", "requests.wishInvalid", "requests.budgetRequired", "requests.phoneMax", "validation.email", "requests.contactMethodRequired"] as const) shows(res.body, "en", key);
    expect(res.body).toContain('id="request-form-emirate-error"');
    expect(res.body).toMatch(/<select[^>]*aria-invalid="true"[^>]*name="emirate"|<select[^>]*name="emirate"[^>]*aria-invalid="true"/);
    expect(await stored()).toBe(before);
  });

  it("refuses a code the emirate does not have, on the code field", async () => {
    const res = await post("/en/services", requestForm({ emirate: "SH", code: "Z" }));
    expect(res.statusCode).toBe(400);
    shows(res.body, "en", "requests.codeUnknown");
  });
});

describe("Estimate a plate", () => {
  beforeAll(async () => {
    // The hand-made comparables: Umm Al Quwain holds only these plates.
    await t.database.db.delete(plates).where(eq(plates.emirateCode, "UQ"));
    const plate = (number: number, aed: number, state: { sold?: boolean; active?: boolean } = {}) =>
      t.services.catalog.createPlate({ plateType: "private", emirateCode: "UQ", code: "B", number, price: BigInt(aed) * 100n, ...state });
    // Five-digit mirrors (tier silver), in stock or sold: the comparables.
    await plate(34543, 20_000);
    await plate(56765, 25_000);
    await plate(78987, 30_000);
    await plate(90109, 35_000);
    await plate(23432, 40_000, { sold: true, active: false });
    // Not comparable: hidden and unsold; another pattern class; another digit count; another emirate.
    await plate(45654, 1_000_000, { active: false });
    await plate(12345, 900_000);
    await plate(4554, 800_000);
    await t.services.catalog.createPlate({ plateType: "private", emirateCode: "AJ", code: "A", number: 67876, price: 700_000_00n });
  });

  it("shows the indicative range from the comparables at once (English), with how many it rests on, and keeps it", async () => {
    const res = await post("/en/services", estimateForm());
    expect(res.statusCode).toBe(200);
    shows(res.body, "en", "requests.submitted");
    shows(res.body, "en", "requests.estimateRange", { low: formatAed(2_500_000n, "en"), high: formatAed(3_500_000n, "en") });
    shows(res.body, "en", "requests.estimateBasis", { count: 5 });
    expect(await newest()).toMatchObject({ kind: "estimate_plate", lang: "en", number: 12321, estimateLow: 2_500_000n, estimateHigh: 3_500_000n, estimateCount: 5 });
  });

  it("says honestly when there are too few comparables (Arabic)", async () => {
    const res = await post("/services", estimateForm({ number: "55555" }));
    expect(res.statusCode).toBe(200);
    shows(res.body, "ar", "requests.estimateTooFew", { count: 0 });
    expect(await newest()).toMatchObject({ number: 55555, estimateLow: null, estimateCount: 0 });
  });

  it("refuses a number out of range with the Arabic message, and keeps nothing", async () => {
    const before = await stored();
    const res = await post("/services", estimateForm({ number: "100000", code: "" }));
    expect(res.statusCode).toBe(400);
    shows(res.body, "ar", "requests.numberInvalid");
    shows(res.body, "ar", "requests.codeRequired");
    expect(await stored()).toBe(before);
  });

  it("answers the apps with the range too", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/requests/estimate?lang=en", remoteAddress: nextIp(), payload: { emirate: "UQ", plate_type: "private", code: "A", number: 12321, name: "App User", phone: "0509998877", email: "app@example.com", contact_method: "email" } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: translate("en", "requests.submitted"), estimate: { enough: true, low: "2500000", high: "3500000", count: 5 } });
    const bad = await t.app.inject({ method: "POST", url: "/api/requests/estimate?lang=ar", remoteAddress: nextIp(), payload: { emirate: "XX", number: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toMatchObject({ emirate: translate("ar", "requests.emirateRequired"), number: translate("ar", "requests.numberInvalid") });
  });
});

describe("Contact us", () => {
  it("stores a contact inquiry (English), acknowledges it in English and tells the staff address", async () => {
    const form = contactForm();
    const res = await post("/en/contact_us", form);
    expect(res.statusCode).toBe(200);
    shows(res.body, "en", "requests.submitted");
    expect(await newest()).toMatchObject({ kind: "contact", lang: "en", message: form.question });
    const ack = await smtp.latestTo(form.email);
    expect(ack.subject.startsWith(translate("en", "requests.mail.contactAckSubject"))).toBe(true);
    expect((await smtp.waitFor("sales@specialnumbers.ae", (m) => m.text.includes(form.email))).text).toContain(form.question);
  });

  it("refuses an empty question with the Arabic message beside the field", async () => {
    const res = await post("/contact_us", contactForm({ question: "  ", name: "" }));
    expect(res.statusCode).toBe(400);
    shows(res.body, "ar", "requests.questionRequired");
    shows(res.body, "ar", "validation.nameRequired");
    expect(res.body).toContain('id="contact-form-question-error"');
  });
});

describe("abuse", () => {
  it("answers a honeypot post like any other, and keeps and mails nothing", async () => {
    const [rows, mails] = [await stored(), await queued()];
    for (const [url, form] of [["/en/contact_us", contactForm({ website: "http://spam.example" })], ["/services", requestForm({ website: "buy now" })], ["/en/services", estimateForm({ website: "x" })]] as const) {
      const res = await post(url, form);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(html(translate(url.startsWith("/en") ? "en" : "ar", "requests.submitted")));
    }
    expect(await stored()).toBe(rows);
    expect(await queued()).toBe(mails);
  });

  it("gives 429 with Retry-After and the translated message after 10 posts from one address; the rest are not kept", async () => {
    const ip = nextIp();
    const before = await stored();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await post("/en/contact_us", contactForm(), { ip }));
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const refused of answers.slice(10)) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      shows(refused.body, "en", "error.tooManyRequests");
    }
    expect(await stored()).toBe(before + 10);
    const arabic = await post("/contact_us", contactForm(), { ip });
    expect(arabic.statusCode).toBe(429);
    shows(arabic.body, "ar", "error.tooManyRequests");
  });

  it("limits one e-mail address to 5 requests an hour, whatever the address it comes from", async () => {
    const email = "busy@example.com";
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await post("/en/contact_us", contactForm({ email }))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("Draw Plates", () => {
  it("draws the plate of the query, and keeps to a plain one when the query is spoiled", async () => {
    const res = await t.app.inject({ url: "/en/draw_plates?emirate=AJ&plate_type=motorcycle&code=K&number=4321", headers: browser });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<svg[^>]*viewBox="0 0 240 170"/);
    expect(res.body).toContain(">4321</text>");
    expect(res.body).toContain(html(translate("en", "catalog.download")));
    const spoiled = await t.app.inject({ url: "/en/draw_plates?emirate=%3Cscript%3E&number=1e9&code=%E2%80%AE", headers: browser });
    expect(spoiled.statusCode).toBe(200);
    expect(spoiled.body).toContain(">777</text>");
  });

  it("links to the buy page when exactly that plate is on sale", async () => {
    const plate = await t.services.catalog.createPlate({ plateType: "private", emirateCode: "SH", code: "2", number: 4242, price: 5_000_000n });
    const res = await t.app.inject({ url: "/draw_plates?emirate=SH&plate_type=private&code=2&number=4242", headers: browser });
    expect(res.body).toContain(`href="/buy/plates/${plate.id}"`);
    expect(res.body).not.toContain('id="draw-form"');
  });

  it("otherwise files a draw_plate request with the plate drawn, and refuses a spoiled one", async () => {
    const page = await t.app.inject({ url: "/en/draw_plates?emirate=FU&plate_type=private&code=A&number=90210", headers: browser });
    expect(page.body).toContain('id="draw-form"');
    const res = await post("/en/draw_plates?emirate=FU&plate_type=private&code=A&number=90210", { emirate: "FU", plate_type: "private", code: "A", number: "90210", ...contact() });
    expect(res.statusCode).toBe(200);
    shows(res.body, "en", "requests.submitted");
    expect(await newest()).toMatchObject({ kind: "draw_plate", emirateCode: "FU", code: "A", number: 90210 });
    const bad = await post("/draw_plates", { emirate: "FU", plate_type: "private", code: "", number: "0", ...contact() });
    expect(bad.statusCode).toBe(400);
    shows(bad.body, "ar", "requests.numberInvalid");
  });
});

describe("My requests", () => {
  it("shows a signed-in requester their requests and states on the profile and in the API", async () => {
    const user = await createUser(t, { verified: true });
    const token = await login(t, user.email, user.password);
    const res = await post("/en/contact_us", contactForm({ email: user.email }), { cookie: `session=${token}` });
    expect(res.statusCode).toBe(200);
    const mine = await newest();
    expect(mine.userId).toBe(user.id);
    const profile = await t.app.inject({ url: "/en/profile", headers: { ...browser, cookie: `session=${token}` } });
    expect(profile.body).toContain(`data-request="${mine.id}"`);
    shows(profile.body, "en", "requests.status.new");
    const api = await t.app.inject({ url: "/api/requests/mine", headers: { authorization: token } });
    expect(api.json()).toEqual({ data: [{ id: mine.id, kind: "contact", status: "new", created_at: mine.createdAt.toISOString() }] });
    expect((await t.app.inject({ url: "/api/requests/mine" })).statusCode).toBe(401);
  });
});

describe("Branches", () => {
  it("lists every branch of the settings in both languages, with a maps link and no map host contacted without MAPS_KEY", async () => {
    const en = await t.app.inject({ url: "/en/branches", headers: browser });
    expect(en.statusCode).toBe(200);
    for (const text of ["Abu Dhabi branch", "Sharjah branch", "Al Ain branch", "+971 2 641 2000", "https://wa.me/971507002002"]) expect(en.body).toContain(text);
    expect(en.body).toContain("https://www.google.com/maps/search/?api=1&amp;query=");
    expect(en.body).not.toContain("<iframe");
    expect(en.headers["content-security-policy"]).not.toContain("google");
    const ar = await t.app.inject({ url: "/branches", headers: browser });
    expect(ar.body).toContain("فرع الشارقة");
    expect(ar.body).toContain(html(translate("ar", "branches.openInMaps")));
    const contactPage = await t.app.inject({ url: "/en/contact_us", headers: browser });
    expect(contactPage.body).toContain('href="/en/branches"');
    expect(contactPage.body).toContain('name="website"');
  });

  it("embeds a map per branch when MAPS_KEY is set, and allows only that frame host", async () => {
    const withKey = await createTestApp({ pages: true, env: { MAPS_KEY: "test-maps-key-123" } });
    try {
      const res = await withKey.app.inject({ url: "/en/branches", headers: browser });
      expect(res.body).toContain("https://www.google.com/maps/embed/v1/place?key=test-maps-key-123&amp;q=");
      expect(res.headers["content-security-policy"]).toContain("frame-src 'self' https://www.google.com");
    } finally {
      await withKey.close();
    }
    // A second server of its own (a fresh database, seeded): more than the default allowance on a busy machine.
  }, 60_000);
});

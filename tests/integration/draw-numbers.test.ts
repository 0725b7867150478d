import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, type MessageKey, translate } from "#core/i18n/index.ts";
import { outbox, serviceRequests } from "#server/db/schema.ts";
import { browser } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// Draw Numbers without JavaScript (decision 0030): the card of the query's number or mask, the numbers in
// stock that fit it (the catalogue's mask search, cheapest first, the operator's only), and the request form
// that files a draw_number request; hostile queries and posts change nothing.

let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false });
  // A hand-made stock: two du numbers that fit 058 9876 xxx, one Etisalat number that fits too, one du that does not.
  for (const [number, operator, aed] of [["0589876001", "du", 900], ["0589876002", "du", 500], ["0589876003", "etisalat", 100], ["0589875004", "du", 50]] as const) {
    await t.services.catalog.createNumber({ number, operator, price: BigInt(aed * 100) });
  }
});
afterAll(() => t.close());

const html = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
const shows = (body: string, lang: Lang, key: MessageKey, vars?: Record<string, string | number>) => expect(body).toContain(html(translate(lang, key, vars)));
const page = (url: string) => t.app.inject({ url, headers: browser });
const post = (url: string, form: Record<string, string>) =>
  t.app.inject({ method: "POST", url, remoteAddress: `10.2.0.${++address}`, payload: new URLSearchParams(form).toString(), headers: { ...browser, "content-type": "application/x-www-form-urlencoded" } });

describe("Draw Numbers", () => {
  it("draws the card of the mask and lists the operator's numbers that fit it, cheapest first (English)", async () => {
    const res = await page("/en/draw_numbers?operator=du&mask=058+9876+XXX");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<svg[^>]*viewBox="0 0 600 320"/);
    expect(res.body).toContain(">058 987 6XXX</text>");
    shows(res.body, "en", "draw.matchesCount", { count: 2 });
    const cheap = res.body.indexOf("058 987 6002");
    const dear = res.body.indexOf("058 987 6001");
    expect(cheap).toBeGreaterThan(-1);
    expect(dear).toBeGreaterThan(cheap);
    expect(res.body).not.toContain("058 987 6003");
    expect(res.body).not.toContain("058 987 5004");
    // The whole listing, with the same mask.
    expect(res.body).toContain(html("/en/numbers/du?mode=mask&pattern=0589876xxx&sort=price_asc"));
  });

  it("says so in Arabic when nothing in stock fits, and offers the request form", async () => {
    const res = await page("/draw_numbers?operator=etisalat&mask=05x1x2x3x4");
    expect(res.statusCode).toBe(200);
    shows(res.body, "ar", "draw.noMatches");
    expect(res.body).toContain('id="draw-number-form"');
    expect(res.body).toContain('dir="rtl"');
  });

  it("keeps to the plain card and says what is wrong when the query's mask is spoiled", async () => {
    for (const mask of ["%E2%80%AE0501234567", "06x777xxxx", "05x777", "<script>"]) {
      const res = await page(`/en/draw_numbers?operator=vodafone&mask=${mask}`);
      expect(res.statusCode, mask).toBe(200);
      expect(res.body).toContain(">05X 777 XXXX</text>");
      shows(res.body, "en", "draw.maskInvalid");
    }
  });

  it("files a draw_number request with the operator and the mask, and refuses a spoiled one without storing it", async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    const res = await post("/en/draw_numbers?operator=du&mask=0589876xxx", { operator: "du", mask: "0589876xxx", name: "Sara Ahmed", phone: "0501234567", email: "sara-draw@example.com", contact_method: "email", website: "" });
    expect(res.statusCode).toBe(200);
    shows(res.body, "en", "requests.submitted");
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.email, "sara-draw@example.com"));
    expect(row).toMatchObject({ kind: "draw_number", operator: "du", wish: "0589876xxx", lang: "en" });
    // The acknowledgement is queued (the staff address is not set in this database).
    expect((await t.database.db.select().from(outbox)).length).toBe(before + 1);

    const bad = await post("/draw_numbers", { operator: "nope", mask: "12345", name: "x", phone: "050", email: "not-an-email", contact_method: "email", website: "" });
    expect(bad.statusCode).toBe(400);
    shows(bad.body, "ar", "draw.maskInvalid");
    expect((await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.email, "not-an-email")))).toHaveLength(0);
  });

  it("takes the apps' request through the API", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/requests/draw_number", remoteAddress: "10.2.1.1", payload: { operator: "etisalat", mask: "056 1234 567", name: "Omar", phone: "0561234567", email: "omar-draw@example.com", contact_method: "phone" } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.email, "omar-draw@example.com"));
    expect(row).toMatchObject({ kind: "draw_number", operator: "etisalat", wish: "0561234567" });
  });
});

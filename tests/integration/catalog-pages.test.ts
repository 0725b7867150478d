import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser, shown } from "../helpers/page-requests.ts";
import { createUser, login } from "../helpers/users.ts";

// The catalog pages through the production build (npm test builds first).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...browser, ...headers } });

describe("listings", () => {
  it("lists plates and numbers in both languages, with filters from the URL", async () => {
    const ar = await get("/plates?emirate=DU&sort=price_desc");
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain("لوحة دبي");
    const en = await get("/en/numbers/du");
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain("du number");
    expect(en.body).toContain(`data-operator="du"`);
    expect(en.body).not.toContain(`data-operator="etisalat"`);
    expect((await get("/en/numbers/virgin")).statusCode).toBe(404);
  });

  it("answers bad filters with the translated message and no results, never a 5xx", async () => {
    const en = await get("/en/plates?digits=9&number=123456");
    expect(en.statusCode).toBe(400);
    expect(en.body).toContain("The number of digits must be between 1 and 5.");
    expect(en.body).toContain("The plate number must be between 1 and 99999.");
    const ar = await get("/numbers?pattern=05abc");
    expect(ar.statusCode).toBe(400);
    expect(ar.body).toContain("استخدم الأرقام فقط");
  });

  it("shows a helpful empty state", async () => {
    const res = await get("/en/plates?emirate=FU&price_min=999999999");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("No item matches these filters.");
  });
});

describe("buy pages", () => {
  it("shows a plate with its fee breakdown and Product data; a sold one cannot be bought", async () => {
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.active, true)).limit(1);
    await t.database.db.update(plates).set({ sold: false }).where(eq(plates.id, plate!.id));
    const res = await get(`/en/buy/plates/${plate!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Price breakdown");
    expect(res.body).toContain("Plate ownership transfer fee");
    expect(res.body).toContain('"@type":"Product"');
    expect(res.body).toContain("Buy on WhatsApp");

    await t.database.db.update(plates).set({ sold: true }).where(eq(plates.id, plate!.id));
    const sold = await get(`/en/buy/plates/${plate!.id}`);
    expect(sold.body).toContain("This item has been sold and can no longer be bought.");
    expect(shown(sold.body)).not.toContain("Buy on WhatsApp");
    expect(sold.body).toContain("SoldOut");
  });

  it("answers a missing, inactive or malformed id with Item is not found.", async () => {
    const [plate] = await t.database.db.select().from(plates).limit(1);
    await t.database.db.update(plates).set({ active: false }).where(eq(plates.id, plate!.id));
    for (const url of [`/en/buy/plates/${plate!.id}`, "/en/buy/plates/99999999", "/en/buy/plates/abc", "/en/buy/plates/-1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("Item is not found.");
    }
    expect((await get("/buy/plates/abc")).body).toContain("المنتج غير موجود.");
    const search = await get("/en/buy/plates");
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('action="/en/plates"');
  });

  it("sends visitors from a number's buy page to sign-in and back", async () => {
    const res = await get("/en/buy/numbers/1");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en/sign_in?redirect=%2Fen%2Fbuy%2Fnumbers%2F1");
  });
});

describe("wishlist without JavaScript", () => {
  it("adds with a plain form post, goes back, and lists the item on /wishlist", async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    const cookie = `session=${token}`;
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.active, true)).limit(1);
    const res = await t.app.inject({
      method: "POST",
      url: "/en/fav",
      headers: { ...browser, cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: `kind=plate&id=${plate!.id}&intent=add&back=${encodeURIComponent("/en/plates?digits=3")}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en/plates?digits=3");
    const wishlist = await get("/en/wishlist", { cookie });
    expect(wishlist.statusCode).toBe(200);
    expect(wishlist.body).toContain(`/en/buy/plates/${plate!.id}`);
    expect((await get("/en/wishlist")).headers.location).toBe("/en/sign_in?redirect=%2Fen%2Fwishlist");
  });

  it("sends a visitor's heart to sign-in, and never follows a hostile back link", async () => {
    const visitor = await t.app.inject({ method: "POST", url: "/fav", headers: { ...browser, "content-type": "application/x-www-form-urlencoded" }, payload: "kind=plate&id=1&intent=add&back=%2Fplates" });
    expect(visitor.headers.location).toBe("/sign_in?redirect=%2Fplates");
    const hostile = await t.app.inject({ method: "POST", url: "/fav", headers: { ...browser, "content-type": "application/x-www-form-urlencoded" }, payload: "kind=plate&id=1&intent=add&back=%2F%2Fevil.example" });
    expect(hostile.headers.location).toBe("/sign_in?redirect=%2F");
  });
});

describe("sitemap", () => {
  it("lists every active item in both languages", async () => {
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.active, true)).limit(1);
    const xml = (await get("/sitemap.xml")).body;
    expect(xml).toContain(`https://shop.test/buy/plates/${plate!.id}</loc>`);
    expect(xml).toContain(`https://shop.test/en/buy/plates/${plate!.id}</loc>`);
    expect(xml).toContain("https://shop.test/en/numbers/du</loc>");
  });
});

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { ads, savedSearches } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// The apps' side of issue 14's catalogue half: saved searches (alerts) and "Sell with us" over the JSON API,
// the same services the pages use; each caller sees and changes only their own.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, limits: { adSubmitUser: { points: 2, duration: 60 } } });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object, lang = "en") =>
  t.app.inject({ method, url, headers: { "accept-language": lang, ...(token ? { cookie: `session=${token}` } : {}) }, ...(payload ? { payload } : {}) });

async function signedIn(verified = true) {
  const u = await createUser(t, { verified });
  return { ...u, token: await login(t, u.email, u.password) };
}

describe("alerts over the API", () => {
  it("saves the listing's filters once, lists them, and deletes only the caller's own", async () => {
    expect((await call("GET", "/api/alerts")).statusCode).toBe(401);
    const me = await signedIn();
    const other = await signedIn();
    const saved = await call("POST", "/api/alerts", me.token, { kind: "plate", emirate: "DU", pattern: "777", sort: "price_asc" });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toBe(translate("en", "alerts.saved"));
    const again = await call("POST", "/api/alerts", me.token, { kind: "plate", emirate: "DU", pattern: "777" });
    expect(again.json().id).toBe(saved.json().id);
    const mine = (await call("GET", "/api/alerts", me.token)).json().data;
    expect(mine).toEqual([{ id: saved.json().id, kind: "plate", filters: { emirate: "DU", pattern: "777" }, created_at: expect.any(String) }]);
    expect((await call("GET", "/api/alerts", other.token)).json().data).toEqual([]);

    expect((await call("DELETE", `/api/alerts/${saved.json().id}`, other.token)).statusCode).toBe(404);
    const gone = await call("DELETE", `/api/alerts/${saved.json().id}`, me.token, undefined, "ar");
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(translate("ar", "alerts.deleted"));
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, me.id))).toEqual([]);
  });

  it("refuses a spoiled kind or filters with a translated 400 and saves nothing", async () => {
    const me = await signedIn();
    for (const body of [{ kind: "car" }, { kind: "plate", emirate: "<script>" }, { kind: "number", price_min: "-5" }, {}]) {
      const res = await call("POST", "/api/alerts", me.token, body, "ar");
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, me.id))).toEqual([]);
  });
});

describe("Sell with us over the API", () => {
  it("takes an ad with its ownership card sent ahead, lists it, changes its price and withdraws it; others cannot touch it", async () => {
    const unverified = await signedIn(false);
    expect((await call("GET", "/api/ads", unverified.token)).statusCode).toBe(403);
    const owner = await signedIn();
    const other = await signedIn();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a6" } }).png().toBuffer();
    const upload = await t.app.inject({ method: "POST", url: "/api/uploads/images", payload: png, headers: { cookie: `session=${owner.token}`, "content-type": "image/png", "x-file-name": "card.png" } });
    const key = upload.json<{ key: string }>().key;
    const ad = { kind: "number", operator: "du", mobile: "055 777 1234", price: "45,000", contact_name: "Owner", contact_phone: "0557771234" };

    const missing = await call("POST", "/api/ads", owner.token, { ...ad, ownership_card_key: "not-a-key.png" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.ownership_card).toBe(translate("en", "upload.expired"));

    const made = await call("POST", "/api/ads", owner.token, { ...ad, ownership_card_key: key });
    expect(made.statusCode, made.body).toBe(201);
    const adId = made.json().id as number;
    const listed = (await call("GET", "/api/ads", owner.token)).json().data;
    expect(listed).toMatchObject([{ id: adId, kind: "number", state: "pending", operator: "du", mobile: "0557771234", asking_price: "4500000" }]);
    expect((await call("GET", "/api/ads", other.token)).json().data).toEqual([]);

    expect((await call("POST", `/api/ads/${adId}/price`, other.token, { price: "1" })).statusCode).toBe(404);
    const priced = await call("POST", `/api/ads/${adId}/price`, owner.token, { price: "40,000" });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await call("POST", `/api/ads/${adId}/withdraw`, other.token)).statusCode).toBe(404);
    expect((await call("POST", `/api/ads/${adId}/withdraw`, owner.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(ads).where(eq(ads.id, adId));
    expect(row).toMatchObject({ state: "withdrawn", askingPrice: 4_000_000n });
    expect((await call("POST", `/api/ads/${adId}/withdraw`, owner.token)).statusCode).toBe(409);
  });

  it("answers a flood of ads with a translated 429 and Retry-After", async () => {
    const owner = await signedIn();
    const ad = { kind: "plate", emirate: "AJ", code: "K", plate_type: "private", number: "7117", price: "250,000", contact_name: "Owner", contact_phone: "0501234567", ownership_card_key: "x.png" };
    // Two a minute here: the photo is checked after the limit, so these count without storing anything.
    for (let i = 0; i < 2; i++) expect((await call("POST", "/api/ads", owner.token, ad)).statusCode).toBe(400);
    const refused = await call("POST", "/api/ads", owner.token, ad, "ar");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(translate("ar", "error.tooManyRequests"));
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

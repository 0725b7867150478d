import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { ads, auditLog, mobileNumbers, outbox, plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";
import { browser } from "../helpers/page-requests.ts";

// "Sell with us" through the production build (issue 14): an owner's ad with its ownership card (a plain
// multipart form, as without JavaScript), staff's review (approve, reject with a reason, ask for more), the item
// listed as offered by its owner, the owner's Ads List (state, withdraw, change price), and the ownership card
// served only to its owner and to staff with read:ad.

let t: TestApp;
let counter = 0;
let png: Buffer;

beforeAll(async () => {
  // Five ads a day per owner here (ten in production), so the test reaches the limit.
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 }, adSubmitUser: { points: 5, duration: 60 } } });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a6" } }).png().toBuffer();
});
afterAll(() => t.close());

const cookie = (token?: string) => (token ? { cookie: `session=${token}` } : {});
const get = (url: string, token?: string) => t.app.inject({ url, headers: { ...browser, ...cookie(token) } });
const post = (url: string, form: Record<string, string>, token?: string) =>
  t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, ...cookie(token), "content-type": "application/x-www-form-urlencoded" } });

/** The sell form as a browser without JavaScript sends it: multipart, the photo in the form itself. */
async function sell(url: string, fields: Record<string, string>, token: string, photo: Buffer | null = png) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("ownership_card", photo ? new File([new Uint8Array(photo)], "card.png", { type: "image/png" }) : new File([], ""));
  const request = new Request("http://x/", { method: "POST", body: form });
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await request.arrayBuffer()), headers: { ...browser, ...cookie(token), "content-type": request.headers.get("content-type")! } });
}

async function person(options: { verified?: boolean; permissions?: Permission[] } = {}) {
  const user = await createUser(t, { verified: options.verified ?? true, name: `Person ${++counter}` });
  if (options.permissions) {
    const roleId = await t.services.access.createRole(systemStaff, `sell role ${++counter}`, options.permissions);
    await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  }
  return { ...user, token: await login(t, user.email, user.password) };
}

const plateAd = { kind: "plate", emirate: "AJ", code: "K", plate_type: "private", number: "7117", price: "250,000", contact_name: "Owner One", contact_phone: "050 123 4567" };
const adsOf = (userId: string) => t.database.db.select().from(ads).where(eq(ads.userId, userId));

describe("Sell with us", () => {
  let owner: Awaited<ReturnType<typeof person>>;
  let reviewer: Awaited<ReturnType<typeof person>>;
  let adId: number;

  beforeAll(async () => {
    owner = await person();
    reviewer = await person({ permissions: ["read:ad", "update:ad"] });
  });

  it("shows the terms from the settings, and asks visitors to sign in and unverified owners to verify", async () => {
    const profile = await get("/en/profile", owner.token);
    expect(profile.body).toContain('href="/en/sell_with_us"');
    expect(profile.body).toContain('href="/en/ads"');
    const page = await get("/en/sell_with_us", owner.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("a commission of 5% of the asking price; an approved ad stays listed for 60 days");
    const visitor = await get("/en/sell_with_us");
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/en\/sign_in/);
    const unverified = await person({ verified: false });
    expect((await get("/en/sell_with_us", unverified.token)).body).toContain("Please verify your e-mail address before you submit an ad.");
    expect((await sell("/en/sell_with_us", plateAd, unverified.token)).statusCode).toBe(403);
    expect(await adsOf(unverified.id)).toHaveLength(0);
  });

  it("refuses an ad without its photo or its plate, with translated field errors, and keeps nothing", async () => {
    const noPhoto = await sell("/en/sell_with_us", plateAd, owner.token, null);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.body).toContain("Please add a photo of the ownership card.");
    const noPlate = await sell("/sell_with_us", { ...plateAd, emirate: "", number: "" }, owner.token);
    expect(noPlate.statusCode).toBe(400);
    expect(noPlate.body).toContain("يرجى اختيار الإمارة.");
    expect(noPlate.body).toContain("يتكون رقم اللوحة من 1 إلى 5 أرقام (من 1 إلى 99999).");
    const notImage = await sell("/en/sell_with_us", plateAd, owner.token, Buffer.from("not an image"));
    expect(notImage.statusCode).toBe(400);
    expect(await adsOf(owner.id)).toHaveLength(0);
  });

  it("takes the ad, shows it waiting on the Ads List, and serves the ownership card to its owner and staff with read:ad only", async () => {
    const sent = await sell("/en/sell_with_us", plateAd, owner.token);
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(302);
    expect(sent.headers.location).toBe("/en/ads?done=submitted");
    const [ad] = await adsOf(owner.id);
    expect(ad).toMatchObject({ kind: "plate", emirateCode: "AJ", plateCode: "K", plateNumber: 7117, askingPrice: 25_000_000n, contactPhone: "0501234567", state: "pending" });
    adId = ad!.id;
    const list = await get("/en/ads?done=submitted", owner.token);
    expect(list.body).toContain("Your ad has been sent.");
    // The item's name as plain text carries its code and number in one left-to-right isolate (core/text/bidi.ts).
    expect(list.body).toContain("Ajman plate \u2066K 7117\u2069");
    expect(list.body).toContain("Waiting for review");

    const card = (token?: string) => t.app.inject({ url: `/api/files/private/${ad!.ownershipKey}`, headers: cookie(token) });
    const opened = () => t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "open"), eq(auditLog.entityId, ad!.ownershipKey)));
    expect((await card()).statusCode).toBe(401);
    expect((await card((await person()).token)).statusCode).toBe(403);
    expect((await card((await person({ permissions: ["read:traffic_data"] })).token)).statusCode).toBe(403);
    expect((await card((await person({ permissions: ["update:plate", "read:plate"] })).token)).statusCode).toBe(403);
    expect(await opened()).toHaveLength(0);
    expect((await card(owner.token)).statusCode).toBe(200);
    const staff = await card(reviewer.token);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers["content-type"]).toBe("image/png");
    expect(await opened()).toHaveLength(1);
  });

  it("lists the approved ad as offered by its owner, and the owner changes its price and withdraws it", async () => {
    const review = await get(`/en/admin/ads/${adId}`, reviewer.token);
    expect(review.body).toContain("Ajman plate \u2066K 7117\u2069");
    expect(review.body).toContain(`/api/files/private/`);
    const approved = await post(`/en/admin/ads/${adId}`, { intent: "approve" }, reviewer.token);
    expect(approved.headers.location).toBe("/en/admin/ads?done=adApproved");
    const [ad] = await adsOf(owner.id);
    expect(ad!.state).toBe("approved");
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, ad!.itemId!));
    expect(plate).toMatchObject({ emirateCode: "AJ", code: "K", number: 7117, price: 25_000_000n, active: true, offeredByOwner: true });
    const listing = await get("/en/plates?emirate=AJ&number=7117");
    expect(listing.body).toContain(`/en/buy/plates/${plate!.id}`);
    expect(listing.body).toContain("Offered by its owner");
    expect((await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email))).map((m) => m.subject)).toContain("Your ad is listed | إعلانك معروض الآن");
    // Approved once: a second approval is refused, nothing listed twice.
    expect((await post(`/en/admin/ads/${adId}`, { intent: "approve" }, reviewer.token)).statusCode).toBe(409);

    const other = await person();
    expect((await post("/en/ads", { intent: "withdraw", id: String(adId) }, other.token)).statusCode).toBe(404);
    const priced = await post("/en/ads", { intent: "price", id: String(adId), price: "199,000" }, owner.token);
    expect(priced.headers.location).toBe("/en/ads?done=price");
    expect((await t.database.db.select().from(plates).where(eq(plates.id, plate!.id)))[0]!.price).toBe(19_900_000n);
    const withdrawn = await post("/en/ads", { intent: "withdraw", id: String(adId) }, owner.token);
    expect(withdrawn.headers.location).toBe("/en/ads?done=withdrawn");
    expect((await t.database.db.select().from(plates).where(eq(plates.id, plate!.id)))[0]!.active).toBe(false);
    expect((await get("/en/plates?emirate=AJ&number=7117")).body).not.toContain(`/en/buy/plates/${plate!.id}`);
    expect((await get("/en/ads", owner.token)).body).toContain("Withdrawn");
    expect((await post("/en/ads", { intent: "withdraw", id: String(adId) }, owner.token)).statusCode).toBe(409);
  });

  it("rejects with a reason, asks for more, and lists a number from an ad answered", async () => {
    expect((await sell("/en/sell_with_us", { ...plateAd, number: "7118" }, owner.token)).statusCode).toBe(302);
    expect((await sell("/en/sell_with_us", { kind: "number", operator: "du", mobile: "٠٥٥ ٧٧٧ ١٢٣٤", price: "45000", contact_name: "Owner One", contact_phone: "0501234567" }, owner.token)).statusCode).toBe(302);
    const [numberAd, secondPlate] = (await adsOf(owner.id)).sort((a, b) => b.id - a.id);
    expect(numberAd).toMatchObject({ kind: "number", operator: "du", mobile: "0557771234" });

    const noReason = await post(`/en/admin/ads/${secondPlate!.id}`, { intent: "reject", note: "" }, reviewer.token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain("Please give the reason for the rejection.");
    expect((await post(`/en/admin/ads/${secondPlate!.id}`, { intent: "reject", note: "The card is for another plate." }, reviewer.token)).headers.location).toBe("/en/admin/ads?done=adRejected");
    const mine = await get("/en/ads", owner.token);
    expect(mine.body).toContain("Rejected");
    expect(mine.body).toContain("The card is for another plate.");

    expect((await post(`/admin/ads/${numberAd!.id}`, { intent: "ask", note: "يرجى إرسال صورة أوضح." }, reviewer.token)).headers.location).toBe("/admin/ads?done=adAsked");
    expect((await get("/ads", owner.token)).body).toContain("مطلوب معلومات إضافية");
    expect((await post(`/admin/ads/${numberAd!.id}`, { intent: "approve" }, reviewer.token)).statusCode).toBe(302);
    const [listed] = await t.database.db.select().from(mobileNumbers).where(eq(mobileNumbers.number, "0557771234"));
    expect(listed).toMatchObject({ operator: "du", price: 4_500_000n, active: true, offeredByOwner: true });
    // Sold meanwhile: the owner can no longer withdraw it, and its lifetime ending leaves the sale alone.
    await t.database.db.update(mobileNumbers).set({ sold: true }).where(eq(mobileNumbers.id, listed!.id));
    expect((await post("/en/ads", { intent: "withdraw", id: String(numberAd!.id) }, owner.token)).statusCode).toBe(409);
    await t.database.db.update(ads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ads.id, numberAd!.id));
    await t.services.ads.expire(numberAd!.id);
    expect((await t.services.ads.get(numberAd!.id))!.state).toBe("approved");
    // Unsold, an ad whose lifetime is over comes off sale (the job enqueued at approval).
    await t.database.db.update(mobileNumbers).set({ sold: false }).where(eq(mobileNumbers.id, listed!.id));
    await t.services.ads.expire(numberAd!.id);
    expect((await t.services.ads.get(numberAd!.id))!.state).toBe("expired");
    expect((await t.database.db.select().from(mobileNumbers).where(eq(mobileNumbers.id, listed!.id)))[0]!.active).toBe(false);
    // The owner's sixth ad of the day (two refused, three taken so far, one taken above) is one too many.
    const flood = await sell("/en/sell_with_us", { ...plateAd, number: "7119" }, owner.token);
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers["retry-after"])).toBeGreaterThan(0);
    expect(flood.body).toContain(translate("en", "error.tooManyRequests"));
    // Staff without update:ad see the ad but cannot decide.
    const reader = await person({ permissions: ["read:ad"] });
    expect((await get(`/en/admin/ads/${secondPlate!.id}`, reader.token)).statusCode).toBe(200);
    expect((await post(`/en/admin/ads/${secondPlate!.id}`, { intent: "approve" }, reader.token)).statusCode).toBe(403);
  });
});

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { buyerVerifications, plateCodes } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Buyer verification from the profile (issue 31, decision 0070): the checkout's form and service on a page of
// its own, so a buyer who never started a checkout can file it, and then make an offer. Without JavaScript
// (a multipart form), in both languages.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  await t.database.db.insert(plateCodes).values({ emirateCode: "AJ", code: "QV" });
}, 120_000);
afterAll(() => t.close());

async function buyer() {
  const user = await createUser(t, { verified: true });
  return { ...user, token: await login(t, user.email, user.password) };
}
const get = (url: string, token: string) => t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });
async function postMultipart(url: string, token: string, fields: Record<string, string>, files: Record<string, Buffer>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) form.set(k, new File([new Uint8Array(v)], `${k}.png`, { type: "image/png" }));
  const request = new Request("http://x", { method: "POST", body: form });
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await request.arrayBuffer()), headers: { ...browser, cookie: `session=${token}`, "content-type": request.headers.get("content-type")! } });
}
const png = () => sharp({ create: { width: 60, height: 40, channels: 3, background: "#0f766e" } }).png().toBuffer();

describe("buyer verification on the profile", () => {
  it("is linked from the profile, asks a visitor to sign in, and says nothing is on file yet", async () => {
    const me = await buyer();
    const profile = await get("/en/profile", me.token);
    expect(profile.body).toContain('href="/en/profile/verification"');
    const visitor = await t.app.inject({ url: "/en/profile/verification", headers: browser });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toContain("sign_in");
    const page = await get("/profile/verification", me.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(translate("ar", "verification.status.none"));
    expect(page.body).toContain(translate("ar", "checkout.trafficFileNumber"));
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("refuses the full form without its traffic file number and licence next to the fields, then files the shorter form for numbers", async () => {
    const me = await buyer();
    const refused = await postMultipart("/profile/verification", me.token, { intent: "verify", first_name: "سارة", last_name: "الكعبي", traffic_file_number: "" }, { emirates_id: await png() });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(translate("ar", "checkout.trafficFileRequired"));
    expect(await t.database.db.select().from(buyerVerifications).where(eq(buyerVerifications.userId, me.id))).toEqual([]);

    const short = await postMultipart("/en/profile/verification?for=number", me.token, { intent: "verify", first_name: "Sara", last_name: "Al Kaabi", traffic_file_number: "" }, { emirates_id: await png() });
    expect(short.statusCode, short.body.slice(0, 300)).toBe(302);
    expect(short.headers.location).toBe("/en/profile/verification?for=number&saved=1");
    const after = await get(short.headers.location as string, me.token);
    expect(after.body).toContain("Your buyer verification has been saved.");
    expect(after.body).toContain("On file for numbers.");

    // The full form on top: plates too, and the documents kept from before need not be sent again.
    const full = await postMultipart("/en/profile/verification", me.token, { intent: "verify", first_name: "Sara", last_name: "Al Kaabi", traffic_file_number: "١٢٣٤٥٦٧٨" }, { driving_licence: await png() });
    expect(full.statusCode, full.body.slice(0, 300)).toBe(302);
    expect((await get("/en/profile/verification", me.token)).body).toContain("On file for plates and numbers.");
    expect((await t.database.db.select().from(buyerVerifications).where(eq(buyerVerifications.userId, me.id)))[0]).toMatchObject({ firstName: "Sara", trafficFileNumber: "12345678" });
  });

  it("lets a buyer who never started a checkout make an offer once filed", async () => {
    const me = await buyer();
    const plateId = await t.services.plates.create(systemStaff, { emirateCode: "AJ", code: "QV", plateType: "private", number: 51515, price: 2_000_000n, active: true, featured: false });
    await t.services.offersAdmin.setTerms(systemStaff, "plate", plateId, { accepting: true, floor: undefined });
    await expect(t.services.offers.make(me.id, "plate", plateId, 1_000_000n)).rejects.toMatchObject({ key: "offers.unverified" });
    const filed = await postMultipart("/en/profile/verification", me.token, { intent: "verify", first_name: "Sara", last_name: "Al Kaabi", traffic_file_number: "87654321" }, { emirates_id: await png(), driving_licence: await png() });
    expect(filed.statusCode).toBe(302);
    expect((await t.services.offers.make(me.id, "plate", plateId, 1_000_000n)).state).toBe("pending");
  });
});

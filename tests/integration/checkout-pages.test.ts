import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { buyerVerifications, orders, plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";
import { browser } from "../helpers/page-requests.ts";

// The checkout pages without JavaScript, through the production build: "Buy now" on a plate, the
// verification step with its documents sent in the form, payment on the sandbox gateway's page, Congrats; a
// declined payment and its retry; an unverified buyer stopped with the spec's message.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: true });
});
afterAll(() => t.close());

async function buyer(verified = true) {
  const u = await createUser(t, { verified });
  return { ...u, token: await login(t, u.email, u.password) };
}

const get = (url: string, token: string) => t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });

function post(url: string, token: string, form: Record<string, string>) {
  return t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, cookie: `session=${token}`, "content-type": "application/x-www-form-urlencoded" } });
}

/** A multipart form post, as a browser without JavaScript sends a form with files. */
async function postMultipart(url: string, token: string, form: FormData) {
  const request = new Request("http://x", { method: "POST", body: form });
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await request.arrayBuffer()), headers: { ...browser, cookie: `session=${token}`, "content-type": request.headers.get("content-type")! } });
}

async function freePlate(): Promise<number> {
  const [row] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).orderBy(sql`${plates.id} desc`).offset(5).limit(1);
  return row!.id;
}

const png = () => sharp({ create: { width: 60, height: 40, channels: 3, background: "#0f766e" } }).png().toBuffer();

describe("buying a plate without JavaScript", () => {
  it("goes from Buy now through verification and the sandbox gateway to Congrats, in Arabic", async () => {
    const me = await buyer();
    const plateId = await freePlate();
    const itemPage = await get(`/buy/plates/${plateId}`, me.token);
    expect(itemPage.body).toContain(translate("ar", "checkout.buyNow"));

    const started = await post("/checkout/start", me.token, { kind: "plate", id: String(plateId) });
    expect(started.statusCode).toBe(302);
    const checkoutPath = started.headers.location as string;
    expect(checkoutPath).toMatch(/^\/checkout\/\d+$/);
    const step1 = await get(checkoutPath, me.token);
    expect(step1.statusCode).toBe(200);
    expect(step1.body).toContain('aria-current="step"');
    expect(step1.body).toContain(translate("ar", "checkout.trafficFileNumber"));
    // Only the buyer gets it (a visitor is sent to sign in): described like any page, with no "noindex" (decision 0029).
    expect(step1.body).toContain(`<meta name="description" content="${translate("ar", "checkout.metaDescription")}"/>`);
    expect(step1.body).not.toContain("noindex");
    expect((await t.app.inject({ url: checkoutPath, headers: browser })).statusCode).toBe(302);

    // A GIF named .png is refused beside its field, and nothing is kept.
    const bad = new FormData();
    for (const [k, v] of Object.entries({ intent: "verify", first_name: "سارة", last_name: "الكعبي", traffic_file_number: "١٢٣٤٥٦٧٨" })) bad.set(k, v);
    bad.set("emirates_id", new File([Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")], "id.png", { type: "image/png" }));
    bad.set("driving_licence", new File([await png()], "licence.png", { type: "image/png" }));
    const refused = await postMultipart(checkoutPath, me.token, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(translate("ar", "upload.notImage"));
    expect(await t.database.db.select().from(buyerVerifications).where(eq(buyerVerifications.userId, me.id))).toHaveLength(0);

    const good = new FormData();
    for (const [k, v] of Object.entries({ intent: "verify", first_name: "سارة", last_name: "الكعبي", traffic_file_number: "١٢٣٤٥٦٧٨" })) good.set(k, v);
    good.set("emirates_id", new File([await png()], "id.png", { type: "image/png" }));
    good.set("driving_licence", new File([await png()], "licence.jpg", { type: "image/jpeg" }));
    const verified = await postMultipart(checkoutPath, me.token, good);
    expect(verified.statusCode, verified.body.slice(0, 300)).toBe(302);
    const [kept] = await t.database.db.select().from(buyerVerifications).where(eq(buyerVerifications.userId, me.id));
    expect(kept).toMatchObject({ firstName: "سارة", trafficFileNumber: "12345678" });
    expect(await t.services.storage.exists("private", kept!.emiratesIdKey)).toBe(true);

    const step2 = await get(checkoutPath, me.token);
    expect(step2.body).toContain(translate("ar", "checkout.payTitle"));
    const pay = await post(checkoutPath, me.token, { intent: "pay" });
    expect(pay.statusCode).toBe(302);
    const gateway = pay.headers.location as string;
    expect(gateway).toMatch(/^\/sandbox\/pay\/sbx_/);
    const approved = await post(gateway, me.token, { decision: "approve" });
    expect(approved.statusCode).toBe(302);
    expect(approved.headers.location).toMatch(/^\/payment_success\?order=\d+$/);
    const congrats = await get(approved.headers.location as string, me.token);
    expect(congrats.body).toContain(translate("ar", "checkout.successTitle"));
    expect(congrats.body).toContain("INV-");
    expect((await t.services.catalog.getPlate(plateId))?.sold).toBe(true);
  });

  it("shows the spec's failure message after a decline, with a retry that then succeeds, in English; the next purchase reuses the verification", async () => {
    const me = await buyer();
    const first = await freePlate();
    // A first purchase leaves the verification on file.
    const start1 = await post("/en/checkout/start", me.token, { kind: "plate", id: String(first) });
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "verify", first_name: "Sara", last_name: "Ahmed", traffic_file_number: "87654321" })) form.set(k, v);
    form.set("emirates_id", new File([await png()], "id.png"));
    form.set("driving_licence", new File([await png()], "dl.png"));
    expect((await postMultipart(start1.headers.location as string, me.token, form)).statusCode).toBe(302);

    const second = (await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).limit(1))[0]!.id;
    const start2 = await post("/en/checkout/start", me.token, { kind: "plate", id: String(second) });
    const checkoutPath = start2.headers.location as string;
    expect((await get(checkoutPath, me.token)).body).toContain("Pay AED");
    const gateway = (await post(checkoutPath, me.token, { intent: "pay" })).headers.location as string;
    const declined = await post(gateway, me.token, { decision: "decline" });
    expect(declined.headers.location).toMatch(/^\/en\/payment_success\?order=\d+$/);
    const failure = await get(declined.headers.location as string, me.token);
    expect(failure.body).toContain("Something wrong happened with your payment.");
    expect(failure.body).toContain("Try paying again");

    const retry = (await post(checkoutPath, me.token, { intent: "pay" })).headers.location as string;
    const ok = await post(retry, me.token, { decision: "approve" });
    expect((await get(ok.headers.location as string, me.token)).body).toContain("Congrats! The item is yours");
  });

  it("stops a buyer whose e-mail is not verified with the spec's message and a way to get the link again", async () => {
    const me = await buyer(false);
    const res = await post("/en/checkout/start", me.token, { kind: "plate", id: String(await freePlate()) });
    expect(res.statusCode, String(res.headers.location)).toBe(403);
    expect(res.body).toContain("Please verify your email to complete your action.");
    expect(res.body).toContain("Send the verification link again");
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toHaveLength(0);
  });

  it("sends a visitor to sign in and back to the item", async () => {
    const res = await t.app.inject({ method: "POST", url: "/en/checkout/start", payload: "kind=plate&id=5", headers: { ...browser, "content-type": "application/x-www-form-urlencoded" } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/en/sign_in?redirect=${encodeURIComponent("/en/buy/plates/5")}`);
  });

  it("shows another buyer the item as reserved, without a Buy now button", async () => {
    const [holder, other] = [await buyer(), await buyer()];
    const plateId = await freePlate();
    await post("/checkout/start", holder.token, { kind: "plate", id: String(plateId) });
    const page = await get(`/en/buy/plates/${plateId}`, other.token);
    expect(page.body).toContain(translate("en", "checkout.reserved"));
    expect(page.body).not.toContain(">Buy now<");
    const api = await t.app.inject({ url: `/api/plates/${plateId}` });
    expect(api.json().data.reserved).toBe(true);
  });
});

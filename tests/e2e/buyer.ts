import { type Page, expect } from "@playwright/test";
import sharp from "sharp";
import { fromOwnAddress } from "./helpers.ts";
import { latestMailTo, linkIn } from "./mail.ts";

// A buyer as the offers and bundles specs need one: signed in, e-mail verified, buyer verification on file.

/** A buyer with a verified e-mail and their buyer verification on file (made through another plate's checkout, as the API allows). */
export async function verifiedBuyer(page: Page, baseURL: string, lang: string, email: string, otherPlate: number) {
  const password = "Golden-Offer-2026";
  const registered = await page.request.post("/api/auth/register", { data: { name: "Offer Buyer", email, password, password_confirmation: password }, headers: { "accept-language": lang, ...fromOwnAddress() } });
  expect(registered.status()).toBe(201);
  await page.goto(linkIn(await latestMailTo(email), baseURL));
  const { token } = (await (await page.request.post("/api/auth/login", { data: { email, password } })).json()) as { token: string };
  await page.context().addCookies([{ name: "session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  const headers = fromOwnAddress();
  const order = (await (await page.request.post("/api/checkout", { data: { kind: "plate", id: otherPlate }, headers })).json()) as { data: { id: number } };
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#0f766e" } }).png().toBuffer();
  const upload = async (name: string) => ((await (await page.request.post("/api/uploads/images", { data: png, headers: { ...headers, "content-type": "image/png", "x-file-name": name } })).json()) as { key: string }).key;
  const verified = await page.request.post(`/api/orders/${order.data.id}/verification`, {
    data: { first_name: "Offer", last_name: "Buyer", traffic_file_number: "12345678", emirates_id_key: await upload("eid.png"), driving_licence_key: await upload("licence.png") },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}


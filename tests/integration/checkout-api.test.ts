import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { orders, plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// The checkout API for the apps, over HTTP: who may start a checkout, the order they get, paying through the
// sandbox gateway and its signed callback read as raw bytes.

let t: TestApp;
let buyer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const a = await createUser(t, { verified: true, buyerVerified: true });
  const b = await createUser(t, { verified: true, buyerVerified: true });
  buyer = await login(t, a.email, a.password);
  other = await login(t, b.email, b.password);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, token?: string, payload?: object, lang = "en") =>
  t.app.inject({ method, url, headers: { "accept-language": lang, ...(token ? { cookie: `session=${token}` } : {}) }, ...(payload ? { payload } : {}) });

async function freePlate(): Promise<number> {
  const [row] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).orderBy(sql`${plates.id} desc`).limit(1);
  return row!.id;
}

describe("POST /api/checkout", () => {
  it("asks visitors to sign in, and buyers to verify their e-mail first, with the spec's message", async () => {
    const id = await freePlate();
    expect((await call("POST", "/api/checkout", undefined, { kind: "plate", id })).statusCode).toBe(401);
    const u = await createUser(t, { verified: false });
    for (const lang of ["en", "ar"] as const) {
      const res = await call("POST", "/api/checkout", await login(t, u.email, u.password), { kind: "plate", id }, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(translate(lang, "auth.verifyRequired"));
    }
    expect(translate("en", "auth.verifyRequired")).toBe("Please verify your email to complete your action.");
  });

  it("holds the item: the order with its server-side price, resumed on a second call; another buyer is told it is reserved", async () => {
    const id = await freePlate();
    const res = await call("POST", "/api/checkout", buyer, { kind: "plate", id });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({ state: "verification", item_kind: "plate", item_id: id, invoice_number: null });
    expect(BigInt(order.total)).toBe(BigInt(order.price) - BigInt(order.discount) + BigInt(order.admin_fee) + BigInt(order.vat) + BigInt(order.transfer_fee));
    expect((await call("POST", "/api/checkout", buyer, { kind: "plate", id })).json().data.id).toBe(order.id);
    const refused = await call("POST", "/api/checkout", other, { kind: "plate", id }, "ar");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate("ar", "checkout.reserved"));
    // Another buyer's order is not found, not forbidden.
    expect((await call("GET", `/api/orders/${order.id}`, other)).statusCode).toBe(404);
  });

  it.each([{ kind: "car", id: 1 }, { kind: "plate", id: "1e3" }, { kind: "plate" }, { kind: "plate", id: 999_999_999 }])("refuses %j without a 5xx", async (body) => {
    const res = await call("POST", "/api/checkout", buyer, body);
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe("the apps' checkout", () => {
  it("sends the verification with upload keys, applies a promo code, and lists my orders with their timelines", async () => {
    const u = await createUser(t, { verified: true });
    const token = await login(t, u.email, u.password);
    const id = await freePlate();
    const order = (await call("POST", "/api/checkout", token, { kind: "plate", id })).json().data;
    const png = await (await import("sharp")).default({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).png().toBuffer();
    const upload = async () =>
      (await t.app.inject({ method: "POST", url: "/api/uploads/images", payload: png, headers: { cookie: `session=${token}`, "content-type": "image/png", "x-file-name": "doc.png" } })).json<{ key: string }>().key;
    const missing = await call("POST", `/api/orders/${order.id}/verification`, token, { first_name: "Sara", last_name: "Ahmed", traffic_file_number: "12345678" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.emirates_id).toBe("Please choose an image of this document.");
    const saved = await call("POST", `/api/orders/${order.id}/verification`, token, { first_name: "Sara", last_name: "Ahmed", traffic_file_number: "12345678", emirates_id_key: await upload(), driving_licence_key: await upload() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Your details have been saved.");

    await t.services.promocodes.create({ scope: [], userId: null, email: null, ip: null }, { code: "APPS15", percent: 15, expiresAt: new Date(Date.now() + 3_600_000), maxUses: null });
    const bad = await call("POST", `/api/orders/${order.id}/promo`, token, { code: "nope" }, "ar");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(translate("ar", "checkout.promoInvalid"));
    const priced = await call("POST", `/api/orders/${order.id}/promo`, token, { code: "apps15" });
    expect(BigInt(priced.json().data.discount)).toBeGreaterThan(0n);

    const url = (await call("POST", `/api/orders/${order.id}/pay`, token, {})).json().payment_url as string;
    const paymentId = url.split("/").pop()!;
    await t.services.sandbox.decide(paymentId, "approve");
    expect((await call("GET", `/api/orders/${order.id}`, token)).json().data.state).toBe("paid");
    const mine = await call("GET", "/api/orders", token);
    expect(mine.json().data.map((o: { id: number; timeline: { state: string }[] }) => [o.id, o.timeline.map((e) => e.state)])).toEqual([[order.id, ["verification", "paid"]]]);
  });
});

describe("paying", () => {
  it("opens the sandbox's page, and its signed callback over HTTP makes the order paid", async () => {
    const id = await freePlate();
    const order = (await call("POST", "/api/checkout", buyer, { kind: "plate", id })).json().data;
    const pay = await call("POST", `/api/orders/${order.id}/pay`, buyer, {});
    expect(pay.statusCode, pay.body).toBe(200);
    const paymentUrl: string = pay.json().payment_url;
    expect(paymentUrl).toMatch(/^\/en\/sandbox\/pay\/sbx_[0-9a-f]{32}$/);
    const paymentId = paymentUrl.split("/").pop()!;
    await t.services.sandbox.decide(paymentId, "approve");

    const forged = await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers: { "content-type": "application/json", "x-sandbox-signature": "t=1,v1=00" }, payload: JSON.stringify({ event_id: "e1", payment_id: paymentId }) });
    expect(forged.statusCode).toBe(400);
    // Read straight from the table: the order's API would ask the gateway, which is the truth.
    const [stillOpen] = await t.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
    expect(stillOpen?.state).toBe("payment");

    const { body, headers } = t.services.sandbox.callback(paymentId);
    const cb = await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers, payload: body });
    expect(cb.statusCode, cb.body).toBe(200);
    expect(cb.json()).toEqual({ status: "applied" });
    expect((await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers, payload: body })).json()).toEqual({ status: "duplicate" });
    const paid = (await call("GET", `/api/orders/${order.id}`, buyer)).json().data;
    expect(paid.state).toBe("paid");
    expect(paid.invoice_number).toBeGreaterThan(0);
    expect((await call("POST", `/api/orders/${order.id}/pay`, buyer, {})).statusCode).toBe(409);
  });
});

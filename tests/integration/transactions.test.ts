import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Permission, allPermissions } from "#core/access/permissions.ts";
import { auditLog, mobileNumbers, orderEvents, orders, plates, users } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";
import { browser } from "../helpers/page-requests.ts";

// Transactions and the transfer tracker through the admin pages, My orders on the profile, the CSV export and
// Traffic Data Info.

let t: TestApp;
let staff: { id: string; token: string };
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  staff = await staffWith([...allPermissions]);
});
afterAll(() => t.close());

async function staffWith(permissions: Permission[]) {
  const roleId = await t.services.access.createRole(systemStaff, `tx role ${++counter}`, permissions);
  const u = await createUser(t, { verified: true });
  await t.services.access.setUserRoles(systemStaff, u.id, [roleId]);
  return { id: u.id, token: await login(t, u.email, u.password) };
}

const get = (url: string, token = staff.token) => t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });
const post = (url: string, form: Record<string, string>, token = staff.token) =>
  t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, cookie: `session=${token}`, "content-type": "application/x-www-form-urlencoded" } });

/** A buyer (of this name and language) who bought an item through the sandbox gateway. */
async function bought(kind: "plate" | "number", name: string, lang: "ar" | "en") {
  const u = await createUser(t, { verified: true, buyerVerified: true, name });
  await t.database.db.update(users).set({ lang }).where(eq(users.id, u.id));
  const table = kind === "plate" ? plates : mobileNumbers;
  const [item] = await t.database.db.select({ id: table.id }).from(table).where(and(eq(table.sold, false), eq(table.active, true), sql`${table.heldUntil} IS NULL`)).orderBy(desc(table.id)).limit(1);
  const order = await t.services.checkout.start(u.id, kind, item!.id);
  const paymentId = (await t.services.payments.pay(u.id, order.id, lang)).split("/").pop()!;
  await t.services.sandbox.decide(paymentId, "approve");
  const cb = t.services.sandbox.callback(paymentId);
  await t.services.payments.handleCallback(Buffer.from(cb.body), cb.headers);
  return { ...u, orderId: order.id, token: await login(t, u.email, u.password) };
}

describe("the transfer tracker", () => {
  it("moves a paid plate order step by step with a note: timeline, audit, the buyer's e-mail in Arabic, My orders", async () => {
    const buyer = await bought("plate", "مريم الشامسي", "ar");
    const moved = await post(`/admin/transactions/${buyer.orderId}`, { step: "documents_checked", note: "" });
    expect(moved.statusCode, moved.body.slice(0, 200)).toBe(302);
    const booked = await post(`/en/admin/transactions/${buyer.orderId}`, { step: "transfer_booked", note: "Tuesday 2 December, 10:00, RTA Al Barsha" });
    expect(booked.headers.location).toBe(`/en/admin/transactions/${buyer.orderId}?done=orderMoved`);

    // A step out of order (a plate is never "activated"; nothing skips "transfer_booked") is refused and changes nothing.
    const wrong = await post(`/en/admin/transactions/${buyer.orderId}`, { step: "activated", note: "" });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.body).toContain("The order is not at the step before this one any more; reload the page.");

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, buyer.orderId)).orderBy(orderEvents.id);
    expect(events.map((e) => e.state)).toEqual(["verification", "paid", "documents_checked", "transfer_booked"]);
    expect(events.at(-1)?.note).toBe("Tuesday 2 December, 10:00, RTA Al Barsha");
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(buyer.orderId))));
    expect(audited.map((a) => a.action)).toEqual(["documents_checked", "transfer_booked"]);

    const mails = (await t.services.mail.list(1, 100)).items.filter((m) => m.to === buyer.email);
    const bookedMail = mails.find((m) => m.subject.startsWith("تم حجز موعد النقل"));
    expect(bookedMail, mails.map((m) => m.subject).join(" / ")).toBeDefined();
    expect((await t.services.mail.get(bookedMail!.id))?.text).toContain("RTA Al Barsha");

    const profile = await get("/profile", buyer.token);
    expect(profile.body).toContain("طلباتي");
    expect(profile.body).toContain("تم حجز موعد النقل");
    expect(profile.body).toContain("RTA Al Barsha");
  });

  it("ends a number's tracker with \"activated\", and refuses staff without update:transaction", async () => {
    const buyer = await bought("number", "Rahul Mehta", "en");
    const reader = await staffWith(["read:transaction"]);
    expect((await post(`/en/admin/transactions/${buyer.orderId}`, { step: "documents_checked", note: "" }, reader.token)).statusCode).toBe(403);
    for (const step of ["documents_checked", "transfer_booked", "activated"]) expect((await post(`/en/admin/transactions/${buyer.orderId}`, { step, note: "" })).statusCode).toBe(302);
    expect((await get(`/en/admin/transactions/${buyer.orderId}`)).body).toContain("Number activated");
  });
});

describe("the transactions list and its CSV", () => {
  it("filters by category and status, and exports what it shows as CSV with formulas defused", async () => {
    const sly = await bought("plate", "=HYPERLINK(\"x\")", "en");
    const page = await get("/en/admin/transactions?category=plate&status=paid");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`#${sly.orderId}`);
    expect((await get("/en/admin/transactions?category=number&status=paid")).body).not.toContain(`>#${sly.orderId}<`);
    expect((await get("/en/admin/transactions?sort=buyer")).statusCode).toBe(400);
    // Dates (UAE days) and amounts (dirhams as typed) narrow it too.
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    expect((await get(`/en/admin/transactions?from=${today}&to=${today}&min=1&category=plate&status=paid`)).body).toContain(`#${sly.orderId}`);
    expect((await get("/en/admin/transactions?from=2020-01-01&to=2020-01-02")).body).not.toContain(`#${sly.orderId}`);
    expect((await get("/en/admin/transactions?min=999,999,999")).body).not.toContain(`#${sly.orderId}`);
    expect((await get("/en/admin/transactions?from=yesterday")).statusCode).toBe(400);

    const csv = await get("/en/admin/export/file?kind=transactions&format=csv&category=plate&status=paid");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.startsWith('\ufeff"ID","Item","Amount (AED)","Buyer","Created","Phone","Status","Category","Invoice number","Bank reference number"')).toBe(true);
    const line = csv.body.split("\r\n").find((l) => l.startsWith(`"${sly.orderId}"`));
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('"paid","plate"');
  });
});

describe("staff refunds", () => {
  it("refunds a paid order before its transfer is booked: the money goes back at the gateway, the buyer is told, the item is on sale again; only once", async () => {
    const buyer = await bought("plate", "Omar", "en");
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, buyer.orderId));
    const reader = await staffWith(["read:transaction"]);
    expect((await post(`/en/admin/transactions/${buyer.orderId}`, { intent: "refund" }, reader.token)).statusCode).toBe(403);
    const refunded = await post(`/en/admin/transactions/${buyer.orderId}`, { intent: "refund" });
    expect(refunded.headers.location).toBe(`/en/admin/transactions/${buyer.orderId}?done=refundStarted`);
    expect((await t.services.catalog.getPlate(order!.itemId))?.sold).toBe(false);
    // The refund job runs in the background worker.
    for (let i = 0; i < 100 && (await t.database.db.select().from(orders).where(eq(orders.id, buyer.orderId)))[0]!.state !== "refunded"; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await t.database.db.select().from(orders).where(eq(orders.id, buyer.orderId)))[0]!.state).toBe("refunded");
    const again = await post(`/en/admin/transactions/${buyer.orderId}`, { intent: "refund" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Only a paid order whose transfer is not booked yet can be refunded.");
    expect((await t.services.mail.list(1, 200)).items.filter((m) => m.to === buyer.email && m.subject.includes("refunded"))).toHaveLength(1);
  });
});

describe("bank transfer", () => {
  it("holds a plate 48 hours while the transfer arrives, shows the account and reference, and staff confirm it with the bank's reference", async () => {
    const u = await createUser(t, { verified: true, buyerVerified: true, name: "Khalid" });
    const token = await login(t, u.email, u.password);
    const [item] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).orderBy(desc(plates.id)).limit(1);
    const order = await t.services.checkout.start(u.id, "plate", item!.id);
    const back = await t.services.payments.pay(u.id, order.id, "en", "bank_transfer");
    expect(back).toBe(`/en/payment_success?order=${order.id}`);
    const held = await t.services.catalog.getPlate(item!.id);
    expect(held!.heldUntil!.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
    const waiting = await get(back, token);
    expect(waiting.body).toContain("Waiting for your bank transfer");
    expect(waiting.body).toContain(`ord-${order.id}-1`);
    expect(waiting.body).toContain("IBAN AE07");

    const reader = await staffWith(["read:transaction"]);
    expect((await post(`/en/admin/transactions/${order.id}`, { intent: "confirm_bank", bank_reference: "FT2611240001" }, reader.token)).statusCode).toBe(403);
    const empty = await post(`/en/admin/transactions/${order.id}`, { intent: "confirm_bank", bank_reference: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Please enter the bank&#x27;s reference number.");
    const confirmed = await post(`/en/admin/transactions/${order.id}`, { intent: "confirm_bank", bank_reference: "FT2611240001" });
    expect(confirmed.headers.location).toBe(`/en/admin/transactions/${order.id}?done=bankConfirmed`);
    expect((await get(back, token)).body).toContain("Congrats! The item is yours");
    expect((await post(`/en/admin/transactions/${order.id}`, { intent: "confirm_bank", bank_reference: "again" })).statusCode).toBe(409);
    const csv = await get("/en/admin/export/file?kind=transactions&format=csv&status=paid");
    expect(csv.body.split("\r\n").find((l) => l.startsWith(`"${order.id}"`))).toContain('"FT2611240001"');
  });

  it("is offered for plates only", async () => {
    const u = await createUser(t, { verified: true, buyerVerified: true });
    const [n] = await t.database.db.select({ id: mobileNumbers.id }).from(mobileNumbers).where(and(eq(mobileNumbers.sold, false), eq(mobileNumbers.active, true), sql`${mobileNumbers.heldUntil} IS NULL`)).limit(1);
    const order = await t.services.checkout.start(u.id, "number", n!.id);
    await expect(t.services.payments.pay(u.id, order.id, "en", "bank_transfer")).rejects.toMatchObject({ statusCode: 409, key: "checkout.bankPlatesOnly" });
  });
});

describe("Traffic Data Info", () => {
  it("lists buyers' verifications with links to their documents for staff with read:traffic_data only", async () => {
    const buyer = await bought("plate", "Aisha", "en");
    await t.services.verifications.submit(buyer.id, "number", { firstName: "Aisha", lastName: "Al Mansoori", trafficFileNumber: "" }, await (async () => {
      const form = new FormData();
      const sharp = (await import("sharp")).default;
      form.set("emirates_id", new File([await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer()], "id.png"));
      return form;
    })());
    const page = await get("/en/admin/traffic_data");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Aisha Al Mansoori");
    expect(page.body).toMatch(/href="\/api\/files\/private\/[0-9a-f-]+\.png"/);
    const other = await staffWith(["read:transaction"]);
    expect((await get("/en/admin/traffic_data", other.token)).statusCode).toBe(403);
  });
});

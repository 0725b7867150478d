import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bundles, plateCodes } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { staffPages } from "../helpers/staff-pages.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, systemStaff, verifyBuyer } from "../helpers/users.ts";

// The staff Bundles section (issue 31, decision 0070) through the production build: a bundle made of a plate
// and a number picked by their numbers, shown on the public item pages at once; refusals next to their fields
// in both languages, writing nothing; the price edited with the version it was opened at; taking it off while a
// checkout holds it, and deleting one an order names, refused. (Who may do what: authorization-matrix.test.ts.)

let t: TestApp;
const staff = staffPages(() => t, ["read:bundle", "create:bundle", "update:bundle", "delete:bundle"], { role: "bundles staff" });
const { get, post } = staff;
let n = 70_000;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 }, checkoutStartUser: { points: 10_000, duration: 60 }, checkoutStartIp: { points: 10_000, duration: 60 } } });
  await t.database.db.insert(plateCodes).values({ emirateCode: "AJ", code: "QB" });
});
afterAll(() => t.close());

/** The page's text as read: React writes an apostrophe as an entity. */
const text = (body: string) => body.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/** A fresh Ajman plate QB and a du number ending in its digits, both on sale. */
async function pair(): Promise<{ plateId: number; numberId: number; plate: number; number: string }> {
  const plate = ++n;
  const number = `05288${plate}`;
  const plateId = await t.services.plates.create(systemStaff, { emirateCode: "AJ", code: "QB", plateType: "private", number: plate, price: 2_000_000n, active: true, featured: false });
  const numberId = await t.services.numbers.create(systemStaff, "du", { number, packageId: 1, price: 1_500_000n, active: true, featured: false });
  return { plateId, numberId, plate, number };
}

const form = (p: { plate: number; number: string }, extra: Record<string, string> = {}) => ({ intent: "create", emirate: "AJ", code: "qb", plate_number: String(p.plate), number: p.number, price: "30000", active: "on", ...extra });

async function buyer(): Promise<string> {
  const user = await createUser(t, { verified: true });
  await verifyBuyer(t.database.db, user.id);
  return user.id;
}

describe("the Bundles section", () => {
  it("makes a bundle of a plate and a number typed by their numbers (Arabic digits too), audited and on both public pages at once", async () => {
    const p = await pair();
    expect((await t.app.inject({ url: `/en/buy/plates/${p.plateId}`, headers: browser })).body).not.toContain(`data-bundle="`);
    const arabicDigits = p.number.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);
    const made = await post("/en/admin/bundles", form(p, { number: arabicDigits, plate_number: String(p.plate).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!) }));
    expect(made.statusCode, made.body).toBe(302);
    const [row] = await t.database.db.select().from(bundles).where(eq(bundles.plateId, p.plateId));
    expect(row).toMatchObject({ numberId: p.numberId, price: 3_000_000n, active: true });
    expect(made.headers.location).toBe(`/en/admin/bundles/${row!.id}?done=bundleCreated`);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "bundle"), eq(auditLog.entityId, String(row!.id))));
    expect(entry).toMatchObject({ action: "create" });

    const list = await get("/admin/bundles");
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(list.body).toContain(`/admin/bundles/${row!.id}`);
    expect(list.body).toContain("معروضة في الموقع");
    const en = await get(`/en/admin/bundles/${row!.id}?done=bundleCreated`);
    expect(en.body).toContain("The bundle has been created.");
    expect(en.body).toContain(`/en/admin/plates/${p.plateId}`);
    expect(en.body).toContain(`/en/admin/du_numbers/${p.numberId}`);
    // A number's page asks a visitor to sign in: both pages as a signed-in user.
    for (const page of [`/en/buy/plates/${p.plateId}`, `/en/buy/numbers/${p.numberId}`]) expect((await get(page)).body).toContain(`data-bundle="${row!.id}"`);
  });

  it("refuses a price of 0 or with three decimals, an unknown, sold, reserved or already bundled item, next to its field in the page's language", async () => {
    const before = (await t.database.db.select({ id: bundles.id }).from(bundles)).length;
    const p = await pair();
    const zero = await post("/admin/bundles", form(p, { price: "0" }));
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain("يرجى إدخال سعر بالدرهم أكبر من صفر، بخانتين عشريتين على الأكثر.");
    expect((await post("/en/admin/bundles", form(p, { price: "10.125" }))).body).toContain("Please enter a price in AED greater than zero, with at most two decimals.");
    const unknown = await post("/en/admin/bundles", form(p, { plate_number: "99999", code: "QB" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("No plate with this emirate, code and number is listed.");
    // Next to its own field: the plate number's error element holds it.
    expect(unknown.body).toMatch(/id="[^"]*plate_number[^"]*error"[^>]*>No plate with this emirate/);
    expect((await post("/admin/bundles", form(p, { number: "0529999999" }))).body).toContain("لا يوجد رقم هاتف متحرك معروض بهذا الرقم.");

    await t.services.plates.bulk(systemStaff, "mark_sold", { ids: [p.plateId] });
    expect((await post("/en/admin/bundles", form(p))).body).toContain("This plate has been sold.");
    expect((await post("/admin/bundles", form(p))).body).toContain("بِيعت هذه اللوحة.");

    const q = await pair();
    await t.services.checkout.start(await buyer(), "number", q.numberId);
    const held = await post("/en/admin/bundles", form(q));
    expect(held.statusCode).toBe(400);
    expect(text(held.body)).toContain("This number is reserved in a buyer's checkout.");
    expect(text((await post("/admin/bundles", form(q))).body)).toContain("هذا الرقم محجوز في عملية إتمام شراء لمشترٍ.");

    const r = await pair();
    const other = await pair();
    await t.services.bundles.create(systemStaff, { plateId: r.plateId, numberId: other.numberId, price: 100_000n, active: true });
    expect(text((await post("/en/admin/bundles", form(r))).body)).toContain("This plate is already in an active bundle.");
    expect((await post("/admin/bundles", form(r))).body).toContain("هذه اللوحة في باقة فعّالة بالفعل.");
    expect((await t.database.db.select({ id: bundles.id }).from(bundles)).length).toBe(before + 1);
    expect((await get("/en/admin/bundles?sort=colour")).statusCode).toBe(400);
  });

  it("edits the price with the version it was opened at, tells a second editor the record changed, and takes the bundle off the public pages", async () => {
    const p = await pair();
    const id = await t.services.bundles.create(systemStaff, { plateId: p.plateId, numberId: p.numberId, price: 3_000_000n, active: true });
    const page = await get(`/en/admin/bundles/${id}`);
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    expect(version).toBeDefined();
    const first = await post(`/en/admin/bundles/${id}`, { intent: "save", version: version!, price: "25,000.50", active: "" });
    expect(first.headers.location).toBe(`/en/admin/bundles/${id}?done=bundleSaved`);
    const second = await post(`/en/admin/bundles/${id}`, { intent: "save", version: version!, price: "1", active: "on" });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Someone else changed this record after you opened it.");
    expect((await t.database.db.select().from(bundles).where(eq(bundles.id, id)))[0]).toMatchObject({ price: 2_500_050n, active: false });
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "bundle"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "update")));
    expect(entry).toMatchObject({ before: { price: "3000000", active: true }, after: { price: "2500050", active: false } });
    expect((await t.app.inject({ url: `/en/buy/plates/${p.plateId}`, headers: browser })).body).not.toContain(`data-bundle="${id}"`);
    expect((await get(`/en/admin/bundles/${id}`)).body).toContain("<dd>Off</dd>");
    expect((await get("/en/admin/bundles/999999")).statusCode).toBe(404);
    expect((await get("/en/admin/bundles/abc")).statusCode).toBe(404);
  });

  it("refuses taking a bundle off while a checkout holds it, and deleting one an order names; deletes one no order names", async () => {
    const p = await pair();
    const id = await t.services.bundles.create(systemStaff, { plateId: p.plateId, numberId: p.numberId, price: 3_000_000n, active: true });
    await t.services.checkout.startBundle(await buyer(), id);
    const version = /name="version" value="(\d+)"/.exec((await get(`/en/admin/bundles/${id}`)).body)![1]!;
    const off = await post(`/en/admin/bundles/${id}`, { intent: "save", version, price: "30000", active: "" });
    expect(off.statusCode).toBe(409);
    expect(text(off.body)).toContain("A buyer's checkout holds this bundle now");
    expect((await get(`/admin/bundles/${id}`)).body).toContain("في عملية إتمام شراء");
    const gone = await post(`/en/admin/bundles/${id}`, { intent: "delete" });
    expect(gone.statusCode).toBe(409);
    expect(gone.body).toContain("An order names this bundle, so it cannot be deleted.");
    expect((await t.database.db.select().from(bundles).where(eq(bundles.id, id))).length).toBe(1);

    const q = await pair();
    const free = await t.services.bundles.create(systemStaff, { plateId: q.plateId, numberId: q.numberId, price: 3_000_000n, active: true });
    const deleted = await post(`/en/admin/bundles/${free}`, { intent: "delete" });
    expect(deleted.headers.location).toBe("/en/admin/bundles?done=bundleDeleted");
    expect(await t.database.db.select().from(bundles).where(eq(bundles.id, free))).toEqual([]);
    expect((await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "bundle"), eq(auditLog.entityId, String(free)), eq(auditLog.action, "delete")))).length).toBe(1);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { staffPages } from "../helpers/staff-pages.ts";

// The admin's Plates section through the production build: the list's search, filters and sort, adding a plate
// (shown on the public listing at once: the catalogue's kept answers are forgotten), bad input refused with
// translated field errors and nothing written, edits and deletes with their refusals, each write audited.
// (Who may do what: authorization-matrix/.)

let t: TestApp;
/** The page as it is shown, without its scripts (whose data carries the page's messages too). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const staff = staffPages(() => t, ["read:plate", "create:plate", "update:plate", "delete:plate"], { role: "plates staff" });
const { get, post } = staff;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
});
afterAll(() => t.close());

const find = async (emirate: string, code: string, number: number) =>
  (await t.database.db.select().from(plates).where(eq(plates.number, number))).find((p) => p.emirateCode === emirate && p.code === code);
const audited = async (id: number) => (await t.services.audit.list({ entity: "plate", entityId: String(id), page: 1, perPage: 10 })).items.map((e) => e.action).reverse();

describe("the Plates section", () => {
  it("adds a plate that the public listing shows at once, audited", async () => {
    // The listing's answer is kept (5 s): ask once before, so a stale answer would show.
    expect((await get("/en/plates?emirate=RK&number=31337")).body).toContain("0 results");
    const added = await post("/en/admin/plates", { emirate: "RK", code: "z", plate_type: "classic", number: "٣١٣٣٧", price: "12,500.50", active: "on", featured: "on" });
    expect(added.statusCode, added.body).toBe(302);
    expect(added.headers.location).toBe("/en/admin/plates?done=itemCreated");
    const plate = (await find("RK", "Z", 31337))!;
    expect(plate).toMatchObject({ plateType: "classic", price: 1_250_050n, active: true, featured: true, sold: false, offeredByOwner: false, digits: "31337" });
    expect((await get("/en/plates?emirate=RK&number=31337")).body).toContain(`/en/buy/plates/${plate.id}`);
    expect(await audited(plate.id)).toEqual(["create"]);
    const list = await get("/en/admin/plates?emirate=RK&q=31337&sort=price&dir=desc&done=itemCreated");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("The item has been created.");
    expect(list.body).toContain(`/en/admin/plates/${plate.id}`);
    expect(list.body).toContain("Ras Al Khaimah");
  });

  it("refuses bad input with translated field errors and writes nothing", async () => {
    const before = (await t.database.db.select({ id: plates.id }).from(plates)).length;
    const bad = await post("/admin/plates", { emirate: "XX", code: "<b>", plate_type: "private", number: "123456", price: "0" });
    expect(bad.statusCode).toBe(400);
    for (const message of ["يرجى اختيار الإمارة.", "يتكون رمز اللوحة من 1 إلى 10 أحرف أو أرقام.", "يتكون رقم اللوحة من 1 إلى 5 أرقام (من 1 إلى 99999).", "يرجى إدخال سعر بالدرهم أكبر من صفر، بخانتين عشريتين على الأكثر."]) {
      expect(bad.body).toContain(message);
    }
    // A code the emirate does not issue, and the same plate twice.
    expect((await post("/en/admin/plates", { emirate: "RK", code: "Q", plate_type: "private", number: "5", price: "100" })).body).toContain("This emirate does not issue this code.");
    const twice = await post("/en/admin/plates", { emirate: "RK", code: "Z", plate_type: "classic", number: "31337", price: "100" });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("This plate is already listed.");
    expect((await t.database.db.select({ id: plates.id }).from(plates)).length).toBe(before);
    expect((await get("/en/admin/plates?sort=colour")).statusCode).toBe(400);
  });

  it("changes the price and takes a plate off sale; a sold plate stays as sold, a held or sold one is not deleted", async () => {
    const plate = (await find("RK", "Z", 31337))!;
    const saved = await post(`/en/admin/plates/${plate.id}`, { intent: "save", price: "9000", active: "" });
    expect(saved.headers.location).toBe("/en/admin/plates?done=itemEdited");
    expect(await find("RK", "Z", 31337)).toMatchObject({ price: 900_000n, active: false, featured: false });
    expect((await get(`/en/plates?emirate=RK&number=31337`)).body).not.toContain(`/en/buy/plates/${plate.id}`);
    expect(await audited(plate.id)).toEqual(["create", "update"]);

    await t.database.db.update(plates).set({ sold: true }).where(eq(plates.id, plate.id));
    const sold = await post(`/en/admin/plates/${plate.id}`, { intent: "save", price: "1", active: "on" });
    expect(sold.statusCode).toBe(409);
    expect(sold.body).toContain("This plate has been sold, so it can no longer be changed.");
    const keep = await post(`/en/admin/plates/${plate.id}`, { intent: "delete" });
    expect(keep.statusCode).toBe(409);
    expect(await find("RK", "Z", 31337)).toMatchObject({ price: 900_000n, sold: true });

    await t.database.db.update(plates).set({ sold: false, heldByOrder: 1, heldUntil: new Date(Date.now() + 600_000) }).where(eq(plates.id, plate.id));
    expect((await post(`/en/admin/plates/${plate.id}`, { intent: "delete" })).statusCode).toBe(409);
    await t.database.db.update(plates).set({ heldByOrder: null, heldUntil: null }).where(eq(plates.id, plate.id));
    const deleted = await post(`/en/admin/plates/${plate.id}`, { intent: "delete" });
    expect(deleted.headers.location).toBe("/en/admin/plates?done=itemDeleted");
    expect(await find("RK", "Z", 31337)).toBeUndefined();
    expect(await audited(plate.id)).toEqual(["create", "update", "delete"]);
    expect((await get(`/en/admin/plates/${plate.id}`)).statusCode).toBe(404);
  });

  it("says on the plate's page what was just done, once: marked sold by hand, then its offer settings saved", async () => {
    const added = await post("/en/admin/plates", { emirate: "RK", code: "z", plate_type: "classic", number: "31338", price: "5000", active: "on" });
    expect(added.statusCode, added.body).toBe(302);
    const plate = (await find("RK", "Z", 31338))!;
    // Sold at a branch: the page no longer shows the plate's forms, and still says it was marked sold.
    const marked = await post(`/en/admin/plates/${plate.id}`, { intent: "mark_sold" });
    expect(marked.headers.location).toBe(`/en/admin/plates/${plate.id}?done=itemsMarkSold&n=1`);
    const soldPage = shown((await get(marked.headers.location as string)).body);
    expect(soldPage.match(/Items marked sold/g)).toHaveLength(1);
    await post(`/en/admin/plates/${plate.id}`, { intent: "mark_unsold" });
    const saved = await post(`/en/admin/plates/${plate.id}`, { intent: "offers", accepting: "on", floor: "4000" });
    expect(saved.headers.location).toBe(`/en/admin/plates/${plate.id}?done=offerTermsSaved`);
    expect(shown((await get(saved.headers.location as string)).body).match(/Offer settings saved\./g)).toHaveLength(1);
  });
});

import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemPriceHistory, mobileNumbers } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { staffPages } from "../helpers/staff-pages.ts";
import { systemStaff } from "../helpers/users.ts";

// The du Numbers and Etisalat Numbers sections (issue 27) through the production build: one code path with
// the operator from the address; create, edit (with the version it was opened at), delete and its refusals;
// bulk actions on ticked rows and on a whole filter after a confirmed count, as one statement; the price
// history; the public listing following at once. (Who may do what: authorization-matrix/.)

let t: TestApp;
/** The page as it is shown, without its scripts (whose data carries the page's messages too). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const staff = staffPages(() => t, ["read:number", "create:number", "update:number", "delete:number"], { role: "numbers staff" });
const { get, post } = staff;
let packageId: number;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  packageId = (await t.services.packages.list())[0]!.id;
});
afterAll(() => t.close());

const byNumber = async (number: string) => (await t.database.db.select().from(mobileNumbers).where(eq(mobileNumbers.number, number)))[0];

describe("the du and Etisalat Numbers sections", () => {
  it("adds a du number typed with Arabic digits, shown on the public listing at once, with its history", async () => {
    expect((await get("/en/numbers?operator=du&mode=contains&pattern=5551234")).body).not.toContain("0555551234");
    const added = await post("/en/admin/du_numbers", { number: "٠٥٥ ٥٥٥١٢٣٤", package: String(packageId), price: "12,500.50", active: "on" });
    expect(added.statusCode, added.body).toBe(302);
    expect(added.headers.location).toBe("/en/admin/du_numbers?done=itemCreated");
    const row = (await byNumber("0555551234"))!;
    expect(row).toMatchObject({ operator: "du", packageId, price: 1_250_050n, active: true, featured: false, digits: "0555551234" });
    expect(row.tier).toBeTruthy();
    expect((await get("/en/numbers?operator=du&mode=contains&pattern=5551234")).body).toContain(`/en/buy/numbers/${row.id}`);
    const list = await get("/en/admin/du_numbers?q=٥٥٥١٢٣&done=itemCreated");
    expect(list.body).toContain("The item has been created.");
    expect(list.body).toContain(`/en/admin/du_numbers/${row.id}`);
    // The same number is not an Etisalat one: the other section neither lists nor opens it.
    expect((await get("/en/admin/etisalat_numbers?q=5551234")).body).not.toContain(`/${row.id}"`);
    expect((await get(`/en/admin/etisalat_numbers/${row.id}`)).statusCode).toBe(404);
  });

  it("refuses bad input next to its field in the page's language, and a duplicate, writing nothing", async () => {
    const before = (await t.database.db.select({ id: mobileNumbers.id }).from(mobileNumbers)).length;
    const bad = await post("/admin/etisalat_numbers", { number: "123", package: "", price: "0.001" });
    expect(bad.statusCode).toBe(400);
    for (const message of ["رقم الهاتف المتحرك يبدأ بـ 05 ويليه 8 أرقام، و11 خانة على الأكثر.", "يرجى اختيار الباقة.", "يرجى إدخال سعر بالدرهم أكبر من صفر، بخانتين عشريتين على الأكثر."]) expect(bad.body).toContain(message);
    const twice = await post("/en/admin/etisalat_numbers", { number: "0555551234", package: String(packageId), price: "100" });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("This number is already listed.");
    expect((await post("/en/admin/du_numbers", { number: "0501112222", package: "999999", price: "100" })).body).toContain("Please choose the package.");
    expect((await t.database.db.select({ id: mobileNumbers.id }).from(mobileNumbers)).length).toBe(before);
    expect((await get("/en/admin/du_numbers?sort=colour")).statusCode).toBe(400);
    expect((await get("/en/admin/du_numbers?mode=mask&pattern=05<script>")).statusCode).toBe(400);
  });

  it("edits a number with its price kept in the history, and tells the second of two editors the record changed", async () => {
    const row = (await byNumber("0555551234"))!;
    const page = await get(`/en/admin/du_numbers/${row.id}`);
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    expect(version).toBeDefined();
    const first = await post(`/en/admin/du_numbers/${row.id}`, { intent: "save", version: version!, package: String(packageId), price: "9000", active: "on", featured: "on" });
    expect(first.headers.location).toBe("/en/admin/du_numbers?done=itemEdited");
    const second = await post(`/en/admin/du_numbers/${row.id}`, { intent: "save", version: version!, package: String(packageId), price: "1", active: "" });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Someone else changed this record after you opened it.");
    expect(await byNumber("0555551234")).toMatchObject({ price: 900_000n, featured: true, active: true });
    const history = await t.database.db.select().from(itemPriceHistory).where(and(eq(itemPriceHistory.kind, "number"), eq(itemPriceHistory.itemId, row.id)));
    expect(history.map((h) => [h.event, h.price, h.previousPrice])).toEqual([["listed", 1_250_050n, null], ["price", 900_000n, 1_250_050n]]);
    expect(history[1]!.actorEmail).toMatch(/@/);
    const shown = await get(`/en/admin/du_numbers/${row.id}`);
    expect(shown.body).toContain("Price changed");
    const audit = (await t.services.audit.list({ entity: "mobile_number", entityId: String(row.id), page: 1, perPage: 10 })).items;
    expect(audit.map((e) => e.action).reverse()).toEqual(["create", "update"]);
    // Only what changed is kept.
    expect(Object.keys(audit[0]!.after ?? {}).sort()).toEqual(["featured", "price"]);
  });

  it("puts ticked numbers on hot deals, and everything a filter matches after confirming its count, in one statement", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await t.services.numbers.create(systemStaff, "etisalat", { number: `05099900${i}0`, packageId, price: 50_000n, active: true, featured: false }));
    const ticked = await post("/en/admin/etisalat_numbers", { intent: "hot_on", ids: ids.slice(0, 3).map(String) });
    expect(ticked.headers.location).toBe("/en/admin/etisalat_numbers?done=itemsHotOn&n=3");
    const featured = async () => (await t.database.db.select().from(mobileNumbers).where(inArray(mobileNumbers.id, ids))).filter((r) => r.featured).length;
    expect(await featured()).toBe(3);
    expect((await get("/en/numbers?operator=etisalat&hot=1&mode=starts&pattern=0509990")).body).toContain(`/en/buy/numbers/${ids[0]}`);

    // On the filter: the first post only counts (nothing written), the confirmed one changes them all.
    const filter = "/en/admin/etisalat_numbers?mode=starts&pattern=0509990&hot=no";
    const asked = await post(filter, { intent: "hot_on", scope: "filter" });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("This changes every item the filter matches now: 2. Confirm?");
    expect(await featured()).toBe(3);
    const done = await post(filter, { intent: "hot_on", scope: "filter", confirm: "2" });
    expect(done.headers.location).toBe("/en/admin/etisalat_numbers?mode=starts&pattern=0509990&hot=no&done=itemsHotOn&n=2");
    expect(await featured()).toBe(5);
    // Nothing ticked: a translated refusal, nothing written.
    const none = await post("/en/admin/etisalat_numbers", { intent: "hot_off" });
    expect(none.statusCode).toBe(400);
    expect(await featured()).toBe(5);
  });

  it("marks a number sold at a branch and back, kept in the history; a sold number is not deleted, an unsold one is", async () => {
    const row = (await byNumber("0509990000"))!;
    expect((await post(`/en/admin/etisalat_numbers/${row.id}`, { intent: "mark_sold" })).headers.location).toBe(`/en/admin/etisalat_numbers/${row.id}?done=itemsMarkSold&n=1`);
    expect(await byNumber("0509990000")).toMatchObject({ sold: true });
    // The public listing shows it as sold at once (its kept answer forgotten).
    expect((await get(`/en/numbers?operator=etisalat&mode=starts&pattern=0509990000`)).body).toMatch(new RegExp(`'id':${row.id},[^}]*'sold':true`));
    const refused = await post(`/en/admin/etisalat_numbers/${row.id}`, { intent: "delete" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("cannot be deleted");
    await post(`/en/admin/etisalat_numbers/${row.id}`, { intent: "mark_unsold" });
    expect(await byNumber("0509990000")).toMatchObject({ sold: false });
    const events = (await t.services.numbers.history(row.id)).map((h) => h.event);
    expect(events.slice(0, 2)).toEqual(["unsold", "sold"]);
    const deleted = await post(`/en/admin/etisalat_numbers/${row.id}`, { intent: "delete" });
    expect(deleted.headers.location).toBe("/en/admin/etisalat_numbers?done=itemDeleted");
    expect(await byNumber("0509990000")).toBeUndefined();
  });

  it("answers a write that fails on the server's side with the spec's message on the page, in both languages, writing nothing", async () => {
    // The price history is written in the same transaction as the number: without its table the write fails.
    await t.database.db.execute(sql`ALTER TABLE item_price_history RENAME TO item_price_history_away`);
    try {
      const en = await post("/en/admin/du_numbers", { number: "0557770001", package: String(packageId), price: "900" });
      expect(en.statusCode).toBe(500);
      expect(en.body).toContain("Errors while creating, editing or deleting an item.");
      const ar = await post("/admin/du_numbers", { number: "0557770001", package: String(packageId), price: "900" });
      expect(ar.statusCode).toBe(500);
      expect(ar.body).toContain("حدثت أخطاء أثناء إنشاء المنتج أو تعديله أو حذفه.");
    } finally {
      await t.database.db.execute(sql`ALTER TABLE item_price_history_away RENAME TO item_price_history`);
    }
    expect(await byNumber("0557770001")).toBeUndefined();
  });

  it("says on the number's page that its offer settings were saved, once (not again in the offers panel)", async () => {
    const id = await t.services.numbers.create(systemStaff, "du", { number: "0551230987", packageId, price: 50_000n, active: true, featured: false });
    const saved = await post(`/en/admin/du_numbers/${id}`, { intent: "offers", accepting: "on", floor: "400" });
    expect(saved.headers.location).toBe(`/en/admin/du_numbers/${id}?done=offerTermsSaved`);
    expect(shown((await get(saved.headers.location as string)).body).match(/Offer settings saved\./g)).toHaveLength(1);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mobileNumbers } from "#server/db/schema.ts";
import { featureColumns } from "#server/modules/catalog/item-features.ts";
import { EXACT_COUNT_UP_TO } from "#server/modules/catalog/items-admin.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { staffPages } from "../helpers/staff-pages.ts";

// The admin numbers list of a big table (decision 0056): a broad filter's total is an estimate shown as
// "about N" in both languages, a narrow one is exact, and the bulk "everything this filter matches"
// confirmation always counts exactly.

let t: TestApp;
const staff = staffPages(() => t, ["read:number", "update:number"], { role: "numbers staff" });
const { get, post } = staff;
const EXTRA = 12_000; // enough rows for the table to outgrow the estimate's sample (about 100 blocks)

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  const rows = Array.from({ length: EXTRA }, (_, i) => {
    const number = `0589${String(i).padStart(6, "0")}`;
    return { operator: "du" as const, number, price: 100_000n + BigInt(i), active: true, ...featureColumns("number", number) };
  });
  for (let i = 0; i < rows.length; i += 2_000) await t.database.db.insert(mobileNumbers).values(rows.slice(i, i + 2_000));
  await t.database.db.execute(sql`analyze mobile_numbers`);
}, 120_000);
afterAll(() => t.close());


describe("the admin numbers list of a big table", () => {
  it("estimates a broad filter's total, counts a narrow one exactly", async () => {
    const exact = await t.database.db.$count(mobileNumbers, sql`operator = 'du'`);
    const broad = await t.services.numbers.list("du", { q: undefined, page: 1, sort: { key: "created", dir: "desc" } } as never);
    expect(exact).toBeGreaterThan(EXACT_COUNT_UP_TO);
    expect(broad.totalExact).toBe(false);
    expect(Math.abs(broad.total - exact) / exact).toBeLessThan(0.25);
    const narrow = await t.services.numbers.list("du", { q: "058900012", page: 1, sort: { key: "created", dir: "desc" } } as never);
    expect(narrow).toMatchObject({ totalExact: true, total: 10 });
  });

  it("shows the estimate as about N in both languages", async () => {
    const en = await get("/en/admin/du_numbers");
    expect(en.statusCode).toBe(200);
    expect(en.body).toMatch(/About [\d,]+ in total/);
    const ar = await get("/admin/du_numbers");
    expect(ar.body).toMatch(/نحو [\d٠-٩,٬]+ إجمالًا/);
    expect((await get("/en/admin/du_numbers?q=058900012")).body).toContain("10 in total");
  });

  it("confirms a bulk action on the whole filter with the exact count", async () => {
    const exact = await t.database.db.$count(mobileNumbers, sql`operator = 'du'`);
    const hot = await t.database.db.$count(mobileNumbers, sql`featured`);
    const asked = await post("/en/admin/du_numbers?mode=starts&pattern=05", { intent: "hot_on", scope: "filter" });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(`\\"ask\\",${exact}`); // the exact count, posted back to confirm
    expect(await t.database.db.$count(mobileNumbers, sql`featured`)).toBe(hot); // asked, nothing written
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { mobileNumbers } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// The item admin's JSON API (decision 0056): the same list query and service as the admin page, create,
// edit, bulk actions; the permission checked on the server; bad input a translated 4xx, never a 5xx.

let t: TestApp;
let staff: string;
let reader: string;
let packageId: number;

beforeAll(async () => {
  t = await createTestApp({ limits: { signInIp: { points: 10_000, duration: 60 } } });
  const all = await t.services.access.createRole(systemStaff, "numbers staff", ["read:number", "create:number", "update:number", "read:plate", "update:plate"]);
  const readOnly = await t.services.access.createRole(systemStaff, "numbers reader", ["read:number"]);
  for (const [role, set] of [[all, (v: string) => (staff = v)], [readOnly, (v: string) => (reader = v)]] as const) {
    const user = await createUser(t, { verified: true });
    await t.services.access.setUserRoles(systemStaff, user.id, [role]);
    set(await login(t, user.email, user.password));
  }
  packageId = (await t.services.packages.list())[0]!.id;
});
afterAll(() => t.close());

const api = (token: string | undefined, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

describe("the item admin API", () => {
  it("refuses without a session (401) and without the permission (403), writing nothing", async () => {
    expect((await api(undefined, "GET", "/api/admin/du_numbers")).statusCode).toBe(401);
    const denied = await api(reader, "POST", "/api/admin/du_numbers?lang=en", { number: "0507770001", package: packageId, price: "100" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: translate("en", "auth.forbidden") });
    expect((await api(reader, "POST", "/api/admin/du_numbers/bulk", { action: "hot_on", ids: [1] })).statusCode).toBe(403);
    expect((await api(reader, "GET", "/api/admin/plates")).statusCode).toBe(403);
    expect(await t.database.db.$count(mobileNumbers, eq(mobileNumbers.number, "0507770001"))).toBe(0);
    expect((await api(reader, "GET", "/api/admin/du_numbers")).statusCode).toBe(200);
  });

  it("creates, lists with the admin page's filters, edits, and refuses bad input with translated field errors", async () => {
    const bad = await api(staff, "POST", "/api/admin/du_numbers", { number: "123", package: packageId, price: "0.001" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(translate("ar", "numbers.numberInvalid"));
    const made = await api(staff, "POST", "/api/admin/du_numbers?lang=en", { number: "0507770001", package: packageId, price: "12500.50", active: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ message: "The item has been created." });
    const id = made.json<{ id: number }>().id;
    expect((await api(staff, "POST", "/api/admin/du_numbers?lang=en", { number: "0507770001", package: packageId, price: "1" })).statusCode).toBe(409);
    const list = await api(staff, "GET", "/api/admin/du_numbers?mode=contains&pattern=7770001");
    expect(list.json()).toMatchObject({ data: [{ id, number: "0507770001", price: "1250050", active: true, featured: false }], meta: { total: 1, total_exact: true } });
    expect((await api(staff, "GET", "/api/admin/etisalat_numbers?mode=contains&pattern=7770001")).json()).toMatchObject({ data: [] });
    expect((await api(staff, "GET", "/api/admin/du_numbers?sort=colour")).statusCode).toBe(400);
    const edited = await api(staff, "PATCH", `/api/admin/du_numbers/${id}?lang=en`, { package: packageId, price: "9000", active: true });
    expect(edited.json()).toEqual({ message: "The item has been edited." });
    expect((await t.database.db.select().from(mobileNumbers).where(eq(mobileNumbers.id, id)))[0]).toMatchObject({ price: 900_000n });
    expect((await api(staff, "PATCH", "/api/admin/du_numbers/999999", { package: packageId, price: "1" })).statusCode).toBe(404);
  });

  it("runs bulk actions on ids, and on a filter after answering its exact count", async () => {
    const ids = [];
    for (const n of ["0507771001", "0507771002", "0507771003"]) ids.push((await api(staff, "POST", "/api/admin/du_numbers", { number: n, package: packageId, price: "100", active: true })).json<{ id: number }>().id);
    const hot = await api(staff, "POST", "/api/admin/du_numbers/bulk?lang=en", { action: "hot_on", ids });
    expect(hot.json()).toEqual({ message: "Items added to hot deals: 3.", count: 3 });
    const asked = await api(staff, "POST", "/api/admin/du_numbers/bulk?mode=contains&pattern=777100", { action: "hot_off", scope: "filter" });
    expect(asked.json()).toEqual({ count: 3 });
    expect(await t.database.db.$count(mobileNumbers, eq(mobileNumbers.featured, true))).toBeGreaterThanOrEqual(3);
    const done = await api(staff, "POST", "/api/admin/du_numbers/bulk?mode=contains&pattern=777100&lang=en", { action: "hot_off", scope: "filter", confirm: 3 });
    expect(done.json()).toEqual({ message: "Items removed from hot deals: 3.", count: 3 });
    const sold = await api(staff, "POST", "/api/admin/du_numbers/bulk", { action: "mark_sold", ids: [ids[0]] });
    expect(sold.json()).toMatchObject({ count: 1 });
    expect((await api(staff, "GET", "/api/admin/du_numbers?mode=contains&pattern=7771001")).json()).toMatchObject({ data: [{ sold: true }] });
    for (const body of [{ action: "explode", ids }, { action: "hot_on" }, { action: "hot_on", ids: ["x"] }, { action: "hot_on", scope: "everything" }]) {
      const refused = await api(staff, "POST", "/api/admin/du_numbers/bulk", body);
      expect(refused.statusCode).toBe(400);
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles } from "#server/db/schema.ts";
import { pageRequests } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Issue 11, item 7: a staff member who may manage roles changes (renames, edits, deletes) only roles whose
// permissions they all hold, through the API and through the admin page alike.
let t: TestApp;
let roleManager: { token: string; cookie: string };
let salesId: number;
let weakId: number;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false });
  const access = t.services.access;
  const managerRole = await access.createRole(systemStaff, "Role managers", ["read:role", "manage:role", "read:dashboard"]);
  weakId = await access.createRole(systemStaff, "Dashboard viewers", ["read:dashboard"]);
  salesId = (await access.listRoles()).find((r) => r.systemKey === "sales")!.id;
  const staff = await createUser(t, { verified: true });
  await access.setUserRoles(systemStaff, staff.id, [managerRole]);
  const token = await login(t, staff.email, staff.password);
  const signIn = await pageRequests(() => t).post("/en/sign_in", { email: staff.email, password: staff.password });
  const cookie = ([] as string[]).concat(signIn.headers["set-cookie"] as string[]).find((c) => c.startsWith("session="))!.split(";")[0]!;
  roleManager = { token, cookie };
});
afterAll(() => t.close());

const api = (method: "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: roleManager.token }, ...(payload ? { payload } : {}) });
const nameOf = async (id: number) => (await t.database.db.select({ name: roles.name }).from(roles).where(eq(roles.id, id)))[0]?.name;

describe("changing a role that holds more than you", () => {
  it("the API refuses to rename, edit or delete it, in both languages, and changes nothing", async () => {
    const rename = await api("PATCH", `/api/admin/roles/${salesId}?lang=en`, { name: "Renamed by a role manager" });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe("You can only change or delete a role whose permissions you all hold yourself.");
    const drop = await api("PATCH", `/api/admin/roles/${salesId}?lang=ar`, { permissions: [] });
    expect(drop.statusCode).toBe(403);
    expect(drop.json().message).toBe("لا يمكنك تعديل دور أو حذفه إلا إذا كنت تملك جميع صلاحياته.");
    expect((await api("DELETE", `/api/admin/roles/${salesId}`)).statusCode).toBe(403);
    expect(await nameOf(salesId)).toBe("Sales");
    expect((await t.services.access.listRoles()).find((r) => r.id === salesId)!.permissions.length).toBeGreaterThan(10);
  });

  it("the admin page refuses the same, with the translated message", async () => {
    const { post } = pageRequests(() => t);
    const res = await post(`/en/admin/roles/${salesId}`, { intent: "rename", name: "Renamed on the page" }, roleManager.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain("You can only change or delete a role whose permissions you all hold yourself.");
    expect((await post(`/admin/roles/${salesId}`, { intent: "delete" }, roleManager.cookie)).statusCode).toBe(403);
    expect(await nameOf(salesId)).toBe("Sales");
  });

  it("a role within your own permissions can still be renamed and changed", async () => {
    expect((await api("PATCH", `/api/admin/roles/${weakId}`, { name: "Dashboard readers" })).statusCode).toBe(200);
    expect(await nameOf(weakId)).toBe("Dashboard readers");
    expect((await api("PATCH", `/api/admin/roles/${weakId}`, { permissions: ["read:dashboard", "read:role"] })).statusCode).toBe(200);
    // Given a permission the manager lacks, the same role is out of reach.
    expect((await api("PATCH", `/api/admin/roles/${weakId}`, { permissions: ["read:dashboard", "read:user"] })).statusCode).toBe(403);
  });
});

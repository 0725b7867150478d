import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salesMarketPermissions } from "#core/access/permissions.ts";
import { rolePermissions, seedHistory } from "#server/db/schema.ts";
import { seedAccess } from "#server/modules/access/index.ts";
import { pageRequests } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// The seeded Sales role (decision 0073): a sales staff member answers offers, makes and prices bundles, reads and
// schedules auctions; deleting a bundle, cancelling an auction, the next bidder and deposits are not theirs. A
// database seeded before gets the new permissions once at start.

let t: TestApp;
let cookie: string;
const { get, post } = pageRequests(() => t);

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  const user = await createUser(t, { verified: true, roles: ["sales"] });
  cookie = `session=${await login(t, user.email, user.password)}`;
});
afterAll(() => t.close());

const salesPermissions = async () => (await t.services.access.listRoles()).find((r) => r.systemKey === "sales")!.permissions;

describe("the Sales role", () => {
  it("holds offers, bundles and auctions to read and run, and none of their destructive or money steps", async () => {
    const held = await salesPermissions();
    for (const p of ["read:offer", "update:offer", "read:bundle", "create:bundle", "update:bundle", "read:auction", "create:auction"]) expect(held).toContain(p);
    for (const p of ["delete:bundle", "update:auction", "cancel:auction", "confirm:auction_deposit"]) expect(held).not.toContain(p);
  });

  it("opens the Offers, Bundles and Auctions sections and the scheduling form, and is refused deleting a bundle or cancelling an auction", async () => {
    const home = await get("/en/admin", cookie);
    for (const section of ["/en/admin/offers", "/en/admin/bundles", "/en/admin/auctions"]) {
      expect(home.body).toContain(`href="${section}"`);
      expect((await get(section, cookie)).statusCode, section).toBe(200);
    }
    expect((await get("/admin/auctions/new", cookie)).statusCode).toBe(200);
    // The permission is checked before the record is looked up: refused whatever the id.
    expect((await post("/en/admin/bundles/1", { intent: "delete" }, cookie)).statusCode).toBe(403);
    expect((await post("/en/admin/auctions/1", { intent: "cancel", reason: "Not ours to cancel" }, cookie)).statusCode).toBe(403);
  });

  it("gets them once on a database seeded before, without giving back one staff took away since", async () => {
    const sales = (await t.services.access.listRoles()).find((r) => r.systemKey === "sales")!;
    await t.database.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, sales.id), inArray(rolePermissions.permissionKey, [...salesMarketPermissions])));
    await t.database.db.delete(seedHistory).where(eq(seedHistory.step, "access:roles:v3-sales-market"));
    expect(await salesPermissions()).not.toContain("read:offer");

    await seedAccess(t.database.db, t.services);
    expect(await salesPermissions()).toEqual(expect.arrayContaining([...salesMarketPermissions]));

    // Staff take one away; the next start leaves it so.
    await t.database.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, sales.id), eq(rolePermissions.permissionKey, "create:auction")));
    await seedAccess(t.database.db, t.services);
    expect(await salesPermissions()).not.toContain("create:auction");
  });
});

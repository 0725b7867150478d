import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Permission, allPermissions } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { auditLog, users } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";
import { browser } from "../helpers/page-requests.ts";

// The admin kit's list behaviour on the users list, as the page and the JSON API give it: server-side sort by
// each sortable column in both directions (ties broken by id), filters, search, a refused sort, and bulk actions
// that go through the audited service one user at a time.

let t: TestApp;
let admin: { id: string; token: string };
let counter = 0;
/** Users of this file only: their names start with "Listed". */
const people: { id: string; name: string; email: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false, limits: { signInIp: { points: 10_000, duration: 60 } } });
  admin = await staff([...allPermissions]);
  for (const [name, verified] of [
    ["Listed Zaid", true],
    ["Listed Amal", false],
    ["Listed Mona", true],
    ["Listed Bilal", true],
  ] as const) {
    const u = await createUser(t, { verified, name });
    people.push({ id: u.id, name, email: u.email });
  }
  await t.services.accounts.setDisabled(systemStaff, people[3]!.id, true);
});
afterAll(() => t.close());

async function staff(permissions: Permission[]) {
  const roleId = await t.services.access.createRole(systemStaff, `lists role ${++counter}`, permissions);
  const user = await createUser(t, { verified: true, name: `Staff ${counter}` });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  return { id: user.id, token: await login(t, user.email, user.password) };
}

const page = (url: string, token = admin.token) => t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });
const api = (url: string, lang = "en") => t.app.inject({ url, headers: { cookie: `session=${admin.token}`, "accept-language": lang } });
const names = async (query: string) => (await api(`/api/admin/users?q=Listed&${query}`)).json<{ data: { name: string }[] }>().data.map((u) => u.name);

function post(url: string, form: [string, string][], token = admin.token) {
  return t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, cookie: `session=${token}`, "content-type": "application/x-www-form-urlencoded" } });
}

describe("sorting, filtering and searching the users list", () => {
  it("sorts by name and by e-mail both ways, and newest first by default", async () => {
    const byName = people.map((p) => p.name).sort();
    expect(await names("sort=name")).toEqual(byName);
    expect(await names("sort=name&dir=desc")).toEqual([...byName].reverse());
    const byEmail = [...people].sort((a, b) => a.email.localeCompare(b.email)).map((p) => p.name);
    expect(await names("sort=email&dir=asc")).toEqual(byEmail);
    expect(await names("sort=email&dir=desc")).toEqual([...byEmail].reverse());
    expect(await names("")).toEqual([...people].reverse().map((p) => p.name));
    expect(await names("sort=registered&dir=asc")).toEqual(people.map((p) => p.name));
  });

  it("filters by state and by verified e-mail, with the search", async () => {
    expect(await names("status=disabled")).toEqual(["Listed Bilal"]);
    expect((await names("status=active&sort=name")).sort()).toEqual(["Listed Amal", "Listed Mona", "Listed Zaid"]);
    expect(await names("verified=no")).toEqual(["Listed Amal"]);
    expect(await names("verified=yes&status=active&sort=name")).toEqual(["Listed Mona", "Listed Zaid"]);
    expect(await names("status=&verified=&sort=&dir=")).toHaveLength(4);
  });

  it("refuses a sort the list does not offer, translated, on the page and the API", async () => {
    for (const bad of ["sort=password", "sort=name;drop", "dir=sideways"]) {
      const res = await api(`/api/admin/users?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.values(res.json<{ errors: Record<string, string> }>().errors)).toContain("This list cannot be sorted that way.");
      expect((await api(`/api/admin/users?${bad}`, "ar")).json<{ errors: Record<string, string> }>().errors).toMatchObject({ [bad.split("=")[0]!]: translate("ar", "table.badSort") });
    }
    const refused = await page("/en/admin/users?sort=password");
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("This list cannot be sorted that way.");
    expect(refused.body).not.toContain("Listed Zaid");
  });

  it("marks the sorted column with aria-sort and links each sortable header to the other direction, keeping the filters", async () => {
    const html = (await page("/en/admin/users?q=Listed&status=active&sort=name&dir=asc")).body;
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"[^>]*><a [^>]*href="\/en\/admin\/users\?q=Listed&amp;status=active&amp;sort=name&amp;dir=desc"/);
    expect(html).toMatch(/<a [^>]*href="\/en\/admin\/users\?q=Listed&amp;status=active&amp;sort=email&amp;dir=asc"/);
    expect(html).not.toContain('aria-sort="descending"');
    expect(html).toMatch(/<select id="[^"]*-status" name="status"/);
  });
});

describe("bulk actions on users", () => {
  it("disables the selected users through the audited service, leaves your own account alone, and says how many", async () => {
    const a = await createUser(t, { verified: true, name: "Bulk One" });
    const b = await createUser(t, { verified: true, name: "Bulk Two" });
    const res = await post("/en/admin/users", [
      ["intent", "disable"],
      ["ids", a.id],
      ["ids", b.id],
      ["ids", admin.id],
    ]);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(302);
    expect(res.headers.location).toBe("/en/admin/users?done=usersDisabled&n=2");
    const rows = await t.database.db.select({ id: users.id, disabled: users.disabled }).from(users).where(inArray(users.id, [a.id, b.id, admin.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.disabled]))).toEqual({ [a.id]: true, [b.id]: true, [admin.id]: false });
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "disable"), inArray(auditLog.entityId, [a.id, b.id])));
    expect(entries.map((e) => e.actorId)).toEqual([admin.id, admin.id]);
    expect((await page("/en/admin/users?done=usersDisabled&n=2")).body).toContain("Disabled and signed out everywhere: 2.");

    const enabled = await post("/admin/users", [
      ["intent", "enable"],
      ["ids", a.id],
    ]);
    expect(enabled.headers.location).toBe("/admin/users?done=usersEnabled&n=1");
    expect((await t.services.users.get(a.id))?.disabled).toBe(false);
  });

  it("asks for a selection, refuses an unknown action, and changes nothing for staff without update:user", async () => {
    const none = await post("/en/admin/users", [["intent", "disable"]]);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain("Please select at least one row.");
    const victim = await createUser(t, { verified: true });
    expect((await post("/en/admin/users", [["intent", "delete"], ["ids", victim.id]])).statusCode).toBe(400);
    const reader = await staff(["read:user"]);
    expect((await post("/en/admin/users", [["intent", "disable"], ["ids", victim.id]], reader.token)).statusCode).toBe(403);
    expect((await t.services.users.get(victim.id))?.disabled).toBe(false);
  });

  it("offers the selection only to staff who may use it", async () => {
    const html = (await page("/en/admin/users?q=Listed")).body;
    const zaid = people[0]!.id;
    const box = new RegExp(`<input[^>]*name="ids" value="${zaid}"[^>]*>`).exec(html)?.[0] ?? "";
    const form = /form="([a-z-]+)"/.exec(box)?.[1];
    expect(form).toBe("admin-users-bulk");
    expect(box).toContain(`aria-labelledby="${form}-select ${form}-row-${zaid}"`);
    expect(html).toContain(`<span id="${form}-select" hidden="">Select</span>`);
    expect(html).toMatch(new RegExp(`<th scope="row" id="[a-z-]+-row-${zaid}"[^>]*>.*?Listed Zaid`));
    const reader = await staff(["read:user"]);
    const readOnly = (await page("/en/admin/users?q=Listed", reader.token)).body;
    expect(readOnly).toContain("Listed Zaid");
    expect(readOnly).not.toContain('name="ids"');
  });
});

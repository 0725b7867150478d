import { describe, expect, it } from "vitest";
import { allPermissions } from "#core/access/permissions.ts";
import { shown } from "../helpers/page-requests.ts";
import { adminPages } from "../helpers/staff-pages.ts";
import { createUser, systemStaff } from "../helpers/users.ts";

// The Users, Roles and Permissions pages through the production build: searching and paging users, what a
// staff member may change of another's roles and account, creating, renaming, narrowing and deleting roles
// (the super admin's fixed), and the seeded roles' names in the page's language.

let counter = 0;
const admin = adminPages();
const { get, post, staff } = admin;


describe("users", () => {
  it("searches by name or e-mail, with the query in the URL, and escapes what users typed", async () => {
    const odd = await createUser(admin.t, { verified: true, name: "Zed <b>Bold</b> Quux" });
    const res = await get("/en/admin/users?q=quux", admin.superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Zed &lt;b&gt;Bold&lt;/b&gt; Quux");
    expect(shown(res.body)).not.toContain("<b>Bold</b>");
    expect(res.body).toContain(`href="/en/admin/users/${odd.id}"`);
    expect(res.body).toContain('value="quux"');
    expect(res.body).toContain("1 in total");
    const byEmail = await get(`/admin/users?q=${encodeURIComponent(odd.email)}`, admin.superAdmin.cookie);
    expect(byEmail.body).toContain(`href="/admin/users/${odd.id}"`);
    expect((await get("/en/admin/users?q=nobody-matches-this", admin.superAdmin.cookie)).body).toContain("Nothing matches your search.");
    expect((await get("/en/admin/users?page=0", admin.superAdmin.cookie)).statusCode).toBe(400);
  });

  it("paginates with numbered links that keep the search", async () => {
    for (let i = 0; i < 21; i++) await createUser(admin.t, { name: `Pager Person ${i}` });
    const first = await get("/en/admin/users?q=pager", admin.superAdmin.cookie);
    expect(first.body).toContain("Page 1 of 2");
    expect(first.body).toContain('href="/en/admin/users?q=pager&amp;page=2"');
    const second = await get("/en/admin/users?q=pager&page=2", admin.superAdmin.cookie);
    expect(second.body).toContain("Page 2 of 2");
    const rows = /<tbody>([\s\S]*?)<\/tbody>/.exec(second.body)![1]!;
    expect(rows.match(/Pager Person/g)).toHaveLength(1);
  });

  it("shows the roles form only with manage:role and the disable button only with update:user, never for yourself", async () => {
    const target = await createUser(admin.t, { verified: true, name: "Target Person" });
    const readOnly = await staff(["read:user"]);
    const page = await get(`/en/admin/users/${target.id}`, readOnly.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Target Person");
    expect(shown(page.body)).not.toContain("Save roles");
    expect(shown(page.body)).not.toContain(">Disable<");

    const full = await get(`/en/admin/users/${target.id}`, admin.superAdmin.cookie);
    expect(full.body).toContain("Save roles");
    expect(full.body).toContain("Super admin");
    expect(full.body).toContain(">Disable<");

    const self = await get(`/en/admin/users/${admin.superAdmin.id}`, admin.superAdmin.cookie);
    expect(shown(self.body)).not.toContain(">Disable<");
    expect(self.body).toContain("This is your own account: you cannot disable it.");

    // The form is hidden, but the action checks by itself.
    const sneaky = await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [] }, readOnly.cookie);
    expect(sneaky.statusCode).toBe(403);
  });

  it("saves roles with a success message, and disables and re-enables a user", async () => {
    const target = await createUser(admin.t, { verified: true });
    const editor = (await admin.t.services.access.listRoles()).find((r) => r.systemKey === "content_editor")!;
    const saved = await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [String(editor.id)] }, admin.superAdmin.cookie);
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe(`/en/admin/users/${target.id}?done=rolesSaved`);
    const after = await get(saved.headers.location as string, admin.superAdmin.cookie);
    expect(after.body).toContain("The roles have been saved.");
    expect((await admin.t.services.access.rolesOf(target.id)).map((r) => r.id)).toEqual([editor.id]);

    const ar = await post(`/admin/users/${target.id}`, { intent: "disable" }, admin.superAdmin.cookie);
    expect(ar.headers.location).toBe(`/admin/users/${target.id}?done=userDisabled`);
    const shown = await get(ar.headers.location as string, admin.superAdmin.cookie);
    expect(shown.body).toContain("تم تعطيل المستخدم وتسجيل خروجه من جميع الأجهزة.");
    expect(shown.body).toContain("إعادة التفعيل");
    await post(`/admin/users/${target.id}`, { intent: "enable" }, admin.superAdmin.cookie);
    expect((await admin.t.services.users.get(target.id))?.disabled).toBe(false);
  });

  it("keeps roles the actor may not hand out, and refuses to change them", async () => {
    const manager = await staff(["read:user", "manage:role"]);
    const target = await createUser(admin.t, { verified: true });
    const sales = (await admin.t.services.access.listRoles()).find((r) => r.systemKey === "sales")!;
    await admin.t.services.access.setUserRoles(systemStaff, target.id, [sales.id]);
    const page = await get(`/en/admin/users/${target.id}`, manager.cookie);
    // Locked box, kept by a hidden field so saving does not take the role away.
    const box = new RegExp(`<input type="checkbox"[^>]*value="${sales.id}"/>`).exec(page.body)![0];
    expect(box).toContain('disabled=""');
    expect(box).toContain('checked=""');
    expect(page.body).toContain(`<input type="hidden" name="role_ids" value="${sales.id}"/>`);
    expect((await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [String(sales.id)] }, manager.cookie)).statusCode).toBe(302);
    const removed = await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [] }, manager.cookie);
    expect(removed.statusCode).toBe(403);
    expect(removed.body).toContain("You do not have permission to do this.");
    expect((await admin.t.services.access.rolesOf(target.id)).map((r) => r.id)).toEqual([sales.id]);
  });

  it("ignores unknown success names in the URL", async () => {
    const res = await get(`/en/admin/users/${admin.superAdmin.id}?done=constructor`, admin.superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(shown(res.body)).not.toContain('role="status"');
  });
});

describe("roles and permissions", () => {
  it("lists roles with user counts and creates one, with translated errors", async () => {
    const list = await get("/en/admin/roles", admin.superAdmin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Super admin");
    expect(list.body).toContain("All permissions");
    expect(list.body).toContain("Create role");
    const counted = await admin.t.services.access.createRole(systemStaff, "Counted role", ["read:mail", "read:user"]);
    for (const name of ["One", "Two"]) {
      const u = await createUser(admin.t, { name });
      await admin.t.services.access.setUserRoles(systemStaff, u.id, [counted]);
    }
    const row = new RegExp(`href="/en/admin/roles/${counted}"[^>]*>Counted role</a></th>(<td[^>]*>.*?</td>)(<td[^>]*>.*?</td>)</tr>`).exec(
      (await get("/en/admin/roles", admin.superAdmin.cookie)).body,
    );
    expect(row?.[1]).toContain("<bdi>2</bdi>");
    expect(row?.[2]).toContain("<bdi>2</bdi>");

    const created = await post("/en/admin/roles", { name: "Night shift" }, admin.superAdmin.cookie);
    expect(created.statusCode).toBe(302);
    expect(created.headers.location).toMatch(/^\/en\/admin\/roles\/\d+\?done=roleCreated$/);
    expect((await get(created.headers.location as string, admin.superAdmin.cookie)).body).toContain("The role has been created.");

    const taken = await post("/en/admin/roles", { name: "Night shift" }, admin.superAdmin.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain("A role with this name already exists.");
    const empty = await post("/admin/roles", { name: "  " }, admin.superAdmin.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("يرجى إدخال اسم الدور.");

    const reader = await staff(["read:role"]);
    expect(shown((await get("/en/admin/roles", reader.cookie)).body)).not.toContain("Create role");
  });

  it("renames a role and sets its permissions, grouped by entity", async () => {
    const id = await admin.t.services.access.createRole(systemStaff, `editable ${++counter}`, []);
    const page = await get(`/en/admin/roles/${id}`, admin.superAdmin.cookie);
    expect(page.body).toContain("<legend");
    expect(page.body).toContain("Contact inquiries");
    expect(page.body).toContain('value="read:mail"');
    expect(page.body).toContain("Save permissions");

    const renamed = await post(`/en/admin/roles/${id}`, { intent: "rename", name: "Renamed role" }, admin.superAdmin.cookie);
    expect(renamed.headers.location).toBe(`/en/admin/roles/${id}?done=roleSaved`);
    const saved = await post(`/en/admin/roles/${id}`, { intent: "permissions", permissions: ["read:mail", "read:user"] }, admin.superAdmin.cookie);
    expect(saved.statusCode).toBe(302);
    const role = (await admin.t.services.access.listRoles()).find((r) => r.id === id)!;
    expect(role).toMatchObject({ name: "Renamed role", permissions: ["read:mail", "read:user"] });
    const bad = await post(`/en/admin/roles/${id}`, { intent: "permissions", permissions: ["fly:plane"] }, admin.superAdmin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Some fields are not valid.");
  });

  it("shows the super admin role as fixed and refuses to narrow or delete it", async () => {
    const superRole = (await admin.t.services.access.listRoles()).find((r) => r.systemKey === "super_admin")!;
    const page = await get(`/en/admin/roles/${superRole.id}`, admin.superAdmin.cookie);
    expect(page.body).toContain("The super admin role always holds every permission and cannot be deleted.");
    expect(page.body).toContain("The super admin role cannot be deleted.");
    expect(shown(page.body)).not.toContain("Save permissions");
    expect(shown(page.body)).not.toContain(">Delete role</button>");

    const narrowed = await post(`/en/admin/roles/${superRole.id}`, { intent: "permissions", permissions: ["read:mail"] }, admin.superAdmin.cookie);
    expect(narrowed.statusCode).toBe(400);
    expect(narrowed.body).toContain("The super admin role always holds every permission");
    const deleted = await post(`/en/admin/roles/${superRole.id}`, { intent: "delete" }, admin.superAdmin.cookie);
    expect(deleted.statusCode).toBe(400);
    expect((await admin.t.services.access.listRoles()).some((r) => r.id === superRole.id)).toBe(true);
  });

  it("deletes a role with a success message", async () => {
    const id = await admin.t.services.access.createRole(systemStaff, `doomed ${++counter}`, []);
    const res = await post(`/admin/roles/${id}`, { intent: "delete" }, admin.superAdmin.cookie);
    expect(res.headers.location).toBe("/admin/roles?done=roleDeleted");
    expect((await get("/admin/roles?done=roleDeleted", admin.superAdmin.cookie)).body).toContain("تم حذف الدور.");
    expect((await admin.t.services.access.listRoles()).some((r) => r.id === id)).toBe(false);
  });

  it("lists every permission with the roles that hold it", async () => {
    const res = await get("/en/admin/permissions", admin.superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    for (const p of allPermissions) expect(res.body).toContain(`>${p}</code>`);
    expect(res.body).toContain("Content editor");
  });
});

describe("role names in the admin's language", () => {
  it("shows the seeded roles in Arabic on Arabic pages, and a name staff gave as written", async () => {
    const ar = await get("/admin/roles", admin.superAdmin.cookie);
    expect(ar.body).toContain("المشرف العام");
    expect(ar.body).toContain("المبيعات");
    expect(shown(ar.body)).not.toContain(">Sales<");
    expect((await get("/admin/permissions", admin.superAdmin.cookie)).body).toContain("محرر المحتوى");
    const editor = (await admin.t.services.access.listRoles()).find((r) => r.systemKey === "content_editor")!;
    await admin.t.services.access.updateRole(systemStaff, editor.id, { name: "Blog team" });
    expect((await get("/admin/roles", admin.superAdmin.cookie)).body).toContain("Blog team");
    await admin.t.services.access.updateRole(systemStaff, editor.id, { name: "Content editor" });
  });
});

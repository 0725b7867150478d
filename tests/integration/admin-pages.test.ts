import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Permission, allPermissions } from "#core/access/permissions.ts";
import { jobs } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser, shown } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// What the admin pages show and do, through the production build (who may open them: authorization-matrix).

let t: TestApp;
let counter = 0;
let superAdmin: { id: string; token: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  superAdmin = await staff([...allPermissions], "Sara Admin");
});
afterAll(() => t.close());

async function staff(permissions: Permission[], name = `Staff ${++counter}`) {
  const roleId = await t.services.access.createRole(systemStaff, `pages role ${++counter}`, permissions);
  const user = await createUser(t, { verified: true, name });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  return { ...user, name, roleId, token: await login(t, user.email, user.password) };
}

function get(url: string, token: string) {
  return t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });
}

function post(url: string, form: Record<string, string | string[]>, token: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
  return t.app.inject({ method: "POST", url, payload: body.toString(), headers: { ...browser, cookie: `session=${token}`, "content-type": "application/x-www-form-urlencoded" } });
}

/** The admin navigation's links, in order. */
function navLinks(html: string): string[] {
  const nav = /<nav aria-label="(?:Admin sections|أقسام الإدارة)"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

describe("admin chrome", () => {
  it("shows the sections the user may open, localized, without the public header and footer", async () => {
    const ar = await get("/admin", superAdmin.token);
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(navLinks(ar.body)).toEqual(["/admin", "/admin/dashboard", "/admin/plates", "/admin/du_numbers", "/admin/etisalat_numbers", "/admin/banners", "/admin/services", "/admin/requested_plates", "/admin/estimate_plates", "/admin/draw_plates", "/admin/packages", "/admin/reference_data", "/admin/promocodes", "/admin/website_pages", "/admin/traffic_data", "/admin/transactions", "/admin/import", "/admin/export", "/admin/blogs", "/admin/news", "/admin/users", "/admin/settings", "/admin/permissions", "/admin/roles", "/admin/contact_inquiries", "/admin/outbox", "/admin/jobs", "/admin/audit", "/admin/ads", "/admin/metadata", "/admin/offers", "/admin/auctions", "/admin/bundles"]);
    expect(ar.body).toContain("المستخدمون");
    expect(ar.body).toContain("مرحبًا، Sara Admin");
    expect(ar.body).toContain("العودة إلى الموقع");
    expect(shown(ar.body)).not.toContain('aria-label="القائمة الرئيسية"');
    expect(ar.body).toMatch(/<title>رئيسية الإدارة \| لوحة الإدارة \| [^<]+<\/title>/);
    expect(ar.body).toContain('<meta name="robots" content="noindex"/>');

    const en = await get("/en/admin", superAdmin.token);
    expect(en.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(navLinks(en.body)).toEqual(["/en/admin", "/en/admin/dashboard", "/en/admin/plates", "/en/admin/du_numbers", "/en/admin/etisalat_numbers", "/en/admin/banners", "/en/admin/services", "/en/admin/requested_plates", "/en/admin/estimate_plates", "/en/admin/draw_plates", "/en/admin/packages", "/en/admin/reference_data", "/en/admin/promocodes", "/en/admin/website_pages", "/en/admin/traffic_data", "/en/admin/transactions", "/en/admin/import", "/en/admin/export", "/en/admin/blogs", "/en/admin/news", "/en/admin/users", "/en/admin/settings", "/en/admin/permissions", "/en/admin/roles", "/en/admin/contact_inquiries", "/en/admin/outbox", "/en/admin/jobs", "/en/admin/audit", "/en/admin/ads", "/en/admin/metadata", "/en/admin/offers", "/en/admin/auctions", "/en/admin/bundles"]);
    expect(en.body).toContain("Welcome, Sara Admin");
    expect(en.body).toContain("Signed in as Sara Admin");
    // The language switch leads to the same admin page in the other language.
    expect(en.body).toMatch(/<a [^>]*href="\/admin"[^>]*hrefLang="ar"|<a [^>]*hrefLang="ar"[^>]*href="\/admin"/i);
    expect(shown(en.body)).not.toContain('aria-label="Main navigation"');
  });

  it("lists only what a narrow role may see, and names the user's roles", async () => {
    const mailReader = await staff(["read:mail"], "Mail Reader");
    const res = await get("/en/admin", mailReader.token);
    expect(navLinks(res.body)).toEqual(["/en/admin", "/en/admin/outbox"]);
    expect(res.body).toMatch(/Your roles: pages role \d+/);
  });

  it("keeps the admin chrome around a refused or missing page inside the area", async () => {
    const mailReader = await staff(["read:mail"]);
    const refused = await get("/en/admin/roles", mailReader.token);
    expect(refused.statusCode).toBe(403);
    expect(navLinks(refused.body)).toEqual(["/en/admin", "/en/admin/outbox"]);
    const missing = await get("/en/admin/outbox/999999", mailReader.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("This e-mail does not exist.");
    expect((await get("/en/admin/users/nope", superAdmin.token)).body).toContain("This user does not exist.");
    expect((await get("/en/admin/roles/abc", superAdmin.token)).statusCode).toBe(404);
  });

  it("shows the site's header to a signed-in user who is not staff", async () => {
    const user = await createUser(t, { verified: true });
    const res = await get("/en/admin", await login(t, user.email, user.password));
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('aria-label="Main navigation"');
    expect(res.body).toContain("You do not have permission to do this.");
  });
});

describe("users", () => {
  it("searches by name or e-mail, with the query in the URL, and escapes what users typed", async () => {
    const odd = await createUser(t, { verified: true, name: "Zed <b>Bold</b> Quux" });
    const res = await get("/en/admin/users?q=quux", superAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Zed &lt;b&gt;Bold&lt;/b&gt; Quux");
    expect(shown(res.body)).not.toContain("<b>Bold</b>");
    expect(res.body).toContain(`href="/en/admin/users/${odd.id}"`);
    expect(res.body).toContain('value="quux"');
    expect(res.body).toContain("1 in total");
    const byEmail = await get(`/admin/users?q=${encodeURIComponent(odd.email)}`, superAdmin.token);
    expect(byEmail.body).toContain(`href="/admin/users/${odd.id}"`);
    expect((await get("/en/admin/users?q=nobody-matches-this", superAdmin.token)).body).toContain("Nothing matches your search.");
    expect((await get("/en/admin/users?page=0", superAdmin.token)).statusCode).toBe(400);
  });

  it("paginates with numbered links that keep the search", async () => {
    for (let i = 0; i < 21; i++) await createUser(t, { name: `Pager Person ${i}` });
    const first = await get("/en/admin/users?q=pager", superAdmin.token);
    expect(first.body).toContain("Page 1 of 2");
    expect(first.body).toContain('href="/en/admin/users?q=pager&amp;page=2"');
    const second = await get("/en/admin/users?q=pager&page=2", superAdmin.token);
    expect(second.body).toContain("Page 2 of 2");
    const rows = /<tbody>([\s\S]*?)<\/tbody>/.exec(second.body)![1]!;
    expect(rows.match(/Pager Person/g)).toHaveLength(1);
  });

  it("shows the roles form only with manage:role and the disable button only with update:user, never for yourself", async () => {
    const target = await createUser(t, { verified: true, name: "Target Person" });
    const readOnly = await staff(["read:user"]);
    const page = await get(`/en/admin/users/${target.id}`, readOnly.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Target Person");
    expect(shown(page.body)).not.toContain("Save roles");
    expect(shown(page.body)).not.toContain(">Disable<");

    const full = await get(`/en/admin/users/${target.id}`, superAdmin.token);
    expect(full.body).toContain("Save roles");
    expect(full.body).toContain("Super admin");
    expect(full.body).toContain(">Disable<");

    const self = await get(`/en/admin/users/${superAdmin.id}`, superAdmin.token);
    expect(shown(self.body)).not.toContain(">Disable<");
    expect(self.body).toContain("This is your own account: you cannot disable it.");

    // The form is hidden, but the action checks by itself.
    const sneaky = await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [] }, readOnly.token);
    expect(sneaky.statusCode).toBe(403);
  });

  it("saves roles with a success message, and disables and re-enables a user", async () => {
    const target = await createUser(t, { verified: true });
    const editor = (await t.services.access.listRoles()).find((r) => r.systemKey === "content_editor")!;
    const saved = await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [String(editor.id)] }, superAdmin.token);
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe(`/en/admin/users/${target.id}?done=rolesSaved`);
    const after = await get(saved.headers.location as string, superAdmin.token);
    expect(after.body).toContain("The roles have been saved.");
    expect((await t.services.access.rolesOf(target.id)).map((r) => r.id)).toEqual([editor.id]);

    const ar = await post(`/admin/users/${target.id}`, { intent: "disable" }, superAdmin.token);
    expect(ar.headers.location).toBe(`/admin/users/${target.id}?done=userDisabled`);
    const shown = await get(ar.headers.location as string, superAdmin.token);
    expect(shown.body).toContain("تم تعطيل المستخدم وتسجيل خروجه من جميع الأجهزة.");
    expect(shown.body).toContain("إعادة التفعيل");
    await post(`/admin/users/${target.id}`, { intent: "enable" }, superAdmin.token);
    expect((await t.services.users.get(target.id))?.disabled).toBe(false);
  });

  it("keeps roles the actor may not hand out, and refuses to change them", async () => {
    const manager = await staff(["read:user", "manage:role"]);
    const target = await createUser(t, { verified: true });
    const sales = (await t.services.access.listRoles()).find((r) => r.systemKey === "sales")!;
    await t.services.access.setUserRoles(systemStaff, target.id, [sales.id]);
    const page = await get(`/en/admin/users/${target.id}`, manager.token);
    // Locked box, kept by a hidden field so saving does not take the role away.
    const box = new RegExp(`<input type="checkbox"[^>]*value="${sales.id}"/>`).exec(page.body)![0];
    expect(box).toContain('disabled=""');
    expect(box).toContain('checked=""');
    expect(page.body).toContain(`<input type="hidden" name="role_ids" value="${sales.id}"/>`);
    expect((await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [String(sales.id)] }, manager.token)).statusCode).toBe(302);
    const removed = await post(`/en/admin/users/${target.id}`, { intent: "roles", role_ids: [] }, manager.token);
    expect(removed.statusCode).toBe(403);
    expect(removed.body).toContain("You do not have permission to do this.");
    expect((await t.services.access.rolesOf(target.id)).map((r) => r.id)).toEqual([sales.id]);
  });

  it("ignores unknown success names in the URL", async () => {
    const res = await get(`/en/admin/users/${superAdmin.id}?done=constructor`, superAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(shown(res.body)).not.toContain('role="status"');
  });
});

describe("roles and permissions", () => {
  it("lists roles with user counts and creates one, with translated errors", async () => {
    const list = await get("/en/admin/roles", superAdmin.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Super admin");
    expect(list.body).toContain("All permissions");
    expect(list.body).toContain("Create role");
    const counted = await t.services.access.createRole(systemStaff, "Counted role", ["read:mail", "read:user"]);
    for (const name of ["One", "Two"]) {
      const u = await createUser(t, { name });
      await t.services.access.setUserRoles(systemStaff, u.id, [counted]);
    }
    const row = new RegExp(`href="/en/admin/roles/${counted}"[^>]*>Counted role</a></th>(<td[^>]*>.*?</td>)(<td[^>]*>.*?</td>)</tr>`).exec(
      (await get("/en/admin/roles", superAdmin.token)).body,
    );
    expect(row?.[1]).toContain("<bdi>2</bdi>");
    expect(row?.[2]).toContain("<bdi>2</bdi>");

    const created = await post("/en/admin/roles", { name: "Night shift" }, superAdmin.token);
    expect(created.statusCode).toBe(302);
    expect(created.headers.location).toMatch(/^\/en\/admin\/roles\/\d+\?done=roleCreated$/);
    expect((await get(created.headers.location as string, superAdmin.token)).body).toContain("The role has been created.");

    const taken = await post("/en/admin/roles", { name: "Night shift" }, superAdmin.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain("A role with this name already exists.");
    const empty = await post("/admin/roles", { name: "  " }, superAdmin.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("يرجى إدخال اسم الدور.");

    const reader = await staff(["read:role"]);
    expect(shown((await get("/en/admin/roles", reader.token)).body)).not.toContain("Create role");
  });

  it("renames a role and sets its permissions, grouped by entity", async () => {
    const id = await t.services.access.createRole(systemStaff, `editable ${++counter}`, []);
    const page = await get(`/en/admin/roles/${id}`, superAdmin.token);
    expect(page.body).toContain("<legend");
    expect(page.body).toContain("Contact inquiries");
    expect(page.body).toContain('value="read:mail"');
    expect(page.body).toContain("Save permissions");

    const renamed = await post(`/en/admin/roles/${id}`, { intent: "rename", name: "Renamed role" }, superAdmin.token);
    expect(renamed.headers.location).toBe(`/en/admin/roles/${id}?done=roleSaved`);
    const saved = await post(`/en/admin/roles/${id}`, { intent: "permissions", permissions: ["read:mail", "read:user"] }, superAdmin.token);
    expect(saved.statusCode).toBe(302);
    const role = (await t.services.access.listRoles()).find((r) => r.id === id)!;
    expect(role).toMatchObject({ name: "Renamed role", permissions: ["read:mail", "read:user"] });
    const bad = await post(`/en/admin/roles/${id}`, { intent: "permissions", permissions: ["fly:plane"] }, superAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Some fields are not valid.");
  });

  it("shows the super admin role as fixed and refuses to narrow or delete it", async () => {
    const superRole = (await t.services.access.listRoles()).find((r) => r.systemKey === "super_admin")!;
    const page = await get(`/en/admin/roles/${superRole.id}`, superAdmin.token);
    expect(page.body).toContain("The super admin role always holds every permission and cannot be deleted.");
    expect(page.body).toContain("The super admin role cannot be deleted.");
    expect(shown(page.body)).not.toContain("Save permissions");
    expect(shown(page.body)).not.toContain(">Delete role</button>");

    const narrowed = await post(`/en/admin/roles/${superRole.id}`, { intent: "permissions", permissions: ["read:mail"] }, superAdmin.token);
    expect(narrowed.statusCode).toBe(400);
    expect(narrowed.body).toContain("The super admin role always holds every permission");
    const deleted = await post(`/en/admin/roles/${superRole.id}`, { intent: "delete" }, superAdmin.token);
    expect(deleted.statusCode).toBe(400);
    expect((await t.services.access.listRoles()).some((r) => r.id === superRole.id)).toBe(true);
  });

  it("deletes a role with a success message", async () => {
    const id = await t.services.access.createRole(systemStaff, `doomed ${++counter}`, []);
    const res = await post(`/admin/roles/${id}`, { intent: "delete" }, superAdmin.token);
    expect(res.headers.location).toBe("/admin/roles?done=roleDeleted");
    expect((await get("/admin/roles?done=roleDeleted", superAdmin.token)).body).toContain("تم حذف الدور.");
    expect((await t.services.access.listRoles()).some((r) => r.id === id)).toBe(false);
  });

  it("lists every permission with the roles that hold it", async () => {
    const res = await get("/en/admin/permissions", superAdmin.token);
    expect(res.statusCode).toBe(200);
    for (const p of allPermissions) expect(res.body).toContain(`>${p}</code>`);
    expect(res.body).toContain("Content editor");
  });
});

describe("outbox", () => {
  it("lists e-mails with translated status and shows the text version only, escaped", async () => {
    await t.services.mail.send("reader@example.com", {
      subject: "Hello <there>",
      text: "Line one\n<script>alert(1)</script>",
      html: '<p>HTML only marker</p><img src=x onerror="alert(2)">',
    });
    await t.services.worker.drain();
    const list = await get("/en/admin/outbox", superAdmin.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Hello &lt;there&gt;");
    expect(list.body).toContain("Kept (no SMTP)");
    const id = /href="\/en\/admin\/outbox\/(\d+)"/.exec(list.body)![1];
    expect((await get("/admin/outbox", superAdmin.token)).body).toContain("محفوظ (بدون SMTP)");

    const message = await get(`/en/admin/outbox/${id}`, superAdmin.token);
    expect(message.statusCode).toBe(200);
    expect(message.body).toMatch(/<pre[^>]*>Line one\n&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/pre>/);
    expect(shown(message.body)).not.toContain("<script>alert(1)</script>");
    expect(shown(message.body)).not.toContain("HTML only marker");
    expect(message.body).toContain("reader@example.com");
  });
});

describe("background jobs and the audit log", () => {
  it("lists a failed job with its error in both languages, runs it again, and the audit log shows who did", async () => {
    const outboxId = (await t.services.mail.list(1, 1)).items[0]?.id ?? 1;
    const id = await t.services.jobs.enqueue(t.database.db, "mail.deliver", { outboxId }, { delayMs: 3_600_000 });
    await t.database.db.update(jobs).set({ state: "failed", attempts: 5, lastError: "SMTP said 421 try later" }).where(eq(jobs.id, id));

    const ar = await get("/admin/jobs?state=failed", superAdmin.token);
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain("فشلت");
    expect(ar.body).toContain("SMTP said 421 try later");
    const en = await get("/en/admin/jobs?state=failed", superAdmin.token);
    expect(en.body).toContain(`#${id} mail.deliver`);
    expect(en.body).toContain("Run again");

    const retried = await post("/en/admin/jobs", { id: String(id) }, superAdmin.token);
    expect(retried.statusCode).toBe(302);
    expect(retried.headers.location).toBe("/en/admin/jobs?done=jobRetried");
    const again = await post("/en/admin/jobs", { id: String(id) }, superAdmin.token);
    expect([409, 200]).toContain(again.statusCode);
    await t.services.worker.drain();
    expect((await t.services.jobs.get(id))?.state).toBe("succeeded");

    const log = await get("/en/admin/audit?entity=job", superAdmin.token);
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain(`job ${id}`);
    expect(log.body).toContain("retry");
    expect((await get("/admin/audit?entity=job", superAdmin.token)).body).toContain("سجل التدقيق");
    expect((await get("/en/admin/audit?from=2026-13-40", superAdmin.token)).statusCode).toBe(400);
  });

  it("refuses staff without the permission", async () => {
    const reader = await staff(["read:mail"]);
    expect((await get("/en/admin/jobs", reader.token)).statusCode).toBe(403);
    expect((await get("/en/admin/audit", reader.token)).statusCode).toBe(403);
    const viewer = await staff(["read:job"]);
    expect(shown((await get("/en/admin/jobs", viewer.token)).body)).not.toContain("Run again");
    expect((await post("/en/admin/jobs", { id: "1" }, viewer.token)).statusCode).toBe(403);
  });
});

describe("packages", () => {
  it("creates, renames and deletes a package in both languages, refuses one that numbers use, and audits each write", async () => {
    const created = await post("/en/admin/packages", { name: "Platinum Plus", name_ar: "بلاتينيوم بلس" }, superAdmin.token);
    expect(created.headers.location).toBe("/en/admin/packages?done=packageCreated");
    const list = await get("/admin/packages?done=packageCreated", superAdmin.token);
    expect(list.body).toContain("تم إنشاء الباقة.");
    expect(list.body).toContain("بلاتينيوم بلس");
    const id = (await t.services.packages.list()).find((p) => p.name === "Platinum Plus")!.id;

    const empty = await post(`/en/admin/packages/${id}`, { intent: "save", name: " ", name_ar: "x".repeat(61) }, superAdmin.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Please enter the package&#x27;s English name.");
    expect(empty.body).toContain("A package name can have at most 60 characters.");
    const renamed = await post(`/admin/packages/${id}`, { intent: "save", name: "Platinum", name_ar: "بلاتينيوم" }, superAdmin.token);
    expect(renamed.headers.location).toBe("/admin/packages?done=packageSaved");
    expect((await t.services.packages.get(id))?.nameAr).toBe("بلاتينيوم");

    // In use: refused with how many numbers use it, in each language's plural form (Arabic's dual for 2, its
    // 3–10 form for 3), on the page and in the API.
    await t.services.catalog.createNumber({ operator: "du", packageId: id, number: "0551234567", price: 500_000n });
    const refused = await post(`/en/admin/packages/${id}`, { intent: "delete" }, superAdmin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("This package is used by 1 number, so it cannot be deleted.");
    await t.services.catalog.createNumber({ operator: "du", packageId: id, number: "0551234568", price: 500_000n });
    expect((await post(`/admin/packages/${id}`, { intent: "delete" }, superAdmin.token)).body).toContain("يستخدم هذه الباقة رقمان، لذا لا يمكن حذفها.");
    await t.services.catalog.createNumber({ operator: "du", packageId: id, number: "0551234569", price: 500_000n });
    expect((await post(`/en/admin/packages/${id}`, { intent: "delete" }, superAdmin.token)).body).toContain("This package is used by 3 numbers, so it cannot be deleted.");
    expect((await post(`/admin/packages/${id}`, { intent: "delete" }, superAdmin.token)).body).toContain("يستخدم هذه الباقة 3 أرقام، لذا لا يمكن حذفها.");
    const api = await t.app.inject({ method: "DELETE", url: `/api/admin/packages/${id}?lang=ar`, headers: { authorization: superAdmin.token } });
    expect(api.statusCode).toBe(409);
    expect(api.json().message).toBe("يستخدم هذه الباقة 3 أرقام، لذا لا يمكن حذفها. انقل تلك الأرقام إلى باقة أخرى أولًا.");
    expect(await t.services.packages.get(id)).toBeTruthy();

    const unused = await t.services.packages.create(systemStaff, { name: "Short lived", nameAr: "مؤقتة" });
    expect((await post(`/en/admin/packages/${unused}`, { intent: "delete" }, superAdmin.token)).headers.location).toBe("/en/admin/packages?done=packageDeleted");
    expect(await t.services.packages.get(unused)).toBeUndefined();

    const actions = (await t.services.audit.list({ entity: "package", entityId: String(id), page: 1, perPage: 10 })).items.map((e) => e.action).reverse();
    expect(actions).toEqual(["create", "update"]);
    expect((await t.services.audit.list({ entity: "package", entityId: String(unused), action: "delete", page: 1, perPage: 10 })).total).toBe(1);
  });
});

describe("role names in the admin's language", () => {
  it("shows the seeded roles in Arabic on Arabic pages, and a name staff gave as written", async () => {
    const ar = await get("/admin/roles", superAdmin.token);
    expect(ar.body).toContain("المشرف العام");
    expect(ar.body).toContain("المبيعات");
    expect(shown(ar.body)).not.toContain(">Sales<");
    expect((await get("/admin/permissions", superAdmin.token)).body).toContain("محرر المحتوى");
    const editor = (await t.services.access.listRoles()).find((r) => r.systemKey === "content_editor")!;
    await t.services.access.updateRole(systemStaff, editor.id, { name: "Blog team" });
    expect((await get("/admin/roles", superAdmin.token)).body).toContain("Blog team");
    await t.services.access.updateRole(systemStaff, editor.id, { name: "Content editor" });
  });
});

import { describe, expect, it } from "vitest";
import type { Permission } from "#core/access/permissions.ts";
import { shown } from "../helpers/page-requests.ts";
import { adminPages } from "../helpers/staff-pages.ts";
import { createUser, login } from "../helpers/users.ts";

// The admin area's chrome through the production build: the sections a staff member may open, in each language,
// the chrome kept around a refused or missing page, and the site's own header for a user who is not staff. (Who
// may open what: authorization-matrix/. The users, roles, outbox, jobs and packages pages: admin-users-roles and
// admin-outbox-jobs-packages.)

let counter = 0;
const admin = adminPages();
const { get } = admin;
const staff = (permissions: Permission[], name?: string) => admin.staff(permissions, { name, role: `pages role ${++counter}` });

/** The admin navigation's links, in order. */
function navLinks(html: string): string[] {
  const nav = /<nav aria-label="(?:Admin sections|أقسام الإدارة)"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

describe("admin chrome", () => {
  it("shows the sections the user may open, localized, without the public header and footer", async () => {
    const ar = await get("/admin", admin.superAdmin.cookie);
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(navLinks(ar.body)).toEqual(["/admin", "/admin/dashboard", "/admin/plates", "/admin/du_numbers", "/admin/etisalat_numbers", "/admin/banners", "/admin/services", "/admin/requested_plates", "/admin/estimate_plates", "/admin/draw_plates", "/admin/packages", "/admin/reference_data", "/admin/promocodes", "/admin/website_pages", "/admin/traffic_data", "/admin/transactions", "/admin/import", "/admin/export", "/admin/blogs", "/admin/news", "/admin/users", "/admin/settings", "/admin/permissions", "/admin/roles", "/admin/contact_inquiries", "/admin/outbox", "/admin/jobs", "/admin/audit", "/admin/ads", "/admin/metadata", "/admin/offers", "/admin/auctions", "/admin/bundles"]);
    expect(ar.body).toContain("المستخدمون");
    expect(ar.body).toContain("مرحبًا، Sara Admin");
    expect(ar.body).toContain("العودة إلى الموقع");
    expect(shown(ar.body)).not.toContain('aria-label="القائمة الرئيسية"');
    expect(ar.body).toMatch(/<title>رئيسية الإدارة \| لوحة الإدارة \| [^<]+<\/title>/);
    expect(ar.body).toContain('<meta name="robots" content="noindex"/>');

    const en = await get("/en/admin", admin.superAdmin.cookie);
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
    const res = await get("/en/admin", mailReader.cookie);
    expect(navLinks(res.body)).toEqual(["/en/admin", "/en/admin/outbox"]);
    expect(res.body).toMatch(/Your roles: pages role \d+/);
  });

  it("keeps the admin chrome around a refused or missing page inside the area", async () => {
    const mailReader = await staff(["read:mail"]);
    const refused = await get("/en/admin/roles", mailReader.cookie);
    expect(refused.statusCode).toBe(403);
    expect(navLinks(refused.body)).toEqual(["/en/admin", "/en/admin/outbox"]);
    const missing = await get("/en/admin/outbox/999999", mailReader.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("This e-mail does not exist.");
    expect((await get("/en/admin/users/nope", admin.superAdmin.cookie)).body).toContain("This user does not exist.");
    expect((await get("/en/admin/roles/abc", admin.superAdmin.cookie)).statusCode).toBe(404);
  });

  it("shows the site's header to a signed-in user who is not staff", async () => {
    const user = await createUser(admin.t, { verified: true });
    const res = await get("/en/admin", `session=${await login(admin.t, user.email, user.password)}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('aria-label="Main navigation"');
    expect(res.body).toContain("You do not have permission to do this.");
  });
});

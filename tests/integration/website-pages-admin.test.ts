import { eq } from "drizzle-orm";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { publicPageNames } from "#core/validation/metadata.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoMetadata, websitePages } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// The Website Pages and Metadata sections (issue 27, decision 0051) through the production build: a page edited
// and shown at once on its public address and on /mobile_pages; a new page public at /pages/<slug> in both
// languages, then deleted; the preview (cleaned, nothing written); bad input refused next to its field; two
// editors; metadata overriding the built-in title and falling back when cleared. (Who may: authorization-matrix.)

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  const roleId = await t.services.access.createRole(systemStaff, "pages staff", ["read:website_page", "create:website_page", "update:website_page", "delete:website_page", "read:metadata", "update:metadata"]);
  const user = await createUser(t, { verified: true });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  token = await login(t, user.email, user.password);
});
afterAll(() => t.close());

const get = (url: string, signedIn = true) => t.app.inject({ url, headers: { ...browser, ...(signedIn ? { cookie: `session=${token}` } : {}) } });
const post = (url: string, form: Record<string, string>) =>
  t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, cookie: `session=${token}`, "content-type": "application/x-www-form-urlencoded" } });
const versionIn = (html: string) => /name="version" value="(\d+)"/.exec(html)?.[1] ?? "";
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const pageRow = async (slug: string) => (await t.database.db.select().from(websitePages).where(eq(websitePages.slug, slug)))[0];

const edit = { name: "About Us", name_ar: "من نحن", content: "<h2>Our story</h2><p>Edited <strong>about</strong> text.</p>", content_ar: '<h2>قصتنا</h2><p dir="rtl">نص معدّل عن الشركة.</p>' };

describe("the Website Pages section", () => {
  it("saves About and shows it at once on /about, /en/about and /mobile_pages/about (visitors' kept pages forgotten)", async () => {
    expect((await get("/en/about", false)).body).not.toContain("Edited <strong>about</strong> text.");
    const page = await get("/en/admin/website_pages/about");
    expect(page.statusCode).toBe(200);
    const saved = await post("/en/admin/website_pages/about", { intent: "save", version: versionIn(page.body), ...edit });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    expect(saved.headers.location).toBe("/en/admin/website_pages/about?done=pageSaved");
    for (const [url, text] of [["/en/about", "Edited <strong>about</strong> text."], ["/about", "نص معدّل عن الشركة."], ["/en/mobile_pages/about", "Edited <strong>about</strong> text."], ["/mobile_pages/about", "نص معدّل عن الشركة."]]) {
      const res = await get(url!, false);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(text);
    }
    // The apps' JSON too.
    expect((await t.app.inject({ url: "/api/pages/about" })).json<{ data: { content: string } }>().data.content).toContain("Edited <strong>about</strong> text.");
    const audit = (await t.services.audit.list({ entity: "website_page", entityId: "about", page: 1, perPage: 5 })).items;
    // Only what changed: the names were the same.
    expect(Object.keys(audit[0]!.after ?? {}).sort()).toEqual(["content", "contentAr"]);
  });

  it("previews only for staff who may save, and gives the seeded content editor the whole section and Metadata", async () => {
    const readerRole = await t.services.access.createRole(systemStaff, "pages reader", ["read:website_page"]);
    const reader = await createUser(t, { verified: true });
    await t.services.access.setUserRoles(systemStaff, reader.id, [readerRole]);
    const readerToken = await login(t, reader.email, reader.password);
    const res = await t.app.inject({ method: "POST", url: "/en/admin/website_pages/about", payload: new URLSearchParams({ intent: "preview", ...edit }).toString(), headers: { ...browser, cookie: `session=${readerToken}`, "content-type": "application/x-www-form-urlencoded" } });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(`aria-labelledby="page-preview"`);
    const editor = (await t.services.access.listRoles()).find((r) => r.systemKey === "content_editor")!;
    expect(editor.permissions).toEqual(expect.arrayContaining(["read:website_page", "create:website_page", "update:website_page", "delete:website_page", "read:metadata", "update:metadata"]));
  });

  it("tells the second of two editors the record changed, writing nothing", async () => {
    const page = await get("/en/admin/website_pages/faq");
    const version = versionIn(page.body);
    const first = await post("/en/admin/website_pages/faq", { intent: "save", version, name: "FAQ", name_ar: "الأسئلة الشائعة", content: "<p>First editor</p>", content_ar: "<p>المحرر الأول</p>" });
    expect(first.statusCode).toBe(302);
    const second = await post("/en/admin/website_pages/faq", { intent: "save", version, name: "FAQ 2", name_ar: "الأسئلة", content: "<p>Second editor</p>", content_ar: "<p>المحرر الثاني</p>" });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Someone else changed this record after you opened it.");
    expect((await pageRow("faq"))!.content).toBe("<p>First editor</p>");
  });

  it("previews a page cleaned, in the public layout and both directions, without writing it", async () => {
    const before = await pageRow("privacy_policy");
    const res = await post("/en/admin/website_pages/privacy_policy", { intent: "preview", version: "", name: "Privacy", name_ar: "الخصوصية", content: '<p>Preview <a href="javascript:alert(1)">text</a></p><script>alert(1)</script>', content_ar: "<p>معاينة</p>" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`aria-labelledby="page-preview"`);
    expect(res.body).toMatch(/<div lang="ar" dir="rtl"[^>]*>.*معاينة/s);
    expect(res.body).toContain('<p>Preview <a rel="noopener noreferrer">text</a></p>');
    expect(res.body).not.toContain("alert(1)</script>");
    expect(await pageRow("privacy_policy")).toEqual(before);
  });

  it("creates a page public at /pages/<slug> and /en/pages/<slug> with its own title, then deletes it and its metadata", async () => {
    const created = await post("/en/admin/website_pages", { slug: "opening-hours", name: "Opening hours", name_ar: "ساعات العمل", content: "<p>Open every day from 9.</p>", content_ar: "<p>نفتح يوميًا من التاسعة.</p>" });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(302);
    expect(created.headers.location).toBe("/en/admin/website_pages/opening-hours?done=pageCreated");
    const en = await get("/en/pages/opening-hours", false);
    expect(en.body).toContain("Open every day from 9.");
    expect(titleOf(en.body)).toMatch(/^Opening hours \| /);
    const ar = await get("/pages/opening-hours", false);
    expect(ar.body).toContain("نفتح يوميًا من التاسعة.");
    expect(titleOf(ar.body)).toMatch(/^ساعات العمل \| /);
    expect((await get("/mobile_pages/opening-hours", false)).body).toContain("نفتح يوميًا من التاسعة.");
    expect((await get("/en/mobile_pages", false)).body).toContain("/en/mobile_pages/opening-hours");
    const sitemap = (await get("/sitemap.xml", false)).body;
    expect(sitemap).toContain("/pages/opening-hours</loc>");
    expect(sitemap).toContain("/en/pages/opening-hours</loc>");
    // A built-in page asked for at /pages/<slug> goes to its own address.
    const about = await get("/en/pages/about", false);
    expect([about.statusCode, about.headers.location]).toEqual([301, "/en/about"]);
    // Its metadata is its own record, listed in the Metadata section.
    expect((await get("/en/admin/metadata")).body).toContain("/en/admin/metadata/opening-hours");
    expect((await post("/en/admin/metadata/opening-hours", { title: "Hours", title_ar: "الساعات", description: "", description_ar: "", keywords: "", keywords_ar: "" })).statusCode).toBe(302);
    expect(titleOf((await get("/en/pages/opening-hours", false)).body)).toMatch(/^Hours \| /);

    const deleted = await post("/en/admin/website_pages/opening-hours", { intent: "delete" });
    expect(deleted.headers.location).toBe("/en/admin/website_pages?done=pageDeleted");
    expect((await get("/en/pages/opening-hours", false)).statusCode).toBe(404);
    expect((await get("/sitemap.xml", false)).body).not.toContain("/pages/opening-hours<");
    expect((await get("/mobile_pages/opening-hours", false)).statusCode).toBe(404);
    expect(await t.database.db.select().from(seoMetadata).where(eq(seoMetadata.pageName, "opening-hours"))).toEqual([]);
    // The built-in pages stay.
    const kept = await post("/en/admin/website_pages/terms_and_conditions", { intent: "delete" });
    expect(kept.statusCode).toBe(409);
    expect(kept.body).toContain("cannot be deleted");
    expect(await pageRow("terms_and_conditions")).toBeDefined();
  });

  it("refuses bad input next to its field in the page's language, and writes nothing", async () => {
    const count = async () => (await t.database.db.select().from(websitePages)).length;
    const before = await count();
    const ok = { name: "N", name_ar: "ن", content: "<p>x</p>", content_ar: "<p>س</p>" };
    const cases: [Record<string, string>, string, number][] = [
      [{ ...ok, slug: "Bad Slug!" }, "Use only lower-case Latin letters and digits", 400],
      [{ ...ok, slug: "plates" }, "This address is the name of another page of the site.", 400],
      [{ ...ok, slug: "faq" }, "Another page already has this address.", 409],
      [{ ...ok, slug: "x".repeat(61) }, "at most 60 characters", 400],
      [{ ...ok, slug: "ctrl", name: "Bad\u0007name" }, "characters that are not allowed", 400],
      [{ ...ok, slug: "huge", content: "<p>" + "a".repeat(100_001) + "</p>" }, "The content is too long", 400],
      [{ ...ok, slug: "empty", content: "<script>alert(1)</script>" }, "Please enter the page&#x27;s content.", 400],
      [{ ...ok, slug: "noname", name: "" }, "Please enter the page&#x27;s name.", 400],
    ];
    for (const [form, message, status] of cases) {
      const res = await post("/en/admin/website_pages", form);
      expect(res.statusCode, JSON.stringify(form).slice(0, 80)).toBe(status);
      expect(res.body, message).toContain(message);
    }
    const arabic = await post("/admin/website_pages", { ...ok, slug: "" });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.body).toContain("يرجى إدخال عنوان الصفحة في الرابط.");
    // A body larger than any form (3 MB): refused before the action, never a 5xx.
    const huge = await post("/en/admin/website_pages", { ...ok, slug: "huge-body", content: "a".repeat(3_000_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
    expect((await get("/en/admin/website_pages/no-such-page")).statusCode).toBe(404);
    expect((await get("/en/admin/website_pages/%00")).statusCode).toBe(404);
    expect((await post("/en/admin/website_pages/no-such-page", { intent: "save", ...ok })).statusCode).toBe(404);
    expect((await get("/en/pages/%00", false)).statusCode).toBe(404);
  });
});

describe("the Metadata section", () => {
  it("lists every public page with its current values, overrides the built-in title and falls back when cleared", async () => {
    const list = await get("/en/admin/metadata");
    expect(list.statusCode).toBe(200);
    for (const page of ["home", "about", "plates", "contact_us", "blog_detail"]) expect(list.body).toContain(`/en/admin/metadata/${page}"`);
    const form = await get("/en/admin/metadata/contact_us");
    const version = versionIn(form.body);
    const values = { title: "Talk to our plate experts", title_ar: "تحدث إلى خبراء اللوحات", description: "Call, write or visit.", description_ar: "اتصل أو اكتب أو زرنا.", keywords: "contact, plates", keywords_ar: "اتصال، لوحات" };
    const saved = await post("/en/admin/metadata/contact_us", { version, ...values });
    expect(saved.headers.location).toBe("/en/admin/metadata?done=metadataSaved");
    const en = (await get("/en/contact_us", false)).body;
    expect(titleOf(en)).toMatch(/^Talk to our plate experts \| /);
    expect(en).toContain('<meta name="description" content="Call, write or visit."/>');
    expect(en).toContain('<meta name="keywords" content="contact, plates"/>');
    expect(titleOf((await get("/contact_us", false)).body)).toMatch(/^تحدث إلى خبراء اللوحات \| /);
    const audit = (await t.services.audit.list({ entity: "seo_metadata", entityId: "contact_us", page: 1, perPage: 5 })).items;
    expect(audit[0]?.after).toMatchObject({ title: "Talk to our plate experts" });

    // The same form saved again over the change: refused.
    expect((await post("/en/admin/metadata/contact_us", { version, ...values, title: "Stale" })).statusCode).toBe(409);

    // Cleared: the built-in defaults (the route's name, the site's tagline) come back; the record is gone.
    const cleared = await post("/en/admin/metadata/contact_us", { version: versionIn((await get("/en/admin/metadata/contact_us")).body), title: "", title_ar: "", description: "", description_ar: "", keywords: "", keywords_ar: "" });
    expect(cleared.statusCode).toBe(302);
    const back = (await get("/en/contact_us", false)).body;
    expect(titleOf(back)).toMatch(/^Contact us \| /);
    expect(back).toContain('<meta name="description" content="Distinguished plates and special mobile numbers since 2001"/>');
    expect(await t.database.db.select().from(seoMetadata).where(eq(seoMetadata.pageName, "contact_us"))).toEqual([]);
    // One value cleared: that value falls back, the others stay.
    await post("/en/admin/metadata/contact_us", { ...values, title: "" });
    expect(titleOf((await get("/en/contact_us", false)).body)).toMatch(/^Contact us \| /);
    expect((await get("/en/contact_us", false)).body).toContain('<meta name="description" content="Call, write or visit."/>');
  });

  it("lists every public page of app/routes.ts (a new page without metadata fails here)", () => {
    // Pages with no search-engine text of their own: steps of a flow, redirects and files, the admin, the generic page route, staff's preview of a post (noindex).
    const noMetadata = new Set(["lang", "bench_bare", "pages", "post_preview", "checkout_start", "checkout", "sandbox_pay", "fav", "alerts_unsubscribe", "alerts", "logout", "not_found", "admin", "offers", "auction_deposits", "profile_verification"]);
    const ids: string[] = [];
    const walk = (entries: RouteConfigEntry[]) => {
      for (const e of entries) {
        if (e.id && !e.id.startsWith("admin")) ids.push(e.id);
        if (e.children && e.id !== "admin") walk(e.children);
      }
    };
    walk(routes);
    expect(ids.filter((id) => !noMetadata.has(id) && !publicPageNames.includes(id))).toEqual([]);
  });

  it("refuses bad values next to their fields and unknown pages", async () => {
    const res = await post("/en/admin/metadata/about", { title: "x".repeat(151), title_ar: "\u202Eعنوان", description: "", description_ar: "", keywords: "", keywords_ar: "" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("The title is too long (at most 150 characters).");
    expect(res.body).toContain("characters that are not allowed");
    expect((await get("/en/admin/metadata/no_such_page")).statusCode).toBe(404);
    expect((await get("/en/admin/metadata/%3Cscript%3E")).statusCode).toBe(404);
    expect((await post("/en/admin/metadata/no_such_page", { title: "x", title_ar: "", description: "", description_ar: "", keywords: "", keywords_ar: "" })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// Server-rendered pages through the production build (npm test builds first).
let t: TestApp;
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { ...browser, ...headers } });
}

describe("bilingual pages", () => {
  it("serves Arabic right-to-left at / and English left-to-right at /en", async () => {
    const ar = await get("/");
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl"/);
    const en = await get("/en");
    expect(en.statusCode).toBe(200);
    expect(en.body).toMatch(/<html lang="en" dir="ltr"/);
  });

  it.each(["/about", "/faq", "/privacy_policy", "/terms_and_conditions", "/blog", "/new"])("serves %s in both languages", async (path) => {
    expect((await get(path)).statusCode).toBe(200);
    expect((await get(`/en${path}`)).statusCode).toBe(200);
  });

  it("sends a visitor who chose English from / to /en, keeping the query", async () => {
    const res = await get("/?utm=x", { cookie: "lang=en" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en?utm=x");
    expect((await get("/", { cookie: "lang=ar" })).statusCode).toBe(200);
  });

  it("renders the footer from the constants", async () => {
    const constants = await t.services.content.listConstants();
    const phone = constants.find((c) => c.key === "contactPhone")!.value.value;
    const aboutAr = constants.find((c) => c.key === "about_us_footer_ar")!.value.value;
    const about = constants.find((c) => c.key === "about_us_footer")!.value.value;
    const ar = (await get("/")).body;
    expect(ar).toContain(phone);
    expect(ar).toContain(escapeHtml(aboutAr));
    expect((await get("/en")).body).toContain(escapeHtml(about));
  });

  it("shows a blog post and a news item, and 404s missing ones with the translated message", async () => {
    const [blog] = (await t.services.content.listPosts("blog", 1, 1)).items;
    const [news] = (await t.services.content.listPosts("news", 1, 1)).items;
    const post = await get(`/en/blog/${blog!.url}`);
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain(escapeHtml(blog!.title));
    const item = await get(`/new/${news!.url}`);
    expect(item.statusCode).toBe(200);
    expect(item.body).toContain(escapeHtml(news!.titleAr));

    const missingBlog = await get("/en/blog/does-not-exist");
    expect(missingBlog.statusCode).toBe(404);
    expect(missingBlog.body).toContain("The blog is not found.");
    const missingNew = await get("/en/new/does-not-exist");
    expect(missingNew.statusCode).toBe(404);
    expect(missingNew.body).toContain("The new is not found.");
  });

  it("answers unknown paths with the translated 404 page and a link home", async () => {
    const en = await get("/en/this/does/not/exist");
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain("This page could not be found");
    expect(en.body).toMatch(/href="\/en"/);
    const ar = await get("/no-such-page");
    expect(ar.statusCode).toBe(404);
    expect(ar.body).toContain("تعذر العثور على هذه الصفحة");
    expect((await get("/fr/about")).statusCode).toBe(404);
  });

  it("paginates lists and rejects bad page numbers without a 5xx", async () => {
    expect((await get("/en/blog?page=1")).statusCode).toBe(200);
    expect((await get("/en/blog?page=999")).statusCode).toBe(404);
    expect((await get("/en/blog?page=abc")).statusCode).toBe(400);
    expect((await get("/en/blog?page=-3")).statusCode).toBe(400);
  });

  it("renders mobile pages without header and footer", async () => {
    const res = await get("/mobile_pages/about");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<footer");
    expect(res.body).not.toContain("<header");
    expect((await get("/mobile_pages/nope")).statusCode).toBe(404);
  });

  it("uses server metadata for titles, with canonical, hreflang alternates and Open Graph", async () => {
    const [about] = (await t.services.content.listMetadata()).filter((m) => m.pageName === "about");
    const en = (await get("/en/about")).body;
    expect(en).toContain(`<title>${escapeHtml(about!.title)}`);
    expect(en).toContain('<link rel="canonical" href="https://shop.test/en/about"');
    expect(en).toMatch(/<link rel="alternate" href(?:L|l)ang="ar" href="https:\/\/shop.test\/about"|hrefLang="ar"|hreflang="ar"/);
    expect(en).toContain('href="https://shop.test/about"');
    expect(en).toContain('property="og:title"');
    expect(en).toContain('name="keywords"');
    const ar = (await get("/about")).body;
    expect(ar).toContain(`<title>${escapeHtml(about!.titleAr)}`);
  });

  it("sends each page its own metadata record only, not every page's", async () => {
    const records = await t.services.content.listMetadata();
    const faq = records.find((m) => m.pageName === "faq")!;
    const plates = records.find((m) => m.pageName === "plates")!;
    const page = (await get("/en/faq")).body;
    expect(page).toContain(escapeHtml(faq.description));
    expect(page).not.toContain(plates.description);
    expect((await get("/en/plates")).body).toContain(escapeHtml(plates.description));
  });
});

function escapeHtml(s: string) {
  return s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}

describe("route ranking", () => {
  it("treats /blog/<word> as a blog post even when the word is also a page name", async () => {
    await t.services.content.createPost({
      kind: "blog", url: "about", title: "About plates", titleAr: "عن اللوحات", summary: "s", summaryAr: "م",
      metaDescription: "m", metaDescriptionAr: "م", body: "<p>b</p>", bodyAr: "<p>ب</p>",
    });
    const res = await get("/en/blog/about");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("About plates");
    expect((await get("/blog/about")).body).toContain("عن اللوحات");
  });
});

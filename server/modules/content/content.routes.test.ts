import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("content API", () => {
  it("GET /api/constants answers every known key with its Arabic variant", async () => {
    const res = await t.app.inject("/api/constants");
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { key: string; value: { value: string; url: string | null } }[] };
    const keys = body.data.map((c) => c.key);
    for (const key of ["contactPhone", "contactEmail", "about_us_footer", "head_office", "branches", "working_hours", "helpline", "helpline_2", "facebookLink", "twitterLink", "instagramLink"]) {
      expect(keys).toContain(key);
      expect(keys).toContain(`${key}_ar`);
    }
    const phone = body.data.find((c) => c.key === "contactPhone")!;
    expect(phone.value).toEqual({ value: expect.any(String), url: expect.stringMatching(/^tel:/) });
  });

  it("GET /api/metadata answers page_name, title, description, keywords and _ar variants", async () => {
    const res = await t.app.inject("/api/metadata");
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, string>[] };
    const home = data.find((m) => m.page_name === "home");
    expect(home).toMatchObject({
      title: expect.any(String),
      title_ar: expect.stringMatching(/[\u0600-\u06FF]/),
      description: expect.any(String),
      description_ar: expect.stringMatching(/[\u0600-\u06FF]/),
      keywords: expect.any(String),
      keywords_ar: expect.any(String),
    });
    for (const page of ["about", "faq", "privacy_policy", "terms_and_conditions", "blog", "new"]) {
      expect(data.map((m) => m.page_name)).toContain(page);
    }
  });

  it("lists blog posts and news with pagination metadata, newest first", async () => {
    for (const path of ["/api/blogs", "/api/news"]) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { publishedAt: string; body?: string }[]; meta: { total: number; page: number; pages: number } };
      expect(body.meta.total).toBeGreaterThanOrEqual(6);
      expect(body.meta.page).toBe(1);
      expect(body.data[0]).not.toHaveProperty("body");
      const dates = body.data.map((p) => Date.parse(p.publishedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    }
  });

  it("answers a missing post with the translated 404 message", async () => {
    const en = await t.app.inject({ url: "/api/blogs/no-such-post", headers: { "accept-language": "en" } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ message: "The blog is not found." });
    const ar = await t.app.inject("/api/news/no-such-item?lang=ar");
    expect(ar.statusCode).toBe(404);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await t.app.inject("/api/news/no-such-item?lang=en")).json()).toMatchObject({ message: "The new is not found." });
  });

  it("rejects a bad page number with 400 and field errors, never 500", async () => {
    for (const page of ["0", "-1", "abc", "1.5", "99999999"]) {
      const res = await t.app.inject(`/api/blogs?page=${page}&lang=en`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json()).toMatchObject({ message: "Some fields are not valid.", errors: { page: expect.any(String) } });
    }
  });

  it("answers unknown /api paths with a JSON 404, in any method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/nothing/here?lang=en" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: "This API route does not exist.", requestId: expect.any(String) });
    }
  });

  it("serves seeded banner images from /images and nothing outside the storage folder", async () => {
    const banners = (await t.app.inject("/api/banners")).json() as { data: { image: string }[] };
    expect(banners.data.length).toBeGreaterThanOrEqual(1);
    const image = await t.app.inject(`/images/${banners.data[0]!.image}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
    expect((await t.app.inject("/images/../../package.json")).statusCode).toBe(404);
    expect((await t.app.inject("/images/%2e%2e/%2e%2e/package.json")).statusCode).toBeGreaterThanOrEqual(400);
  });
});

import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, posts } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// The Blogs and News sections (issue 27 item 5) through the production build: one family, the kind from the
// address; create with a cover image (multipart, as without JavaScript), an Arabic slug of its own, edit with the
// version it was opened at, delete; what the public sees (lists, detail, sitemap, the apps' JSON API): only
// published posts dated now or earlier, at once after every write. (Who may do what: authorization-matrix.)

let t: TestApp;
let token: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  const roleId = await t.services.access.createRole(systemStaff, "content staff", ["read:blog", "create:blog", "update:blog", "delete:blog", "read:news", "create:news", "update:news", "delete:news"]);
  const user = await createUser(t, { verified: true });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  token = await login(t, user.email, user.password);
  png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#047857" } }).png().toBuffer();
});
afterAll(() => t.close());

const headers = () => ({ ...browser, cookie: `session=${token}` });
const get = (url: string, auth = true) => t.app.inject({ url, headers: auth ? headers() : browser });

/** The post form as a browser without JavaScript sends it: multipart, the cover (if any) in the form itself. */
async function send(url: string, fields: Record<string, string>, cover?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", cover ? new File([new Uint8Array(cover.bytes)], cover.name, { type: "image/png" }) : new File([], ""));
  const request = new Request("http://x/", { method: "POST", body: form });
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await request.arrayBuffer()), headers: { ...headers(), "content-type": request.headers.get("content-type")! } });
}

const UAE = (d: Date) => new Date(d.getTime() + 4 * 3600_000).toISOString().slice(0, 16);
// One publish time for the whole file: computed per call, a create and its edit on either side of a minute's turn
// differed, and the edit's audit entry then listed publishedAt as changed.
const publishedAt = UAE(new Date(Date.now() - 60_000));
const fields = (over: Record<string, string> = {}) => ({
  intent: "create",
  title: "Plate prices in 2026",
  title_ar: "أسعار اللوحات في 2026",
  summary: "What moved the prices.",
  summary_ar: "ما الذي حرك الأسعار.",
  meta_description: "Plate prices",
  meta_description_ar: "أسعار اللوحات",
  tags: "plates, prices",
  tags_ar: "لوحات، أسعار",
  body: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">link</a></p>',
  body_ar: '<p dir="rtl">مرحبا<iframe src="https://evil.example"></iframe></p>',
  url: "plate-prices-2026",
  url_ar: "أسعار-اللوحات-2026",
  published_at: publishedAt,
  published: "on",
  ...over,
});
const byUrl = async (url: string, kind: "blog" | "news" = "blog") => (await t.database.db.select().from(posts).where(and(eq(posts.url, url), eq(posts.kind, kind))))[0];
const api = async (path: string) => (await t.app.inject({ url: path })).json() as { data: { url: string }[] | { url: string } };

describe("the Blogs and News sections", () => {
  it("creates a blog post with a cover: sanitised bodies, its Arabic slug, public at once in both languages", async () => {
    expect((await get("/en/blog", false)).body).not.toContain("Plate prices in 2026");
    const created = await send("/en/admin/blogs", fields(), { bytes: png, name: "cover.png" });
    expect(created.statusCode, created.body).toBe(302);
    expect(created.headers.location).toBe("/en/admin/blogs?done=postCreated");
    const row = (await byUrl("plate-prices-2026"))!;
    expect(row).toMatchObject({ kind: "blog", urlAr: "أسعار-اللوحات-2026", tags: ["plates", "prices"], tagsAr: ["لوحات", "أسعار"], published: true });
    // The bodies went through sanitizeRichText: no script, handler, javascript: link or iframe is kept.
    expect(row.body).toBe('<p>Hello <a rel="noopener noreferrer">link</a></p>');
    expect(row.bodyAr).toBe('<p dir="rtl">مرحبا</p>');
    expect(row.image).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect((await get(`/images/${row.image}`, false)).statusCode).toBe(200);
    // Public at once: the lists, the detail at each language's slug, the sitemap, the apps' API.
    expect((await get("/en/blog", false)).body).toContain("/en/blog/plate-prices-2026");
    expect((await get("/blog", false)).body).toContain(`/blog/${encodeURIComponent("أسعار-اللوحات-2026")}`);
    expect((await get("/en/blog/plate-prices-2026", false)).statusCode).toBe(200);
    expect((await get(`/blog/${encodeURIComponent("أسعار-اللوحات-2026")}`, false)).body).toContain("أسعار اللوحات في 2026");
    // The other language's slug is a permanent redirect to this language's.
    const other = await get("/blog/plate-prices-2026", false);
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe(`/blog/${encodeURIComponent("أسعار-اللوحات-2026")}`);
    const sitemap = (await get("/sitemap.xml", false)).body;
    expect(sitemap).toContain("/en/blog/plate-prices-2026");
    expect(sitemap).toContain(`/blog/${encodeURIComponent("أسعار-اللوحات-2026")}`);
    expect(JSON.stringify(await api("/api/blogs"))).toContain("plate-prices-2026");
    const feed = await get("/en/blog/feed.xml", false);
    expect(feed.headers["content-type"]).toContain("application/atom+xml");
    expect(feed.body).toContain("<title>Plate prices in 2026</title>");
    expect(feed.body).toContain("/en/blog/plate-prices-2026");
    expect((await get("/blog/feed.xml", false)).body).toContain(`/blog/${encodeURIComponent("أسعار-اللوحات-2026")}`);
    expect((await get("/en/blog", false)).body).toContain('href="/en/blog/feed.xml"');
    expect((await t.app.inject({ url: `/api/blogs/${encodeURIComponent("أسعار-اللوحات-2026")}` })).statusCode).toBe(200);
    // Not a news item: the other section neither lists nor opens it.
    expect((await get(`/en/admin/news/${row.id}`)).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(entry).toMatchObject({ action: "create", entity: "blog" });
  });

  it("never shows a draft or a post dated in the future: lists, detail, sitemap, API", async () => {
    const future = UAE(new Date(Date.now() + 3600_000));
    expect((await send("/en/admin/news", fields({ url: "draft-news", url_ar: "خبر-مسودة", published: "" }))).statusCode).toBe(302);
    expect((await send("/en/admin/news", fields({ url: "future-news", url_ar: "خبر-قادم", published_at: future }))).statusCode).toBe(302);
    for (const slug of ["draft-news", "future-news"]) {
      expect((await get("/en/new", false)).body).not.toContain(slug);
      expect((await get(`/en/new/${slug}`, false)).statusCode).toBe(404);
      expect((await get("/sitemap.xml", false)).body).not.toContain(slug);
      expect((await get("/en/new/feed.xml", false)).body).not.toContain(slug);
      expect(JSON.stringify(await api("/api/news"))).not.toContain(slug);
      expect((await t.app.inject({ url: `/api/news/${slug}` })).statusCode).toBe(404);
      expect((await get("/", false)).body).not.toContain(slug);
    }
    const list = (await get("/en/admin/news?state=scheduled")).body;
    expect(list).toContain("Scheduled");
    expect(list).not.toContain("draft-news");
    // Its date passing is all it takes (the kept lists hold for 5 s at most: decision 0052).
    await t.database.db.update(posts).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(posts.url, "future-news"));
    expect((await get("/en/new/future-news", false)).statusCode).toBe(200);
  });

  it("refuses bad input and a slug another post uses (either language) next to its field, writing nothing", async () => {
    const before = (await t.database.db.select({ id: posts.id }).from(posts)).length;
    const bad = await send("/admin/blogs", fields({ title: "", url: "Bad Slug!", url_ar: "<x>", published_at: "2026-02-30T10:00", tags: "a\u202eb" }));
    expect(bad.statusCode).toBe(400);
    for (const message of ["يرجى إدخال العنوان.", "استخدم حروفًا لاتينية صغيرة وأرقامًا فقط، وشرطة واحدة بينها.", "يرجى إدخال تاريخ ووقت صحيحين."]) expect(bad.body).toContain(message);
    // The English slug of one post as another's Arabic slug (either finds a post, so it is taken).
    const taken = await send("/en/admin/blogs", fields({ url: "fresh-slug", url_ar: "plate-prices-2026" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain("Another post of this section already uses this address.");
    expect(taken.body).toMatch(/id="[^"]*url_ar-error"/);
    const image = await send("/en/admin/blogs", fields({ url: "with-gif", url_ar: "صورة" }), { bytes: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), name: "x.png" });
    expect(image.statusCode).toBe(400);
    expect(image.body).toContain("jpg");
    expect((await t.database.db.select({ id: posts.id }).from(posts)).length).toBe(before);
    // The same slug in the other kind is free: slugs are unique per kind.
    expect((await send("/en/admin/news", fields({ url: "plate-prices-2026", url_ar: "أسعار-اللوحات-2026" }))).statusCode).toBe(302);
    expect((await get("/en/admin/blogs?sort=colour")).statusCode).toBe(400);
    // A client-side (JavaScript) post goes to the address with ".data": it reaches the same action and refusal.
    const clientSide = await t.app.inject({ method: "POST", url: "/en/admin/blogs.data", payload: "intent=create&title=", headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" } });
    expect(clientSide.statusCode).toBe(400);
    expect(clientSide.body).toContain("postAdmin.titleRequired");
  });

  it("edits (the second of two editors is told the record changed), unpublishes and deletes: gone at once", async () => {
    const row = (await byUrl("plate-prices-2026"))!;
    const page = await get(`/en/admin/blogs/${row.id}`);
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    expect(version).toBeDefined();
    const edit = fields({ intent: "save", version: version!, title: "Plate prices, revised" });
    const first = await send(`/en/admin/blogs/${row.id}`, edit);
    expect(first.headers.location).toBe(`/en/admin/blogs/${row.id}?done=postEdited`);
    expect((await get("/en/blog/plate-prices-2026", false)).body).toContain("Plate prices, revised");
    const second = await send(`/en/admin/blogs/${row.id}`, { ...edit, title: "Overwritten" });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Someone else changed this record after you opened it.");
    const kept = (await byUrl("plate-prices-2026"))!;
    expect(kept.title).toBe("Plate prices, revised");
    expect(kept.image).toBe(row.image);
    const [change] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "update"), eq(auditLog.entity, "blog")));
    expect(change!.after).toEqual({ title: "Plate prices, revised" });
    // Unpublished: gone from the list, the detail, the sitemap and the API on the next request.
    const fresh = /name="version" value="(\d+)"/.exec((await get(`/en/admin/blogs/${row.id}`)).body)![1]!;
    expect((await send(`/en/admin/blogs/${row.id}`, { ...edit, version: fresh, published: "" })).statusCode).toBe(302);
    expect((await get("/en/blog", false)).body).not.toContain("plate-prices-2026");
    expect((await get("/en/blog/plate-prices-2026", false)).statusCode).toBe(404);
    expect((await get("/sitemap.xml", false)).body).not.toContain("/en/blog/plate-prices-2026");
    expect((await get("/en/blog/feed.xml", false)).body).not.toContain("plate-prices-2026");
    const gone = await t.app.inject({ method: "POST", url: `/en/admin/blogs/${row.id}`, payload: "intent=delete", headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" } });
    expect(gone.headers.location).toBe("/en/admin/blogs?done=postDeleted");
    expect(await byUrl("plate-prices-2026")).toBeUndefined();
    expect(await byUrl("plate-prices-2026", "news")).toBeDefined();
  });

  it("previews a post as typed, with the public layout and sanitised, writing nothing; staff only", async () => {
    const before = (await t.database.db.select({ id: posts.id }).from(posts)).length;
    const preview = await send("/en/preview/news", fields({ url: "previewed", title: "Previewed headline", body: '<h2>Big</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>' }));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Preview: nothing has been saved.");
    expect(preview.body).toContain("Previewed headline");
    expect(preview.body).toContain("<h2>Big</h2>");
    expect(preview.body).not.toContain("onerror");
    expect(preview.body).not.toContain("alert(2)");
    expect(preview.body).toContain('href="/en/new"');
    expect(preview.body).toContain("<footer");
    const arabic = await send("/preview/news", fields({ title_ar: "عنوان المعاينة", title: "", body_ar: "<p>نص</p>" }));
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain("عنوان المعاينة");
    expect((await t.database.db.select({ id: posts.id }).from(posts)).length).toBe(before);
    const visitor = await t.app.inject({ method: "POST", url: "/en/preview/news", payload: "intent=create&title=x", headers: { ...browser, "content-type": "application/x-www-form-urlencoded" } });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toContain("/en/sign_in");
  });

  it("takes a cover uploaded first (the image field with JavaScript) by its key, once, into the public area", async () => {
    const staged = await t.app.inject({ method: "POST", url: "/api/uploads/images", payload: png, headers: { ...headers(), "content-type": "image/png", "x-file-name": encodeURIComponent("غلاف.png") } });
    expect(staged.statusCode, staged.body).toBe(201);
    const { key } = staged.json() as { key: string };
    const created = await send("/en/admin/news", fields({ url: "with-staged-cover", url_ar: "غلاف-مرفوع", image_key: key }));
    expect(created.statusCode, created.body).toBe(302);
    expect((await byUrl("with-staged-cover", "news"))!.image).toBe(key);
    expect((await get(`/images/${key}`, false)).headers["content-type"]).toBe("image/png");
    // A key is claimed once: a second post naming it is refused beside the image field.
    const again = await send("/en/admin/news", fields({ url: "same-cover", url_ar: "الغلاف-نفسه", image_key: key }));
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatch(/id="[^"]*image-error"/);
  });
});

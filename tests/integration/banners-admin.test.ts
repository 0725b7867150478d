import { readFileSync } from "node:fs";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { formatUaeDateTime } from "#core/text/uae-time.ts";
import { auditLog } from "#server/modules/audit/index.ts";
import { banners } from "#server/db/schema.ts";
import type { Notices } from "#server/db/notices.ts";
import { createContentService } from "#server/modules/content/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { staffPages } from "../helpers/staff-pages.ts";
import { browser, shown } from "../helpers/page-requests.ts";

// The Website Banners section (issue 27 item 3) through the production build: create with an image per
// language (one staged through /api/uploads/images as the field does with JavaScript, one in the form as
// without), refusals next to their fields in the page's language writing nothing, the version check, the
// order, and the home page and /api/banners showing a banner only while active and within its dates.

let t: TestApp;
const staff = staffPages(() => t, ["read:banner", "create:banner", "update:banner", "delete:banner"], { role: "banner staff" });
const { get } = staff;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
});
afterAll(() => t.close());

const png = (background = "#0f766e") => sharp({ create: { width: 80, height: 32, channels: 3, background } }).png().toBuffer();
async function send(url: string, fields: Record<string, string>, files: Record<string, { bytes: Buffer; name: string }> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, f] of Object.entries(files)) form.set(k, new File([new Uint8Array(f.bytes)], f.name, { type: "image/png" }));
  const request = new Request("http://x", { method: "POST", body: form });
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await request.arrayBuffer()), headers: { ...browser, cookie: (await staff.member()).cookie, "content-type": request.headers.get("content-type")! } });
}
async function staged(bytes: Buffer): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/uploads/images", payload: bytes, headers: { ...browser, cookie: (await staff.member()).cookie, "content-type": "image/png", "x-file-name": "banner.png" } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: string }>().key;
}
const rowsCount = async () => (await t.database.db.select({ n: count() }).from(banners))[0]!.n;
const byTitle = async (title: string) => (await t.database.db.select().from(banners).where(eq(banners.title, title)))[0];
const fields = (over: Record<string, string> = {}) => ({ intent: "create", title: "Summer plates", title_ar: "لوحات الصيف", subtitle: "", subtitle_ar: "", link: "/plates", link_ar: "/plates?hot=1", starts_at: "", ends_at: "", active: "on", ...over });
const hour = 60 * 60 * 1000;

describe("the Website Banners section", () => {
  it("creates a banner with an image per language, shown at once on the home page and in /api/banners in each language", async () => {
    const key = await staged(await png());
    const res = await send("/en/admin/banners/new", { ...fields(), image_key: key }, { image_ar: { bytes: await png("#b45309"), name: "عربي.png" } });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/en/admin/banners?done=bannerCreated");
    const row = (await byTitle("Summer plates"))!;
    expect(row).toMatchObject({ image: key, titleAr: "لوحات الصيف", link: "/plates", linkAr: "/plates?hot=1", active: true, startsAt: null, endsAt: null });
    expect(row.imageAr).toMatch(/^[0-9a-f-]{36}\.png$/);
    // Both images are public now, and their private copies gone.
    for (const image of [row.image, row.imageAr]) {
      expect((await t.app.inject(`/images/${image}`)).statusCode).toBe(200);
      expect(await t.services.storage.exists("private", image)).toBe(false);
    }
    const en = shown((await get("/en")).body);
    expect(en).toContain("Summer plates");
    expect(en).toContain(`/images/${row.image}`);
    expect(en).not.toContain(row.imageAr);
    const ar = shown((await get("/")).body);
    expect(ar).toContain("لوحات الصيف");
    expect(ar).toContain(`/images/${row.imageAr}`);
    expect(ar).toContain('href="/plates?hot=1"');
    const api = (await t.app.inject("/api/banners")).json<{ data: { id: number; imageAr: string; linkAr: string; startsAt: null }[] }>();
    expect(api.data.find((b) => b.id === row.id)).toMatchObject({ imageAr: row.imageAr, linkAr: "/plates?hot=1", startsAt: null });
    expect((await get("/en/admin/banners?done=bannerCreated")).body).toContain("The banner has been created.");
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "banner"));
    expect(audit).toMatchObject({ action: "create", entityId: String(row.id) });
  });

  it("refuses bad input next to its field in the page's language, writing nothing", async () => {
    const before = await rowsCount();
    const image = await png();
    const cases: [Record<string, string>, Record<string, { bytes: Buffer; name: string }>, MessageKey][] = [
      [{ starts_at: "2026-12-10T10:00", ends_at: "2026-12-01T10:00" }, { image: { bytes: image, name: "a.png" }, image_ar: { bytes: image, name: "b.png" } }, "banners.endBeforeStart"],
      [{ ends_at: "2026-02-30T10:00" }, {}, "banners.dateInvalid"],
      [{ link: "javascript:alert(1)" }, {}, "banners.linkInvalid"],
      [{ link_ar: "//evil.example/x" }, {}, "banners.linkInvalid"],
      [{ link: "http://example.com/" }, {}, "banners.linkInvalid"],
      [{ title: "\u202egpj.exe" }, {}, "validation.invalidCharacters"],
      [{ title_ar: "" }, {}, "banners.titleRequired"],
      [{}, { image: { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "x.png" }, image_ar: { bytes: image, name: "b.png" } }, "upload.notImage"],
      [{}, { image: { bytes: Buffer.concat([image, Buffer.alloc(2 * 1024 * 1024)]), name: "big.png" }, image_ar: { bytes: image, name: "b.png" } }, "upload.tooLarge"],
      [{}, { image: { bytes: image, name: "a.gif" }, image_ar: { bytes: image, name: "b.png" } }, "upload.notImage"],
      [{}, { image: { bytes: image, name: "a.png" } }, "banners.imageRequired"],
    ];
    for (const [over, files, key] of cases) {
      for (const lang of ["ar", "en"] as const) {
        const res = await send(`${lang === "en" ? "/en" : ""}/admin/banners/new`, fields({ title: `Refused ${key}`, ...over }), files);
        expect(res.statusCode, `${key} ${lang}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${key} ${lang}`).toBeLessThan(500);
        expect(shown(res.body), `${key} ${lang}`).toContain(translate(lang, key).replaceAll('"', "&quot;"));
      }
    }
    expect(await rowsCount()).toBe(before);
    expect((await get("/en/admin/banners?sort=colour")).statusCode).toBe(400);
    expect((await get("/en/admin/banners/abc")).statusCode).toBe(404);
  });

  it("edits a banner, tells the second of two editors the record changed, and keeps the images it is not sent", async () => {
    const row = (await byTitle("Summer plates"))!;
    const version = /name="version" value="(\d+)"/.exec((await get(`/en/admin/banners/${row.id}`)).body)?.[1];
    expect(version).toBeDefined();
    const first = await send(`/en/admin/banners/${row.id}`, { ...fields({ intent: "save", title: "Winter plates", version: version! }) });
    expect(first.headers.location, first.body).toBe("/en/admin/banners?done=bannerSaved");
    const second = await send(`/en/admin/banners/${row.id}`, { ...fields({ intent: "save", title: "Lost edit", version: version! }) });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Someone else changed this record after you opened it.");
    expect(await byTitle("Winter plates")).toMatchObject({ id: row.id, image: row.image, imageAr: row.imageAr });
    expect(shown((await get("/en")).body)).toContain("Winter plates");
  });

  it("shows a banner only within its dates, typed in UAE time, even from a kept list", async () => {
    const row = (await byTitle("Winter plates"))!;
    const version = () => t.services.banners.get(row.id).then((b) => String(b!.version));
    const later = formatUaeDateTime(new Date(Date.now() + 2 * hour));
    const res = await send(`/en/admin/banners/${row.id}`, fields({ intent: "save", title: "Winter plates", starts_at: later, version: await version() }));
    expect(res.statusCode, res.body).toBe(302);
    const saved = (await byTitle("Winter plates"))!;
    expect(Math.abs(saved.startsAt!.getTime() - (Date.now() + 2 * hour))).toBeLessThan(61_000);
    expect(shown((await get("/en")).body)).not.toContain("Winter plates");
    expect((await t.app.inject("/api/banners")).body).not.toContain("Winter plates");
    expect((await get("/en/admin/banners?current=no")).body).toContain("Winter plates");
    expect((await get("/en/admin/banners?current=yes")).body).not.toContain("Winter plates");
    // Started now, ending in an hour: shown; the same kept list, read after its end, no longer has it.
    const ends = new Date(Date.now() + hour);
    await send(`/en/admin/banners/${row.id}`, fields({ intent: "save", title: "Winter plates", starts_at: "", ends_at: formatUaeDateTime(ends), version: await version() }));
    expect((await t.services.content.listBanners()).map((b) => b.id)).toContain(row.id);
    expect((await t.services.content.listBanners(new Date(ends.getTime() + 60_000))).map((b) => b.id)).not.toContain(row.id);
    expect(shown((await get("/en")).body)).toContain("Winter plates");
  });

  it("moves banners up and down the order, which the home page follows", async () => {
    const ids = async () => (await t.services.content.listBanners()).map((b) => b.id);
    const before = await ids();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const last = before.at(-1)!;
    const moved = await send("/en/admin/banners", { intent: "move", id: String(last), direction: "up" });
    expect(moved.headers.location).toBe("/en/admin/banners?done=bannerMoved");
    expect(await ids()).toEqual([...before.slice(0, -2), last, before.at(-2)]);
    // The first moving up stays first; an unknown banner or direction is refused above the list.
    await send("/en/admin/banners", { intent: "move", id: String(before[0]), direction: "up" });
    expect((await ids())[0]).toBe(before[0]);
    expect((await send("/en/admin/banners", { intent: "move", id: "999999", direction: "down" })).body).toContain("This banner does not exist.");
    expect((await send("/admin/banners", { intent: "move", id: String(last), direction: "sideways" })).statusCode).toBe(400);
    await send("/en/admin/banners", { intent: "move", id: String(last), direction: "down" });
    expect(await ids()).toEqual(before);
    const orders = (await t.database.db.select({ o: banners.sortOrder }).from(banners).orderBy(banners.sortOrder)).map((r) => r.o);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it("deactivates (gone from the home page) and deletes a banner, with its uploaded images", async () => {
    const row = (await byTitle("Winter plates"))!;
    const version = String((await t.services.banners.get(row.id))!.version);
    await send(`/en/admin/banners/${row.id}`, fields({ intent: "save", title: "Winter plates", active: "", version }));
    expect(shown((await get("/en")).body)).not.toContain("Winter plates");
    expect((await get("/en/admin/banners?active=no")).body).toContain("Winter plates");
    const gone = await send(`/en/admin/banners/${row.id}`, { intent: "delete" });
    expect(gone.headers.location).toBe("/en/admin/banners?done=bannerDeleted");
    expect(await byTitle("Winter plates")).toBeUndefined();
    await t.services.worker.drain(); // the images go in a job made by the delete, once it commits
    expect(await t.services.storage.exists("public", row.image)).toBe(false);
    expect((await get(`/en/admin/banners/${row.id}`)).statusCode).toBe(404);
  });

  it("migration 0024 keeps a banner of an earlier database working: its image and link become the Arabic page's too", async () => {
    const file = join(import.meta.dirname, "../../server/db/migrations/0024_banner_schedule.sql");
    const statements = readFileSync(file, "utf8").split("--> statement-breakpoint").map((x) => x.trim());
    // The table as it was before the migration, with a row staff made then.
    for (const column of ["image_ar", "link_ar", "starts_at", "ends_at", "updated_at"]) await t.database.db.execute(sql.raw(`ALTER TABLE "banners" DROP COLUMN "${column}"`));
    await t.database.db.execute(sql.raw(`INSERT INTO "banners" ("title", "title_ar", "image", "link", "sort_order") VALUES ('Older banner', 'إعلان أقدم', 'older.webp', '/numbers', 99)`));
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    expect(await byTitle("Older banner")).toMatchObject({ image: "older.webp", imageAr: "older.webp", link: "/numbers", linkAr: "/numbers", startsAt: null, endsAt: null, active: true });
    t.services.content.forgetBanners();
    expect((await t.services.content.listBanners()).map((b) => b.title)).toContain("Older banner");
  });

  it("a banner write on one instance makes another forget its kept banners (the notices they share)", async () => {
    // Two content services on one database, joined by a bus that carries each notice to the other's listeners,
    // as LISTEN/NOTIFY does between instances (tests/instances covers the real one).
    const listeners: { area: string; listener: (notice: undefined) => void }[] = [];
    const bus = (): Notices => ({
      publish: (notice) => listeners.filter((l) => l.area === notice.area).forEach((l) => l.listener(undefined)),
      subscribe: (area, listener) => {
        listeners.push({ area, listener: listener as (notice: undefined) => void });
        return () => undefined;
      },
      close: async () => undefined,
    });
    const here = createContentService(t.database.db, bus());
    const there = createContentService(t.database.db, bus());
    const [first] = await there.listBanners();
    await t.database.db.update(banners).set({ active: false }).where(eq(banners.id, first!.id));
    expect((await there.listBanners()).map((b) => b.id)).toContain(first!.id);
    here.forgetBanners();
    expect((await there.listBanners()).map((b) => b.id)).not.toContain(first!.id);
    await t.database.db.update(banners).set({ active: true }).where(eq(banners.id, first!.id));
  });
});


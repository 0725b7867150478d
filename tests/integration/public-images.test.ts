import fs from "node:fs";
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "#core/validation/posts.ts";
import { jobs, websitePages } from "#server/db/schema.ts";
import type { BannerInput } from "#server/modules/content/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { systemStaff } from "../helpers/users.ts";

// Uploaded banner and post images on both storage drivers (issue 27): served at /images/<key> with the same
// caching headers (on S3 from the bucket, which stays private), and deleted once a banner or a post lets go of
// them, after the write commits, unless something else still shows them. S3 is a real S3-protocol server (s3rver).

let s3: S3rver;
let s3Dir: string;
const s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3Dir = await fsp.mkdtemp(path.join(os.tmpdir(), "public-images-s3-"));
  s3 = new S3rver({ port: 0, address: "127.0.0.1", directory: s3Dir, silent: true, configureBuckets: [{ name: "shop-files", configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  Object.assign(s3Env, { STORAGE_DRIVER: "s3", S3_BUCKET: "shop-files", S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
});
afterAll(async () => {
  await s3.close();
  await fsp.rm(s3Dir, { recursive: true, force: true });
});

const png = (background: string) => sharp({ create: { width: 40, height: 16, channels: 3, background } }).png().toBuffer();
async function formWith(images: Record<string, string>): Promise<FormData> {
  const form = new FormData();
  for (const [name, colour] of Object.entries(images)) form.set(name, new File([new Uint8Array(await png(colour))], `${name}.png`, { type: "image/png" }));
  return form;
}
const banner = (title: string): BannerInput => ({ title, titleAr: "إعلان", subtitle: "", subtitleAr: "", link: null, linkAr: null, startsAt: null, endsAt: null, active: true });
const post = (url: string) =>
  postForm.parse({ title: "Cover test", title_ar: "اختبار الغلاف", summary: "s", summary_ar: "م", meta_description: "m", meta_description_ar: "م", tags: "", tags_ar: "", body: "<p>x</p>", body_ar: "<p>س</p>", url, url_ar: `${url}-ar`, published_at: "2026-01-01T10:00", published: "on" });

describe.each([
  ["the local disk", () => ({})],
  ["S3 (s3rver)", () => s3Env],
])("public images on %s", (driver, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
  });
  afterAll(() => t.close());
  const stored = (key: string) => t.services.storage.exists("public", key);
  const onLocalDisk = (key: string) => fs.existsSync(path.join(t.dataDir, "storage", "public", key));

  it("serves an uploaded banner image at /images/<key> with a week's Cache-Control and an ETag that revalidates to 304", async () => {
    const id = await t.services.banners.create(systemStaff, banner("Served"), await formWith({ image: "#0f766e", image_ar: "#b45309" }));
    const { image } = (await t.services.banners.get(id))!;
    const answer = await t.app.inject(`/images/${image}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.headers["cache-control"]).toBe("public, max-age=604800");
    expect(Buffer.compare(answer.rawPayload, (await t.services.storage.get("public", image))!.bytes)).toBe(0);
    // On S3 the bytes came from the bucket: the instance's own folder never had them.
    expect(onLocalDisk(image)).toBe(driver === "the local disk");
    const etag = String(answer.headers.etag);
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ url: `/images/${image}`, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    // The demo pictures (in every instance's folder) are served the same way; a name nobody stored is a 404.
    const seed = await t.app.inject("/images/banner-plates.webp");
    expect(seed.statusCode).toBe(200);
    expect(seed.headers["cache-control"]).toBe("public, max-age=604800");
    expect((await t.app.inject(`/images/${image.replace(/^./, "0")}x`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await t.app.inject("/images/..%2F..%2Fetc%2Fpasswd")).statusCode);
  });

  it("deletes a banner's replaced image after the save commits, nothing when the save is refused, and a deleted banner's images unless a page still shows one", async () => {
    const id = await t.services.banners.create(systemStaff, banner("Replaced"), await formWith({ image: "#1d4ed8", image_ar: "#be123c" }));
    const first = (await t.services.banners.get(id))!;

    // A save refused (someone else saved since): the transaction rolls back, nothing is deleted, no job is left.
    const stale = t.services.banners.update(systemStaff, id, { ...banner("Replaced"), version: first.version - 1 }, await formWith({ image: "#166534" }));
    await expect(stale).rejects.toMatchObject({ key: "admin.recordChanged" });
    await t.services.worker.drain();
    expect(await stored(first.image)).toBe(true);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.name, "content.dropImage"))).toEqual([]);

    await t.services.banners.update(systemStaff, id, { ...banner("Replaced"), version: first.version }, await formWith({ image: "#166534" }));
    await t.services.worker.drain();
    const second = (await t.services.banners.get(id))!;
    expect(second.image).not.toBe(first.image);
    expect(await stored(first.image)).toBe(false);
    expect(await stored(second.image)).toBe(true);
    expect(await stored(first.imageAr)).toBe(true);
    expect((await t.app.inject(`/images/${first.image}`)).statusCode).toBe(404);

    // A website page's rich text shows the Arabic image: deleting the banner keeps that file, the other goes.
    const [page] = await t.database.db.select().from(websitePages).limit(1);
    await t.database.db.update(websitePages).set({ contentAr: `${page!.contentAr}<p><img src="/images/${first.imageAr}" alt=""></p>` }).where(eq(websitePages.slug, page!.slug));
    await t.services.banners.remove(systemStaff, id);
    await t.services.worker.drain();
    expect(await stored(second.image)).toBe(false);
    expect(await stored(first.imageAr)).toBe(true);
  });

  it("deletes a post's replaced cover after the save commits, and a deleted post's cover", async () => {
    const id = await t.services.posts.create(systemStaff, "blog", post(`cover-${driver.length}`), await formWith({ image: "#7c3aed" }));
    const first = (await t.services.posts.get("blog", id))!;
    expect(await stored(first.image!)).toBe(true);
    // A save without a new cover keeps it.
    await t.services.posts.update(systemStaff, "blog", id, { ...post(`cover-${driver.length}`), version: first.version }, new FormData());
    await t.services.worker.drain();
    expect(await stored(first.image!)).toBe(true);
    const kept = (await t.services.posts.get("blog", id))!;
    await t.services.posts.update(systemStaff, "blog", id, { ...post(`cover-${driver.length}`), version: kept.version }, await formWith({ image: "#0369a1" }));
    await t.services.worker.drain();
    const second = (await t.services.posts.get("blog", id))!;
    expect(await stored(first.image!)).toBe(false);
    expect(await stored(second.image!)).toBe(true);
    await t.services.posts.remove(systemStaff, "blog", id);
    await t.services.worker.drain();
    expect(await stored(second.image!)).toBe(false);
  });
});

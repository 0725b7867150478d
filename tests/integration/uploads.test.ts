import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { jobs, stagedUploads } from "#server/db/schema.ts";
import { imageFromForm } from "#server/modules/storage/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// Images sent ahead of their form (POST /api/uploads/images, what the image field does with JavaScript) and
// the same image in the form itself (without): both pass the one upload gate, land in the private area under
// a name the server made, and a staged image can be claimed once, by its uploader only, until it expires.

let t: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ seed: false, limits: { uploadUser: { points: 12, duration: 60 } } });
  const a = await createUser(t, { verified: true });
  const b = await createUser(t, { verified: true });
  alice = { id: a.id, token: await login(t, a.email, a.password) };
  bob = { id: b.id, token: await login(t, b.email, b.password) };
});
afterAll(() => t.close());

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#047857" } }).png().toBuffer();

function upload(bytes: Buffer, name: string, options: { token?: string | undefined; type?: string; lang?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/uploads/images",
    payload: bytes,
    headers: {
      "content-type": options.type ?? "application/octet-stream",
      "x-file-name": encodeURIComponent(name),
      "accept-language": options.lang ?? "en",
      ...(options.token ? { cookie: `session=${options.token}` } : {}),
    },
  });
}

describe("POST /api/uploads/images", () => {
  it("takes an image from a verified user into the private area, with a job that expires it a day later", async () => {
    const res = await upload(await png(), "بطاقة الهوية.png", { token: alice.token, type: "image/png" });
    expect(res.statusCode, res.body).toBe(201);
    const { key, width, height } = res.json<{ key: string; width: number; height: number }>();
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect([width, height]).toEqual([40, 30]);
    expect(await t.services.storage.exists("private", key)).toBe(true);
    expect(await t.services.storage.exists("public", key)).toBe(false);
    const [row] = await t.database.db.select().from(stagedUploads).where(eq(stagedUploads.key, key));
    expect(row?.userId).toBe(alice.id);
    const expiry = (await t.database.db.select().from(jobs).where(eq(jobs.name, "uploads.expire"))).find((j) => (j.payload as { key: string }).key === key);
    expect(expiry?.state).toBe("queued");
    expect(expiry!.runAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it("refuses visitors (401) and users who have not verified their e-mail (403)", async () => {
    expect((await upload(await png(), "a.png")).statusCode).toBe(401);
    const u = await createUser(t, { verified: false });
    const res = await upload(await png(), "a.png", { token: await login(t, u.email, u.password) });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ["a GIF named .png", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "x.png", 400, "upload.notImage"],
    ["an HTML page named .png", Buffer.from("<html><script>alert(1)</script></html>"), "x.png", 400, "upload.notImage"],
    ["an empty file", Buffer.alloc(0), "x.png", 400, "upload.empty"],
    ["a file over 2 MB", Buffer.alloc(2 * 1024 * 1024 + 1, 1), "x.jpg", 413, "upload.tooLarge"],
  ] as const)("refuses %s with its translated message", async (_name, bytes, fileName, status, key) => {
    for (const lang of ["en", "ar"] as const) {
      const res = await upload(bytes, fileName, { token: bob.token, lang });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(translate(lang, key));
    }
  });

  it("refuses a body that does not say it is an image (415) and a file name that is not percent-encoded text", async () => {
    const html = await upload(Buffer.from("<html></html>"), "x.png", { token: bob.token, type: "text/html" });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe("The image must be a file of type: jpg, jpeg, png.");
    const badName = await t.app.inject({
      method: "POST",
      url: "/api/uploads/images",
      payload: await png(),
      headers: { "content-type": "image/png", "x-file-name": "%E0%A4%A.png", cookie: `session=${bob.token}` },
    });
    expect(badName.statusCode).toBe(400);
  });

  it("limits how many images one user sends (429 with Retry-After)", async () => {
    const u = await createUser(t, { verified: true });
    const token = await login(t, u.email, u.password);
    const bytes = await png();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await upload(bytes, "a.png", { token })).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });
});

describe("claiming a staged image", () => {
  async function staged(token: string): Promise<string> {
    return (await upload(await png(), "id.png", { token })).json<{ key: string }>().key;
  }

  it("gives it to its uploader once, never to another user, and the expiry job then leaves it alone", async () => {
    const key = await staged(alice.token);
    await expect(t.database.db.transaction((tx) => t.services.uploads.claim(tx, bob.id, key))).rejects.toMatchObject({ key: "upload.expired" });
    expect(await t.database.db.transaction((tx) => t.services.uploads.claim(tx, alice.id, key))).toBe(key);
    await expect(t.database.db.transaction((tx) => t.services.uploads.claim(tx, alice.id, key))).rejects.toMatchObject({ key: "upload.expired" });
    await t.services.uploads.expire(key);
    expect(await t.services.storage.exists("private", key)).toBe(true);
  });

  it("is undone with the form's transaction: a rolled-back form leaves the image staged", async () => {
    const key = await staged(alice.token);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.services.uploads.claim(tx, alice.id, key);
        throw new Error("the form's write failed");
      }),
    ).rejects.toThrow("the form's write failed");
    expect(await t.database.db.transaction((tx) => t.services.uploads.claim(tx, alice.id, key))).toBe(key);
  });

  it("expires an unclaimed image: the row and the file go", async () => {
    const key = await staged(alice.token);
    await t.services.uploads.expire(key);
    expect(await t.services.storage.exists("private", key)).toBe(false);
    await expect(t.database.db.transaction((tx) => t.services.uploads.claim(tx, alice.id, key))).rejects.toMatchObject({ key: "upload.expired" });
  });
});

describe("imageFromForm", () => {
  const read = (form: FormData, userId = alice.id) => t.database.db.transaction((tx) => imageFromForm(t.services.uploads, tx, userId, form, "emirates_id"));

  it("takes the staged key the field sent (with JavaScript)", async () => {
    const key = (await upload(await png(), "id.png", { token: alice.token })).json<{ key: string }>().key;
    const form = new FormData();
    form.set("emirates_id_key", key);
    expect(await read(form)).toBe(key);
  });

  it("takes the file from the form itself (without JavaScript), re-encoded under a new name", async () => {
    const form = new FormData();
    form.set("emirates_id", new File([await png()], "../../etc/passwd.png", { type: "image/png" }));
    const key = await read(form);
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await t.services.storage.exists("private", key!)).toBe(true);
  });

  it("puts a refusal on the field, and gives nothing when no image was chosen", async () => {
    const form = new FormData();
    form.set("emirates_id", new File([Buffer.from("%PDF-1.7 hello")], "scan.png", { type: "image/png" }));
    await expect(read(form)).rejects.toMatchObject({ key: "upload.notImage", fields: { emirates_id: "upload.notImage" } });
    const stolen = new FormData();
    stolen.set("emirates_id_key", "00000000-0000-0000-0000-000000000000.png");
    await expect(read(stolen)).rejects.toMatchObject({ fields: { emirates_id: "upload.expired" } });
    const empty = new FormData();
    empty.set("emirates_id", new File([], ""));
    expect(await read(empty)).toBeUndefined();
  });
});

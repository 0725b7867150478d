import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerApiErrors } from "#server/http/api-errors.ts";
import { type Storage, createLocalStorage, createS3Storage, newKey, registerPrivateFileRoute } from "./index.ts";

// One suite, run against the local disk and against a real S3-protocol server (s3rver) started here.
const temporary: string[] = [];
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "storage-test-"));
  temporary.push(dir);
  return dir;
}

let s3: S3rver;
let s3Endpoint: string;
beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: "127.0.0.1", directory: await tempDir(), silent: true, configureBuckets: [{ name: "shop-files", configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  for (const dir of temporary) await fs.rm(dir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Storage>][] = [
  ["local disk", async () => createLocalStorage(await tempDir())],
  ["S3 (s3rver)", async () => createS3Storage({ endpoint: s3Endpoint, region: "us-east-1", bucket: "shop-files", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true })],
];

describe.each(drivers)("storage on %s", (_, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });
  const png = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#047857" } }).png().toBuffer();

  it("puts, gets, finds and deletes a file, byte for byte", async () => {
    const key = newKey("png");
    const bytes = await png();
    await storage.put("private", key, bytes, "image/png");
    expect(await storage.exists("private", key)).toBe(true);
    const file = await storage.get("private", key);
    expect(file?.contentType).toBe("image/png");
    expect(Buffer.compare(file!.bytes, bytes)).toBe(0);
    await storage.delete("private", key);
    expect(await storage.exists("private", key)).toBe(false);
    expect(await storage.get("private", key)).toBeUndefined();
  });

  it("keeps the areas apart: a private file is not in the public area", async () => {
    const key = newKey("png");
    await storage.put("private", key, await png(), "image/png");
    expect(await storage.exists("public", key)).toBe(false);
    expect(await storage.get("public", key)).toBeUndefined();
  });

  it("replaces a file written again under the same key", async () => {
    const key = newKey("png");
    await storage.put("public", key, Buffer.from("first"), "image/png");
    await storage.put("public", key, Buffer.from("second"), "image/png");
    expect((await storage.get("public", key))!.bytes.toString()).toBe("second");
  });

  it("answers nothing for a key it never stored", async () => {
    expect(await storage.get("public", newKey("jpg"))).toBeUndefined();
    await expect(storage.delete("public", newKey("jpg"))).resolves.toBeUndefined();
  });

  it.each(["../etc/passwd", "a/b.png", "..", ".hidden", "x\u0000.png", "", "UPPER.PNG"])("refuses the key %j", async (key) => {
    await expect(storage.put("public", key, Buffer.from("x"), "image/png")).rejects.toThrow(/not a storage key/);
    await expect(storage.get("public", key)).rejects.toThrow(/not a storage key/);
  });

  it("serves a private file only through the checked route, never to a refused caller", async () => {
    const key = newKey("png");
    await storage.put("private", key, await png(), "image/png");
    const opened: string[] = [];
    const app = Fastify();
    await app.register(async (api) => {
      registerApiErrors(api);
      registerPrivateFileRoute(api, {
        storage,
        authorize: async (request, k) => {
          if (request.headers.authorization !== "staff-with-permission") return false;
          opened.push(k);
          return true;
        },
      });
    });
    const refused = await app.inject(`/api/files/private/${key}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
    const ok = await app.inject({ url: `/api/files/private/${key}`, headers: { authorization: "staff-with-permission" } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/png");
    expect(ok.headers["cache-control"]).toBe("private, no-store");
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");
    expect(opened).toEqual([key]);
    expect((await app.inject({ url: `/api/files/private/${newKey("png")}`, headers: { authorization: "staff-with-permission" } })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/files/private/..%2Fsecret.png", headers: { authorization: "staff-with-permission" } })).statusCode).toBe(404);
    await app.close();
  });
});

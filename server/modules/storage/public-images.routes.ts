import { createHash } from "node:crypto";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { type Storage, assertKey, createLocalStorage } from "./storage.ts";

/** A week: public images are never rewritten under the same name (an upload gets a new one), so browsers keep them. */
export const PUBLIC_IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const CACHE_CONTROL = `public, max-age=${PUBLIC_IMAGE_MAX_AGE_SECONDS}`;

/**
 * The public area at /images/<key>: banners, post covers, the demo pictures. On the local driver the folder is
 * served as files (@fastify/static: ETag, Last-Modified, ranges). On S3 the uploads live in the bucket, which
 * stays private, so each image is read through the storage service and sent with the same Cache-Control and an
 * ETag of its bytes (a revalidation answers 304); a name the bucket does not hold is looked up in the local
 * folder, where every instance copies the demo pictures at start (content.seed.ts).
 */
export async function registerPublicImages(app: FastifyInstance, options: { storage: Storage; driver: "local" | "s3"; storageDir: string }) {
  if (options.driver === "local") {
    await app.register(async (images) => {
      await images.register(fastifyStatic, { root: path.join(options.storageDir, "public"), prefix: "/images/", decorateReply: false, dotfiles: "deny", index: false, maxAge: PUBLIC_IMAGE_MAX_AGE_SECONDS * 1000 });
    });
    return;
  }
  const seeds = createLocalStorage(options.storageDir);
  app.get<{ Params: { key: string } }>("/images/:key", { schema: { hide: true } }, async (request, reply) => {
    const key = request.params.key;
    try {
      assertKey(key);
    } catch {
      return reply.callNotFound();
    }
    const file = (await options.storage.get("public", key)) ?? (await seeds.get("public", key));
    if (!file) return reply.callNotFound();
    const etag = `"${createHash("sha256").update(file.bytes).digest("base64url").slice(0, 27)}"`;
    reply.header("cache-control", CACHE_CONTROL).header("etag", etag).header("x-content-type-options", "nosniff");
    if (request.headers["if-none-match"]?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === etag)) return reply.code(304).send();
    return reply.type(file.contentType).send(file.bytes);
  });
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "#server/http/api-errors.ts";
import type { Storage } from "./storage.ts";

/**
 * Serves the private area (identity documents) at /api/files/private/:key, and only there: never under
 * /images. `authorize` decides (a permission, and an audit entry for each opening) before a byte is read.
 */
export function registerPrivateFileRoute(api: FastifyInstance, options: { storage: Storage; authorize: (request: FastifyRequest, key: string) => Promise<boolean> }) {
  api.get<{ Params: { key: string } }>("/api/files/private/:key", { schema: { hide: true } }, async (request, reply) => {
    const key = request.params.key;
    if (!/^[a-z0-9-]{1,64}\.(?:jpg|png)$/.test(key)) throw new HttpError(404, "error.notFound");
    if (!(await options.authorize(request, key))) throw new HttpError(403, "auth.forbidden");
    const file = await options.storage.get("private", key);
    if (!file) throw new HttpError(404, "error.notFound");
    return reply
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", `inline; filename="document.${key.split(".").pop()}"`)
      .type(file.contentType)
      .send(file.bytes);
  });
}

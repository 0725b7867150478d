import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "#server/http/api-errors.ts";
import { routeSchema } from "#server/http/openapi.ts";
import { IMAGE_MAX_BYTES } from "./image-upload.ts";
import type { StagedUploads } from "./staged-uploads.ts";

/** The X-File-Name header, percent-encoded so any name fits in a header; a broken escape is refused. */
function fileName(header: string): string {
  try {
    return decodeURIComponent(header);
  } catch {
    throw new HttpError(400, "upload.notImage", { file: "upload.notImage" });
  }
}

/**
 * POST /api/uploads/images: one image as the request body (its type in Content-Type, its name in X-File-Name,
 * percent-encoded), answered with the key a form then names. The site's image fields use it to show progress;
 * the apps use it before posting a form. `authorize` gives the signed-in user's id (and applies the rate limit).
 */
export function registerUploadRoutes(api: FastifyInstance, options: { uploads: StagedUploads; authorize: (request: FastifyRequest) => Promise<string> }) {
  return api.register(async (scope) => {
    scope.addContentTypeParser(["image/jpeg", "image/png", "application/octet-stream"], { parseAs: "buffer", bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    // Over the limit, Fastify stops reading: say it as the upload rule, not as a generic refusal.
    scope.setErrorHandler((error: Error & { code?: string }) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new HttpError(413, "upload.tooLarge", { file: "upload.tooLarge" });
      if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") throw new HttpError(415, "upload.notImage", { file: "upload.notImage" });
      throw error;
    });
    scope.post(
      "/api/uploads/images",
      {
        schema: routeSchema({
          tags: ["uploads"],
          summary: "Upload an image (jpg, jpeg or png, at most 2 MB) for a form to name by its key",
          description: "The body is the file. Content-Type image/jpeg, image/png or application/octet-stream; X-File-Name the file's name, percent-encoded. Signed-in users only.",
          response: z.object({ key: z.string(), width: z.int(), height: z.int() }),
          status: 201,
          errors: [400, 401, 413, 415, 429, 503],
        }),
      },
      async (request, reply) => {
        const userId = await options.authorize(request);
        const name = fileName(String(request.headers["x-file-name"] ?? ""));
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.code(201).send(await options.uploads.stage(userId, body, name));
      },
    );
  });
}

import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { acceptImageUpload } from "./image-upload.ts";
import { stagedUploads } from "./storage.schema.ts";
import { type Storage, newKey } from "./storage.ts";

/** How long an uploaded image waits for its form. */
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface UploadJobs {
  "uploads.expire": { key: string };
}
type Enqueue = (tx: Db, name: "uploads.expire", payload: UploadJobs["uploads.expire"], options: { delayMs: number }) => Promise<number>;

/**
 * Images in the private area, taken in two ways by the same forms:
 * - with JavaScript, the image field sends the file on its own as soon as it is chosen (the browser shows the
 *   upload's progress), and the form then carries only the key it got back (`stage`, then `claim`);
 * - without it, the file travels in the form itself (`store`).
 * Either way the bytes pass acceptImageUpload (type, size, pixels, re-encoding) and get a name the server made.
 */
export function createStagedUploads(db: Db, storage: Storage, enqueue: Enqueue) {
  /**
   * The store unreachable (S3 down) is told to the uploader as such, in their language, rather than as a fault
   * of theirs or a bare 500; an object is stored whole or not at all, and nothing names it before it is.
   */
  async function put(key: string, image: { bytes: Buffer; contentType: string }) {
    try {
      await storage.put("private", key, image.bytes, image.contentType);
    } catch {
      throw new HttpError(503, "upload.storeUnavailable", { file: "upload.storeUnavailable" });
    }
  }

  return {
    async stage(userId: string, bytes: Buffer, fileName: string): Promise<{ key: string; width: number; height: number }> {
      const image = await acceptImageUpload(bytes, fileName);
      const key = newKey(image.extension);
      await put(key, image);
      await db.transaction(async (tx) => {
        await tx.insert(stagedUploads).values({ key, userId });
        await enqueue(tx, "uploads.expire", { key }, { delayMs: STAGED_UPLOAD_TTL_MS });
      });
      return { key, width: image.width, height: image.height };
    },

    /**
     * Takes a staged image for the form that names it: only its uploader's, only once, only before it expires
     * (one conditional delete, so two forms naming the same key cannot both have it). `tx` is the form's
     * transaction: if its write rolls back, the image is staged again.
     */
    async claim(tx: Db, userId: string, key: string): Promise<string> {
      const [row] = await tx
        .delete(stagedUploads)
        .where(and(eq(stagedUploads.key, key), eq(stagedUploads.userId, userId), gt(stagedUploads.createdAt, sql`now() - ${STAGED_UPLOAD_TTL_MS} * interval '1 millisecond'`)))
        .returning({ key: stagedUploads.key });
      if (!row) throw new HttpError(400, "upload.expired");
      return row.key;
    },

    /** The path without JavaScript: the file came in the form. */
    async store(bytes: Buffer, fileName: string): Promise<string> {
      const image = await acceptImageUpload(bytes, fileName);
      const key = newKey(image.extension);
      await put(key, image);
      return key;
    },

    /** The job made with each staged image: a day later, if no form claimed it, it goes. */
    async expire(key: string): Promise<void> {
      const [row] = await db.delete(stagedUploads).where(eq(stagedUploads.key, key)).returning({ key: stagedUploads.key });
      if (row) await storage.delete("private", key);
    },
  };
}

export type StagedUploads = ReturnType<typeof createStagedUploads>;

/**
 * The image a submitted form names, as a key in the private area: the staged key (`<name>_key`, sent by the
 * field with JavaScript) or the file itself (`<name>`, without). A refusal is an HttpError whose field is
 * `name`, so the form shows it beside the field; no image at all is undefined (the schema says if it is needed).
 */
export async function imageFromForm(uploads: StagedUploads, tx: Db, userId: string, form: FormData, name: string): Promise<string | undefined> {
  try {
    const staged = form.get(`${name}_key`);
    if (typeof staged === "string" && staged !== "") return await uploads.claim(tx, userId, staged);
    const file = form.get(name);
    if (!(file instanceof File) || (file.size === 0 && file.name === "")) return undefined;
    return await uploads.store(Buffer.from(await file.arrayBuffer()), file.name);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.statusCode, error.key, { [name]: error.key });
    throw error;
  }
}

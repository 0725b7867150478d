import { type AnyColumn, eq, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Storage } from "#server/modules/storage/index.ts";
import { banners, posts, websitePages } from "./content.schema.ts";

export interface ImageCleanupJobs {
  "content.dropImage": { key: string };
}
type Enqueue = (tx: Db, name: "content.dropImage", payload: ImageCleanupJobs["content.dropImage"]) => Promise<number>;

/** Names the server made for an upload (newKey): only these are ever deleted, never the demo pictures shipped with the site. */
const UPLOADED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)$/;

/**
 * The public images a banner or a post lets go of (replaced, or the record deleted). The write names them in its
 * own transaction as a job, so a write that rolls back deletes nothing and one that commits is sure to be
 * followed, retried if the store is down; the job deletes the file only if nothing names it any more: a banner
 * (either language), a post's cover, or a post's or a website page's rich text that shows `/images/<key>`.
 */
export function createImageCleanup(db: Db, storage: Storage, enqueue: Enqueue) {
  async function referenced(key: string): Promise<boolean> {
    const inText = (column: AnyColumn) => sql`strpos(${column}, ${key}) > 0`;
    const one = { one: sql`1` };
    const found = await Promise.all([
      db.select(one).from(banners).where(or(eq(banners.image, key), eq(banners.imageAr, key))).limit(1),
      db.select(one).from(posts).where(or(eq(posts.image, key), inText(posts.body), inText(posts.bodyAr))).limit(1),
      db.select(one).from(websitePages).where(or(inText(websitePages.content), inText(websitePages.contentAr))).limit(1),
    ]);
    return found.some((rows) => rows.length > 0);
  }

  return {
    /** Inside the write's transaction: each uploaded image it let go of is looked at once the write commits. */
    async later(tx: Db, keys: (string | null | undefined)[]): Promise<void> {
      for (const key of new Set(keys)) if (key && UPLOADED.test(key)) await enqueue(tx, "content.dropImage", { key });
    },

    /** The job: deletes the public file unless something still names it; true when it went. */
    async drop(key: string): Promise<boolean> {
      if (!UPLOADED.test(key) || (await referenced(key))) return false;
      await storage.delete("public", key);
      return true;
    },
  };
}

export type ImageCleanup = ReturnType<typeof createImageCleanup>;

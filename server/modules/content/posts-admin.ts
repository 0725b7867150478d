import { type SQL, and, eq, gt, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Sort } from "#core/validation/list-query.ts";
import type { PostAdminListQuery, PostForm, PostState } from "#core/validation/posts.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { containsWords } from "#server/lib/contains-words.ts";
import { listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { changedSince, versionOf } from "#server/modules/catalog/index.ts";
import { type StagedUploads, type Storage, imageFromForm } from "#server/modules/storage/index.ts";
import { posts } from "./content.schema.ts";
import type { ImageCleanup } from "./image-cleanup.ts";
import type { Post, PostKind } from "./content.service.ts";
import { sanitizeRichText } from "./rich-text.ts";

const sortColumns = { title: posts.title, published_at: posts.publishedAt, updated: posts.updatedAt } as const;

const stateWhere: Record<PostState, SQL | undefined> = {
  draft: eq(posts.published, false),
  scheduled: and(eq(posts.published, true), gt(posts.publishedAt, sql`now()`)),
  published: and(eq(posts.published, true), lte(posts.publishedAt, sql`now()`)),
};

/** A post's columns from the form: rich text sanitised here, so nothing unsafe is ever stored (decision 0052). */
function columnsOf(v: PostForm) {
  return {
    title: v.title,
    titleAr: v.title_ar,
    summary: v.summary,
    summaryAr: v.summary_ar,
    metaDescription: v.meta_description,
    metaDescriptionAr: v.meta_description_ar,
    tags: v.tags,
    tagsAr: v.tags_ar,
    body: sanitizeRichText(v.body),
    bodyAr: sanitizeRichText(v.body_ar),
    url: v.url,
    urlAr: v.url_ar,
    publishedAt: v.published_at,
    published: v.published ?? false,
  };
}

type Columns = ReturnType<typeof columnsOf> & { image: string | null };
const AUDITED = ["title", "titleAr", "summary", "summaryAr", "metaDescription", "metaDescriptionAr", "tags", "tagsAr", "body", "bodyAr", "url", "urlAr", "publishedAt", "published", "image"] as const satisfies readonly (keyof Columns)[];

/** What the audit keeps of a post: the fields staff edit, the bodies too (a changed body is worth knowing). */
const audited = (p: Columns) => Object.fromEntries(AUDITED.map((k) => [k, p[k] instanceof Date ? p[k].toISOString() : p[k]]));

/**
 * Staff's Blogs and News sections: one service, the kind a parameter (issue 27 item 5). Every write is audited
 * and makes every instance forget its kept post lists; a slug is unique per kind across both languages (a post's
 * English slug may equal its own Arabic one, never another post's either), since either slug finds a post.
 */
export function createPostsAdmin(deps: { db: Db; write: AuditedWrite; uploads: StagedUploads; storage: Storage; cleanup: ImageCleanup }) {
  const { db, write, uploads, storage, cleanup } = deps;
  const taken = () => new HttpError(409, "postAdmin.urlTaken", { url: "postAdmin.urlTaken", url_ar: "postAdmin.urlTaken" });

  /** Refuses slugs another post of the kind uses, in either language, next to the field that names them. */
  async function checkSlugs(tx: Db, kind: PostKind, v: PostForm, self?: number) {
    const slugs = [...new Set([v.url, v.url_ar])];
    const clashes = await tx
      .select({ url: posts.url, urlAr: posts.urlAr })
      .from(posts)
      .where(and(eq(posts.kind, kind), self === undefined ? undefined : ne(posts.id, self), or(inArray(posts.url, slugs), inArray(posts.urlAr, slugs))));
    const used = new Set(clashes.flatMap((c) => [c.url, c.urlAr]));
    const fields: Record<string, string> = {};
    if (used.has(v.url)) fields.url = "postAdmin.urlTaken";
    if (used.has(v.url_ar)) fields.url_ar = "postAdmin.urlTaken";
    if (Object.keys(fields).length > 0) throw new HttpError(409, "postAdmin.urlTaken", fields);
  }

  /**
   * The cover the form names (uploaded with progress, or in the form without JavaScript): through the one image
   * gate (jpg/png ≤ 2 MB, decoded and re-encoded with sharp), then copied to the public area under the same
   * server-made name, since the public pages show it at /images/<key>.
   */
  async function cover(tx: Db, actor: StaffActor, form: FormData): Promise<string | undefined> {
    const key = await imageFromForm(uploads, tx, actor.userId ?? "", form, "image");
    if (!key) return undefined;
    const file = await storage.get("private", key);
    if (!file) throw new HttpError(400, "upload.expired", { image: "upload.expired" });
    await storage.put("public", key, file.bytes, file.contentType);
    await storage.delete("private", key);
    return key;
  }

  async function locked(tx: Db, kind: PostKind, id: number): Promise<Post> {
    const [row] = await tx.select().from(posts).where(and(eq(posts.id, id), eq(posts.kind, kind))).for("update");
    if (!row) throw new HttpError(404, "postAdmin.notFound");
    return row;
  }

  return {
    /** A body as it would be stored, for the preview (which stores nothing). */
    clean: sanitizeRichText,

    list(kind: PostKind, query: Omit<PostAdminListQuery, "sort"> & { sort: Sort<keyof typeof sortColumns> }): Promise<Paged<Post>> {
      const where = and(eq(posts.kind, kind), query.state ? stateWhere[query.state] : undefined, containsWords(query.q, [posts.title, posts.titleAr, posts.url, posts.urlAr]));
      return listRows(db, posts, { page: query.page, where, sort: query.sort, sortColumns });
    },

    async get(kind: PostKind, id: number): Promise<(Post & { version: number }) | undefined> {
      const [row] = await db.select().from(posts).where(and(eq(posts.id, id), eq(posts.kind, kind)));
      return row && { ...row, version: versionOf(row.updatedAt) };
    },

    create(actor: StaffActor, kind: PostKind, v: PostForm, form: FormData): Promise<number> {
      return write(
        actor,
        async (log) => {
          await checkSlugs(log.tx, kind, v);
          const values = { ...columnsOf(v), image: (await cover(log.tx, actor, form)) ?? null };
          const [row] = await log.tx
            .insert(posts)
            .values({ kind, description: values.summary, descriptionAr: values.summaryAr, ...values })
            .returning({ id: posts.id });
          await log.created(kind, row!.id, audited(values));
          return row!.id;
        },
        { duplicate: taken },
      );
    },

    /**
     * Every field; a new cover replaces the old one (kept when none is sent), and the old file goes once the save
     * commits unless something else shows it. `version` refuses a stale save.
     */
    update(actor: StaffActor, kind: PostKind, id: number, v: PostForm, form: FormData): Promise<void> {
      return write(
        actor,
        async (log) => {
          const before = await locked(log.tx, kind, id);
          if (changedSince(before.updatedAt, v.version)) throw new HttpError(409, "admin.recordChanged");
          await checkSlugs(log.tx, kind, v, id);
          const image = (await cover(log.tx, actor, form)) ?? before.image;
          const values = { ...columnsOf(v), image };
          await log.tx.update(posts).set({ ...values, description: values.summary, descriptionAr: values.summaryAr, updatedAt: new Date() }).where(eq(posts.id, id));
          await log.changed(kind, id, audited(before), audited(values));
          if (before.image !== image) await cleanup.later(log.tx, [before.image]);
        },
        { duplicate: taken },
      );
    },

    remove(actor: StaffActor, kind: PostKind, id: number): Promise<void> {
      return write(actor, async (log) => {
        const [gone] = await log.tx.delete(posts).where(and(eq(posts.id, id), eq(posts.kind, kind))).returning();
        if (!gone) throw new HttpError(404, "postAdmin.notFound");
        await log.deleted(kind, id, { url: gone.url, urlAr: gone.urlAr, title: gone.title, titleAr: gone.titleAr });
        await cleanup.later(log.tx, [gone.image]);
      });
    },
  };
}

export type PostsAdmin = ReturnType<typeof createPostsAdmin>;

import type { Lang } from "#core/i18n/index.ts";
import { and, asc, count, desc, eq, getTableColumns, gt, isNull, lte, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "#server/db/client.ts";
import { type Paged, paginate } from "#server/lib/paginate.ts";
import { type Notices, localNotices } from "#server/db/notices.ts";
import { remember } from "#server/lib/remember.ts";
import { banners, constants, posts, seoMetadata, websitePages } from "./content.schema.ts";
import { sanitizeRichText } from "./rich-text.ts";
import { bannerShownAt } from "#core/content/banner-schedule.ts";

export type PostKind = "blog" | "news";
export type Constant = { key: string; value: { value: string; url: string | null } };
export type Metadata = typeof seoMetadata.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type PostSummary = Omit<Post, "body" | "bodyAr">;
export type NewPost = Omit<typeof posts.$inferInsert, "urlAr"> & { urlAr?: string };

/**
 * What the public may see of the posts, in every public query (lists, detail, sitemap, the apps' API): published
 * and dated now or earlier (decision 0052). now() is the database's clock, read when the query runs.
 */
export const postIsPublic = () => and(eq(posts.published, true), lte(posts.publishedAt, sql`now()`));
export type WebsitePage = typeof websitePages.$inferSelect;
export type Banner = typeof banners.$inferSelect;

const LISTS_TTL_MS = 5_000;


/**
 * Pages, blog, news, banners, constants and SEO metadata.
 * Constants and metadata are read on every page, so they are cached here and the cache is dropped on write.
 * The lists of posts and the banners (the home page's) are kept for LISTS_TTL_MS, and forgotten when a post is
 * written here; a change made elsewhere shows within that time.
 */
export function createContentService(db: Db, notices: Notices = localNotices()) {
  let constantsCache: Promise<Constant[]> | undefined;
  let metadataCache: Promise<Metadata[]> | undefined;
  const lists = new LRUCache<string, Promise<object>>({ max: 200, ttl: LISTS_TTL_MS });
  // Constants and metadata are kept with no time limit: an edit on another instance must reach this one (decision 0044).
  notices.subscribe("constants", () => {
    constantsCache = undefined;
    metadataCache = undefined;
    lists.clear();
  });
  /** After a write of content: forgotten here (the subscription above, and the kept pages), and on every other instance. */
  function forgetContent() {
    notices.publish({ area: "constants" });
  }

  // List pages never need the bodies.
  const { body: _body, bodyAr: _bodyAr, ...summaryColumns } = getTableColumns(posts);

  return {
    listConstants(): Promise<Constant[]> {
      constantsCache ??= db
        .select()
        .from(constants)
        .orderBy(asc(constants.key))
        .then((rows) => rows.map((r) => ({ key: r.key, value: { value: r.value, url: r.url } })))
        .catch((error: unknown) => {
          constantsCache = undefined;
          throw error;
        });
      return constantsCache;
    },

    /**
     * The seller a tax invoice names, in one language: the company's legal name, its head office and its TRN
     * (the Settings Manager's constants; the TRN is the same digits in both languages).
     */
    async seller(lang: Lang): Promise<{ name: string; address: string; trn: string }> {
      const all = await this.listConstants();
      const value = (key: string) => all.find((c) => c.key === (lang === "ar" ? `${key}_ar` : key))?.value.value ?? all.find((c) => c.key === key)?.value.value ?? "";
      return { name: value("sellerName"), address: value("head_office"), trn: all.find((c) => c.key === "sellerTrn")?.value.value ?? "" };
    },

    /** For writes made outside this service (the Settings Manager's transaction); every instance forgets. */
    forgetConstants(): void {
      forgetContent();
    },

    /** After a write of website pages or metadata made outside this service (their admin sections); every instance forgets. */
    forgetPagesAndMetadata(): void {
      forgetContent();
    },

    async setConstant(key: string, value: string, url: string | null = null): Promise<void> {
      await db
        .insert(constants)
        .values({ key, value, url })
        .onConflictDoUpdate({ target: constants.key, set: { value, url, updatedAt: new Date() } });
      forgetContent();
    },

    listMetadata(): Promise<Metadata[]> {
      metadataCache ??= db
        .select()
        .from(seoMetadata)
        .orderBy(asc(seoMetadata.pageName))
        .catch((error: unknown) => {
          metadataCache = undefined;
          throw error;
        });
      return metadataCache;
    },

    async setMetadata(row: Metadata): Promise<void> {
      const { pageName, ...rest } = row;
      await db.insert(seoMetadata).values(row).onConflictDoUpdate({ target: seoMetadata.pageName, set: rest });
      forgetContent();
    },

    async getPage(slug: string): Promise<WebsitePage | undefined> {
      const [row] = await db.select().from(websitePages).where(eq(websitePages.slug, slug)).limit(1);
      return row;
    },

    listPages(): Promise<Pick<WebsitePage, "slug" | "name" | "nameAr" | "updatedAt">[]> {
      return db
        .select({ slug: websitePages.slug, name: websitePages.name, nameAr: websitePages.nameAr, updatedAt: websitePages.updatedAt })
        .from(websitePages)
        .orderBy(asc(websitePages.slug));
    },

    listPosts(kind: PostKind, page: number, perPage: number): Promise<Paged<PostSummary>> {
      return remember(lists, `posts:${kind}:${page}:${perPage}`, async () => {
        // Kept LISTS_TTL_MS: a list made now holds only posts already public, so it never shows one early; a post
        // whose date passes shows at the latest LISTS_TTL_MS later (decision 0052).
        const where = and(eq(posts.kind, kind), postIsPublic());
        return paginate(
          { page, perPage },
          async () => (await db.select({ n: count() }).from(posts).where(where))[0]?.n ?? 0,
          (limit, offset) => db.select(summaryColumns).from(posts).where(where).orderBy(desc(posts.publishedAt), desc(posts.id)).limit(limit).offset(offset),
        );
      }) as Promise<Paged<PostSummary>>;
    },

    /** A public post by either of its slugs (English or Arabic; no two posts of a kind share one). */
    async getPost(kind: PostKind, slug: string): Promise<Post | undefined> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.kind, kind), or(eq(posts.url, slug), eq(posts.urlAr, slug)), postIsPublic()))
        .limit(1);
      return row;
    },

    /** Every public post's addresses, for the sitemap. */
    listPostUrls(): Promise<{ kind: PostKind; url: string; urlAr: string; updatedAt: Date }[]> {
      return db
        .select({ kind: posts.kind, url: posts.url, urlAr: posts.urlAr, updatedAt: posts.updatedAt })
        .from(posts)
        .where(postIsPublic())
        .orderBy(asc(posts.id));
    },

    /** After a post is written by staff (posts-admin.ts): the lists are forgotten here and on every instance. */
    forgetPosts(): void {
      forgetContent();
    },

    /** Writes a post; bodies are sanitised here so nothing unsafe is ever stored. */
    async createPost(post: NewPost): Promise<Post> {
      const [row] = await db
        .insert(posts)
        .values({ ...post, urlAr: post.urlAr ?? post.url, body: sanitizeRichText(post.body), bodyAr: sanitizeRichText(post.bodyAr) })
        .returning();
      forgetContent();
      return row!;
    },

    async createPage(page: typeof websitePages.$inferInsert): Promise<void> {
      await db
        .insert(websitePages)
        .values({ ...page, content: sanitizeRichText(page.content), contentAr: sanitizeRichText(page.contentAr) })
        .onConflictDoNothing();
    },

    /**
     * The banners shown now. The kept list holds every active banner with its dates and is filtered by the
     * clock on each call, so a kept list never shows one past its end or before its start (bannerShownAt).
     */
    async listBanners(now = new Date()): Promise<Banner[]> {
      const all = (await remember(lists, "banners", () => db.select().from(banners).where(and(eq(banners.active, true), or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)))).orderBy(asc(banners.sortOrder), asc(banners.id)))) as Banner[];
      return all.filter((b) => bannerShownAt(b, now));
    },

    /** After a banner is written (banners-admin.ts): forgotten here and on every other instance. */
    forgetBanners(): void {
      forgetContent();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

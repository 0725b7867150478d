import { asc, eq } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { isBuiltInPage } from "#core/website-pages.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { changedSince, versionOf } from "#server/modules/catalog/index.ts";
import { seoMetadata, websitePages } from "./content.schema.ts";
import { sanitizeRichText } from "./rich-text.ts";

export type AdminWebsitePage = typeof websitePages.$inferSelect;

/** A page's four texts as staff type them; the content is rich text, cleaned here before it is kept or shown. */
export interface WebsitePageInput {
  name: string;
  nameAr: string;
  content: string;
  contentAr: string;
}

const slugTaken = () => new HttpError(409, "pages.slugTaken", { slug: "pages.slugTaken" });

/** The texts as they will be kept: both contents sanitised; content that cleans away to nothing is refused. */
function cleaned(input: WebsitePageInput): WebsitePageInput {
  const content = sanitizeRichText(input.content);
  const contentAr = sanitizeRichText(input.contentAr);
  const empty = Object.entries({ content, content_ar: contentAr }).filter(([, html]) => html.trim() === "");
  if (empty.length > 0) throw new HttpError(400, "pages.contentRequired", Object.fromEntries(empty.map(([field]) => [field, "pages.contentRequired"])));
  return { name: input.name, nameAr: input.nameAr, content, contentAr };
}

/**
 * Staff's Website Pages section (issue 27, decision 0051): about, FAQ, privacy policy, terms and pages staff
 * add. Every write goes through the audited write; the public page and /mobile_pages read the table on each
 * request, and the write's forgetting drops the kept pages on every instance.
 */
export function createWebsitePagesAdmin(deps: { db: Db; write: AuditedWrite }) {
  const { db, write } = deps;

  async function locked(tx: Db, slug: string) {
    const [row] = await tx.select().from(websitePages).where(eq(websitePages.slug, slug)).for("update");
    if (!row) throw new HttpError(404, "pages.notFound");
    return row;
  }

  return {
    list(): Promise<AdminWebsitePage[]> {
      return db.select().from(websitePages).orderBy(asc(websitePages.slug));
    },

    async get(slug: string): Promise<(AdminWebsitePage & { version: number }) | undefined> {
      const [row] = await db.select().from(websitePages).where(eq(websitePages.slug, slug));
      return row && { ...row, version: versionOf(row.updatedAt) };
    },

    /** What the page would show, cleaned exactly as a save would clean it; nothing is written. */
    preview(input: WebsitePageInput): WebsitePageInput {
      return cleaned(input);
    },

    async create(actor: StaffActor, input: WebsitePageInput & { slug: string }): Promise<string> {
      const page = { slug: input.slug, ...cleaned(input) };
      return write(
        actor,
        async (log) => {
          const [row] = await log.tx.insert(websitePages).values(page).onConflictDoNothing().returning({ slug: websitePages.slug });
          if (!row) throw slugTaken();
          await log.created("website_page", row.slug, page);
          return row.slug;
        },
        { duplicate: slugTaken },
      );
    },

    /** Name and content; `version` refuses a save over someone else's change made after the form was opened. */
    async update(actor: StaffActor, slug: string, input: WebsitePageInput & { version?: number | undefined }): Promise<void> {
      const page = cleaned(input);
      await write(actor, async (log) => {
        const before = await locked(log.tx, slug);
        if (changedSince(before.updatedAt, input.version)) throw new HttpError(409, "admin.recordChanged");
        await log.tx.update(websitePages).set({ ...page, updatedAt: new Date() }).where(eq(websitePages.slug, slug));
        await log.changed("website_page", slug, { name: before.name, nameAr: before.nameAr, content: before.content, contentAr: before.contentAr }, page);
      });
    },

    /** A page staff added, with its metadata record; the built-in pages stay (the site links to them). */
    async remove(actor: StaffActor, slug: string): Promise<void> {
      await write(actor, async (log) => {
        const before = await locked(log.tx, slug);
        if (isBuiltInPage(slug)) throw new HttpError(409, "pages.builtInKept");
        await log.tx.delete(websitePages).where(eq(websitePages.slug, slug));
        await log.deleted("website_page", slug, { name: before.name, nameAr: before.nameAr });
        const [metadata] = await log.tx.delete(seoMetadata).where(eq(seoMetadata.pageName, slug)).returning();
        if (metadata) await log.deleted("seo_metadata", slug, metadata);
      });
    },
  };
}

export type WebsitePagesAdmin = ReturnType<typeof createWebsitePagesAdmin>;

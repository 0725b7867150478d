import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { publicPages } from "#core/validation/metadata.ts";
import { isBuiltInPage, websitePagePath } from "#core/website-pages.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { seoMetadata, websitePages } from "./content.schema.ts";

type MetadataValues = Omit<typeof seoMetadata.$inferSelect, "pageName">;

/** One public page as the Metadata section lists it: its record (none: every value is the built-in default). */
export interface MetadataEntry {
  pageName: string;
  /** Its address without the language prefix; none for a page with a parameter (a post, a plate). */
  path: string | null;
  /** A website page staff added: its own name, which is its built-in title. */
  page: { name: string; nameAr: string } | null;
  values: MetadataValues | null;
  version: number;
}

const empty: MetadataValues = { title: "", titleAr: "", description: "", descriptionAr: "", keywords: "", keywordsAr: "" };

/**
 * The record's version for "two staff editing the same record": the table keeps no time of change, so the
 * version is a hash of the values the form was opened with (48 bits: a whole number in JavaScript).
 */
const versionOf = (values: MetadataValues | null): number => parseInt(createHash("sha256").update(JSON.stringify(values ?? empty)).digest("hex").slice(0, 12), 16);

const valuesOf = ({ pageName: _, ...values }: typeof seoMetadata.$inferSelect): MetadataValues => values;

/**
 * Staff's Metadata section (issue 27, decision 0051): the search-engine title, description and keywords of
 * every public page in both languages. A value left empty is no override (the page's built-in default shows);
 * a page whose six values are all empty has no record. Written through the audited write, which forgets the
 * content service's kept metadata here and on every instance, so the next page shows the change.
 */
export function createMetadataAdmin(deps: { db: Db; write: AuditedWrite }) {
  const { db, write } = deps;

  return {
    /** Every public page, then the website pages staff added, each with its current record. */
    async list(): Promise<MetadataEntry[]> {
      const [rows, pages] = await Promise.all([db.select().from(seoMetadata), db.select({ slug: websitePages.slug, name: websitePages.name, nameAr: websitePages.nameAr }).from(websitePages).orderBy(asc(websitePages.slug))]);
      const byName = new Map(rows.map((r) => [r.pageName, valuesOf(r)]));
      const entry = (pageName: string, path: string | null, page: MetadataEntry["page"]): MetadataEntry => {
        const values = byName.get(pageName) ?? null;
        return { pageName, path, page, values, version: versionOf(values) };
      };
      return [
        ...publicPages.map((p) => entry(p.name, p.path, null)),
        ...pages.filter((p) => !isBuiltInPage(p.slug)).map((p) => entry(p.slug, websitePagePath(p.slug), { name: p.name, nameAr: p.nameAr })),
      ];
    },

    async get(pageName: string): Promise<MetadataEntry | undefined> {
      return (await this.list()).find((e) => e.pageName === pageName);
    },

    /** A page's six values; all empty removes its record. `version` refuses a save over someone else's change. */
    async save(actor: StaffActor, pageName: string, input: MetadataValues & { version?: number | undefined }): Promise<void> {
      const { version, ...values } = input;
      if (!(await this.get(pageName))) throw new HttpError(404, "metadata.notFound");
      await write(actor, async (log) => {
        const [row] = await log.tx.select().from(seoMetadata).where(eq(seoMetadata.pageName, pageName)).for("update");
        const before = row ? valuesOf(row) : null;
        if (version !== undefined && versionOf(before) !== version) throw new HttpError(409, "admin.recordChanged");
        const cleared = Object.values(values).every((v) => v === "");
        if (cleared) {
          if (row) await log.tx.delete(seoMetadata).where(eq(seoMetadata.pageName, pageName));
        } else {
          await log.tx.insert(seoMetadata).values({ pageName, ...values }).onConflictDoUpdate({ target: seoMetadata.pageName, set: values });
        }
        await log.changed("seo_metadata", pageName, before ?? empty, values);
      });
    },
  };
}

export type MetadataAdmin = ReturnType<typeof createMetadataAdmin>;

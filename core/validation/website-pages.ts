import { z } from "./zod.ts";
import { multiLine, recordVersion, singleLine } from "./fields.ts";
import { isBuiltInPage } from "../website-pages.ts";
import { publicPageNames } from "./metadata.ts";

// Website Pages (issue 27, decision 0051): about, FAQ, privacy policy, terms and any page staff add. A page's
// slug is its address and the key of its metadata record; it never changes once the page exists.


/** Lower-case Latin letters and digits, words joined by one hyphen or underscore: safe in any address. */
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const SLUG_MAX = 60;
/** A page body of rich text; far more than any page needs, and little enough to keep a form post small. */
export const CONTENT_MAX = 100_000;

/**
 * A new page's slug. The name of another public page (`plates`) is refused: the slug names the page's metadata
 * record, which would otherwise be that page's too.
 */
export const pageSlug = () =>
  singleLine({ max: SLUG_MAX, required: "pages.slugRequired", tooLong: "pages.slugInvalid" })
    .pipe(z.string().regex(SLUG, "pages.slugInvalid"))
    .refine((slug) => isBuiltInPage(slug) || !publicPageNames.includes(slug), "pages.slugReserved");

const body = (required: "pages.contentRequired") => multiLine({ max: CONTENT_MAX, required, tooLong: "pages.contentTooLong" });

/** A page's name and content in both languages, and the version the form was opened at. */
export const websitePageForm = z.object({
  name: singleLine({ max: 120, required: "pages.nameRequired" }),
  name_ar: singleLine({ max: 120, required: "pages.nameRequired" }),
  content: body("pages.contentRequired"),
  content_ar: body("pages.contentRequired"),
  version: recordVersion(),
});
export type WebsitePageForm = z.output<typeof websitePageForm>;

/** A new page: its slug, then as an edit. */
export const websitePageCreateForm = z.object({ slug: pageSlug() }).extend(websitePageForm.omit({ version: true }).shape);
export type WebsitePageCreateForm = z.output<typeof websitePageCreateForm>;

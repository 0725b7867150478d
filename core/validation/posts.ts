import { z } from "./zod.ts";
import { flag, multiLine, recordVersion, richText, singleLine, uaeDateTime } from "./fields.ts";
import { listQuery, oneOf } from "./list-query.ts";

// The Blogs and News sections' form and list (issue 27 item 5; decision 0052). Messages are i18n keys.

/** An English slug: lower-case Latin letters and digits, single hyphens between them ("plate-prices-2026"). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An Arabic slug: Arabic letters (hamza to yeh), Arabic-Indic or Latin digits, lower-case Latin, single hyphens. */
export const SLUG_AR = /^[\u0621-\u064a\u0660-\u0669a-z0-9]+(?:-[\u0621-\u064a\u0660-\u0669a-z0-9]+)*$/;

const slug = (pattern: RegExp, invalid: string) => singleLine({ max: 120, required: "postAdmin.urlRequired", tooLong: invalid }).pipe(z.string().regex(pattern, invalid));

/** Tags as typed: separated by commas (Arabic commas too), blanks dropped, at most 20 of at most 40 characters. */
const tags = singleLine({ max: 1000, tooLong: "postAdmin.tagsInvalid" })
  .transform((v) => [...new Set(v.split(/[,،]/).map((t) => t.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(40, "postAdmin.tagsInvalid")).max(20, "postAdmin.tagsInvalid"));

const title = singleLine({ max: 200, required: "postAdmin.titleRequired" });
const summary = multiLine({ max: 1000, required: "postAdmin.summaryRequired" });
const meta = singleLine({ max: 300 });
const body = richText({ max: 200_000, required: "postAdmin.bodyRequired" });

/** A post as staff write it, both languages; the cover image travels beside it (the image field, `image`). */
export const postForm = z.object({
  title,
  title_ar: title,
  summary,
  summary_ar: summary,
  meta_description: z.preprocess((v) => v ?? "", meta),
  meta_description_ar: z.preprocess((v) => v ?? "", meta),
  tags: z.preprocess((v) => v ?? "", tags),
  tags_ar: z.preprocess((v) => v ?? "", tags),
  body,
  body_ar: body,
  url: slug(SLUG, "postAdmin.urlInvalid"),
  url_ar: slug(SLUG_AR, "postAdmin.urlArInvalid"),
  published_at: uaeDateTime({ message: "postAdmin.dateInvalid", required: "postAdmin.dateRequired" }),
  published: flag(),
  version: recordVersion(),
});
export type PostForm = z.output<typeof postForm>;

/** Where a post stands for the public: a draft, published with a date still to come, or shown. */
export const postStates = ["draft", "scheduled", "published"] as const;
export type PostState = (typeof postStates)[number];

export const postAdminListQuery = listQuery({ sorts: ["title", "published_at", "updated"], filters: { state: oneOf(postStates) } });
export type PostAdminListQuery = z.output<typeof postAdminListQuery>;
export const POSTS_DEFAULT_SORT = { key: "published_at", dir: "desc" } as const;

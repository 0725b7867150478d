import { z } from "./zod.ts";
import { flag, id, recordVersion, singleLine, uaeDateTime } from "./fields.ts";
import { listQuery, oneOf } from "./list-query.ts";

// Staff's Website Banners section (issue 27 item 3). Messages are i18n keys (core/i18n/messages/banners-admin.ts).

const blank = (v: unknown) => (v === "" ? undefined : v);

/**
 * Where a banner leads: a path of this site ("/plates?hot=1") or an https address. Nothing else: no
 * "javascript:", "data:", "http:", no "//host" (another site dressed as a path), no backslash, no spaces.
 */
export function isBannerLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\\\s]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !/[\\\s]/.test(value) && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const link = z.preprocess(
  blank,
  singleLine({ max: 500, tooLong: "banners.linkInvalid" })
    .refine(isBannerLink, "banners.linkInvalid")
    .optional(),
);
const when = z.preprocess(blank, uaeDateTime({ message: "banners.dateInvalid" }).optional());

/**
 * A banner's create and edit form. The two images are files (the image fields, read by imageFromForm): they are
 * not in this schema, the action asks for them when a new banner has none.
 */
export const bannerForm = z
  .object({
    title: singleLine({ max: 120, required: "banners.titleRequired" }),
    title_ar: singleLine({ max: 120, required: "banners.titleRequired" }),
    subtitle: z.preprocess((v) => v ?? "", singleLine({ max: 240 })),
    subtitle_ar: z.preprocess((v) => v ?? "", singleLine({ max: 240 })),
    link,
    link_ar: link,
    starts_at: when,
    ends_at: when,
    active: flag(),
    version: recordVersion(),
  })
  .superRefine((v, ctx) => {
    if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at) ctx.addIssue({ code: "custom", path: ["ends_at"], message: "banners.endBeforeStart" });
  });
export type BannerFormValue = z.output<typeof bannerForm>;

/** The list: filter by active and by shown now; sort by order (the default), title or dates. */
export const bannerListQuery = listQuery({
  sorts: ["order", "title", "starts", "ends"],
  filters: { active: oneOf(["yes", "no"]), current: oneOf(["yes", "no"]) },
});
export type BannerListQuery = z.output<typeof bannerListQuery>;
export const BANNERS_DEFAULT_SORT = { key: "order", dir: "asc" } as const;

/** Move a banner one place up or down the home page's order. */
export const bannerMoveForm = z.object({ id: id("banners.notFound"), direction: z.enum(["up", "down"], { error: "error.validation" }) });

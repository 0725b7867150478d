import { z } from "./zod.ts";
import { singleLine } from "./fields.ts";

// Addresses of content (pages, blog posts, news): the API's path parameters and the pages' route parameters.

/** A blog post's or news item's address (`/blog/:url`); Arabic letters allowed, control characters not. */
export const postUrlParams = z.object({ url: singleLine({ max: 200, required: "error.notFound" }) });

/** A website page's slug (`/api/pages/:slug`, `/mobile_pages/:page`). */
export const pageSlugParams = z.object({ slug: singleLine({ max: 100, required: "error.notFound" }) });

import { z } from "zod";

/** `?page=` for every paginated list: a positive whole number, 1 when absent. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Blog and news list size, the same for the site and the apps. */
export const POSTS_PER_PAGE = 9;

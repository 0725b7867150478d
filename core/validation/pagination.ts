import { z } from "./zod.ts";
import { page } from "./fields.ts";

/** `?page=` for every paginated list: a positive whole number, 1 when absent. */
export const pageQuery = z.object({ page: page() });

/** Blog and news list size, the same for the site and the apps. */
export const POSTS_PER_PAGE = 9;

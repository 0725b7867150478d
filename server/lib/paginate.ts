import { z } from "zod";

/** One page of a list, as every admin list and every paged API answer gives it. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
}

/**
 * The one way a list is paged: count the matches, fetch one page of them. `count` and `fetch` take the same
 * filter in the caller; `page` comes from `page()` of core/validation/fields.ts (1 and up). Pages past the end
 * answer no items (and the real number of pages), not an error.
 */
export async function paginate<T>(query: { page: number; perPage: number }, count: () => Promise<number | string | bigint>, fetch: (limit: number, offset: number) => Promise<T[]>): Promise<Paged<T>> {
  const [total, items] = await Promise.all([count().then(Number), fetch(query.perPage, (query.page - 1) * query.perPage)]);
  return { items, total, page: query.page, perPage: query.perPage, pages: Math.max(1, Math.ceil(total / query.perPage)) };
}

/** The JSON API's `meta` of a page (the apps' field names). */
export const pageMetaSchema = z.object({ total: z.int(), page: z.int(), per_page: z.int(), pages: z.int() });
export function pageMeta(paged: Omit<Paged<unknown>, "items">): z.infer<typeof pageMetaSchema> {
  return { total: paged.total, page: paged.page, per_page: paged.perPage, pages: paged.pages };
}

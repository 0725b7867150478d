import { z } from "./zod.ts";
import { page, singleLine } from "./fields.ts";

/** How a sortable list is ordered: a column the list allows, and a direction. */
export interface Sort<K extends string> {
  key: K;
  dir: "asc" | "desc";
}

/** An empty query value ("?status=") is the same as none: the search form sends every field. */
const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/**
 * The one schema of a list's query, for the admin pages and the JSON API alike: `?page=`, `?q=` (search words),
 * `?sort=` (one of the list's sortable columns) and `?dir=asc|desc`, plus the list's own filters. A sort the
 * list does not offer is refused (a translated 400), never passed to SQL.
 */
export function listQuery<const K extends readonly [string, ...string[]], F extends z.ZodRawShape>(options: { sorts: K; filters: F }) {
  return z.object({
    page: page(),
    q: blankless(singleLine({ max: 100 })),
    sort: blankless(z.enum(options.sorts, { error: "table.badSort" })),
    dir: blankless(z.enum(["asc", "desc"], { error: "table.badSort" })),
    ...options.filters,
  });
}

/** The order a parsed query asks for: its column (ascending unless told), or the list's own default. */
export function sortOf<K extends string>(query: { sort?: K | undefined; dir?: "asc" | "desc" | undefined }, fallback: Sort<K>): Sort<K> {
  if (!query.sort) return { key: fallback.key, dir: query.dir ?? fallback.dir };
  return { key: query.sort, dir: query.dir ?? "asc" };
}

/** A filter of a list: one of these values, or none. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => blankless(z.enum(values, { error: "error.validation" }));

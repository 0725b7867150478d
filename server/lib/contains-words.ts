import { type SQL, ilike, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * An admin list's search box (users, transactions, requests, posts): the rows where any of `columns` contains
 * what staff typed, ignoring case. LIKE's wildcards typed by staff (`%`, `_`, `\`) are matched literally, so
 * "50%" finds "50%", not everything starting with 50. Nothing typed, or only spaces: no condition.
 */
export function containsWords(typed: string | undefined, columns: readonly AnyPgColumn[]): SQL | undefined {
  const words = typed?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  if (!words) return undefined;
  return or(...columns.map((column) => ilike(column, `%${words}%`)));
}

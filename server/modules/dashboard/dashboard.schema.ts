import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Where a search looked: plates, one operator's numbers, numbers of both operators, or every product (/products). */
export const searchKinds = ["plate", "du", "etisalat", "number", "product"] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * How often each pattern was searched on each UAE day (issue 28, the dashboard's most searched patterns). Only
 * the pattern, its mode and where it was searched: no user, no address, no time of day, so nothing in it is
 * personal data. One row per day and pattern, counted up in batches (search-log.ts).
 */
export const searchCounts = pgTable(
  "search_counts",
  {
    /** The UAE day (Asia/Dubai), as text `YYYY-MM-DD` on the way in and out. */
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: searchKinds }).notNull(),
    /** contains, starts, ends or mask (core/catalog/search-pattern.ts). */
    mode: text("mode").notNull(),
    /** The pattern as the search used it: ASCII digits (and x in a mask), national form. */
    pattern: text("pattern").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.mode, t.pattern] })],
);

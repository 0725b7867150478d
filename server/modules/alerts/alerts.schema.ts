import { date, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "#server/modules/accounts/accounts.schema.ts";

/**
 * A listing's filters saved by a signed-in user ("Alert me"): matched against each plate or number that is added,
 * put back on sale or made cheaper, with the listing's own search conditions. `lastSentOn` is the UAE day of the
 * last e-mail: one conditional write on it keeps it to one e-mail per saved search per day.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["plate", "number"] }).notNull(),
    /** The listing's query as parsed by its filter schema (without sort and page), re-parsed before each use. */
    filters: jsonb("filters").$type<Record<string, string>>().notNull(),
    lastSentOn: date("last_sent_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_searches_kind_idx").on(t.kind), index("saved_searches_user_idx").on(t.userId)],
);

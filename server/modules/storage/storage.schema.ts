import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Images uploaded ahead of their form (so the browser can show progress), waiting in the private area to be
 * claimed by the form that names them. A row is deleted when claimed (once: the claim is the delete) or when
 * it expires (a job made with it deletes the row and the file a day later).
 */
export const stagedUploads = pgTable(
  "staged_uploads",
  {
    key: text("key").primaryKey(),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staged_uploads_user_idx").on(t.userId)],
);

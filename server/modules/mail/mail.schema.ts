import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every e-mail the site sends is kept here; without SMTP this outbox is where staff read them. */
export const outbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** "queued" (its delivery job has not run yet), "stored" (no SMTP configured), "sent", or "failed" (every try failed). */
    status: text("status", { enum: ["queued", "stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt)],
);

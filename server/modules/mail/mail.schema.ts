import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { MailAttachment } from "./templates.ts";

/** Every e-mail the site sends is kept here; without SMTP this outbox is where staff read them. */
export const outbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Files sent with the message (a tax invoice), by their key in the storage's private area. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** "queued" (its delivery job has not run yet), "stored" (no SMTP configured), "sent", or "failed" (every try failed). */
    status: text("status", { enum: ["queued", "stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt)],
);

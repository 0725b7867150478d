import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The sandbox gateway's own book of payments: what a real gateway keeps on its side. The site plays both
 * parts in the demo and the tests, so the checkout meets a gateway with its own state, its own hosted page and
 * signed callbacks.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  reference: text("reference").notNull(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  state: text("state", { enum: ["pending", "captured", "declined", "cancelled", "expired", "refunded"] }).notNull().default("pending"),
  lang: text("lang", { enum: ["ar", "en"] }).notNull(),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// The one schema drizzle-kit reads: every module's tables, re-exported.
import { timestamp, text, pgTable } from "drizzle-orm/pg-core";

export * from "../modules/access/access.schema.ts";
export * from "../modules/accounts/accounts.schema.ts";
export * from "../modules/catalog/catalog.schema.ts";
export * from "../modules/catalog/bundles.schema.ts";
export * from "../modules/content/content.schema.ts";
export * from "../modules/mail/mail.schema.ts";
export * from "../modules/jobs/jobs.schema.ts";
export * from "../modules/audit/audit.schema.ts";
export * from "../modules/storage/storage.schema.ts";
export * from "../modules/checkout/checkout.schema.ts";
export * from "../modules/checkout/sandbox.schema.ts";
export * from "../modules/alerts/alerts.schema.ts";
export * from "../modules/ads/ads.schema.ts";
export * from "../modules/requests/requests.schema.ts";
export * from "../modules/dashboard/dashboard.schema.ts";
export * from "../modules/import/import.schema.ts";
export * from "../modules/export/export.schema.ts";
export * from "../modules/offers/offers.schema.ts";
export * from "../modules/auctions/auctions.schema.ts";

/** Which seed steps have run, so seeding never runs twice and never overwrites edits. */
export const seedHistory = pgTable("seed_history", {
  step: text("step").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { mobileNumbers, plates } from "./catalog.schema.ts";

/**
 * A plate and a mobile number sold together at one price (issue 31 item 4, decision 0065). Staff make them; a
 * bundle is listed while it is active and both its items are on sale (a computed condition, so a sale of either
 * item takes the bundle off the listings at once, without a write of its own).
 */
export const bundles = pgTable(
  "bundles",
  {
    id: serial("id").primaryKey(),
    plateId: integer("plate_id")
      .notNull()
      .references(() => plates.id, { onDelete: "cascade" }),
    numberId: integer("number_id")
      .notNull()
      .references(() => mobileNumbers.id, { onDelete: "cascade" }),
    /** Fils: the price of both items together. */
    price: bigint("price", { mode: "bigint" }).notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bundles_pair_key").on(t.plateId, t.numberId),
    index("bundles_number_idx").on(t.numberId),
    index("bundles_active_idx").on(t.createdAt).where(sql`active`),
  ],
);

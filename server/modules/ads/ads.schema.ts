import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "#server/modules/accounts/accounts.schema.ts";

export const adStates = ["pending", "needs_info", "approved", "rejected", "withdrawn", "expired"] as const;
export type AdState = (typeof adStates)[number];

/**
 * "Sell with us" (docs/decisions/0025-sell-with-us.md): a plate or number its owner asks the shop to list. Staff
 * approve it (it becomes a listed item marked as offered by its owner, `itemId`), reject it with a reason, or ask
 * for more (`staffNote`). Every change of state is one conditional update from the states it may leave.
 */
export const ads = pgTable(
  "ads",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["plate", "number"] }).notNull(),
    /** A plate's identity (kind plate). */
    emirateCode: text("emirate_code"),
    plateCode: text("plate_code"),
    plateType: text("plate_type"),
    plateNumber: integer("plate_number"),
    /** A number's operator and its 10 digits (kind number). */
    operator: text("operator", { enum: ["du", "etisalat"] }),
    mobile: text("mobile"),
    /** Fils. */
    askingPrice: bigint("asking_price", { mode: "bigint" }).notNull(),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    /** The ownership card's photo, in the storage's private area (served only by the audited private-file route). */
    ownershipKey: text("ownership_key").notNull(),
    state: text("state", { enum: adStates }).notNull().default("pending"),
    /** Staff's reason for a rejection, or what they asked for. */
    staffNote: text("staff_note"),
    /** The listed plate or number once approved. */
    itemId: integer("item_id"),
    /** Until when an approved ad stays listed (the ad lifetime setting at approval). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ads_state_idx").on(t.state, t.createdAt), index("ads_user_idx").on(t.userId, t.createdAt), index("ads_ownership_key_idx").on(t.ownershipKey)],
);

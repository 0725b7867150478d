import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// "Make an offer" (issue 31 item 2, decision 0064): the items staff open to offers, and the offers.

/** An item open to offers (a row here), with the floor below which offers are declined without staff seeing them. */
export const offerTerms = pgTable(
  "offer_terms",
  {
    itemKind: text("item_kind", { enum: ["plate", "number"] }).notNull(),
    itemId: integer("item_id").notNull(),
    /** Fils; null: no floor. Never shown to a buyer. */
    floor: bigint("floor", { mode: "bigint" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId] })],
);

export const offerStates = ["pending", "countered", "accepted", "declined", "withdrawn", "expired", "ended"] as const;
export type OfferState = (typeof offerStates)[number];
/** Waiting for someone: staff (pending) or the buyer (countered). */
export const openOfferStates: OfferState[] = ["pending", "countered"];

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    buyerId: text("buyer_id").notNull(),
    itemKind: text("item_kind", { enum: ["plate", "number"] }).notNull(),
    itemId: integer("item_id").notNull(),
    /** The buyer's amount, fils. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** Staff's counter, fils. */
    counter: bigint("counter", { mode: "bigint" }),
    state: text("state", { enum: offerStates }).notNull().default("pending"),
    /** Below the floor when made: staff never see it, and it is declined when it expires (the buyer is not told why). */
    belowFloor: boolean("below_floor").notNull().default(false),
    /** The checkout an accepted offer became. */
    orderId: integer("order_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open offer per buyer per item: a second is refused by the database, whatever the race.
    uniqueIndex("offers_one_open_per_buyer_item").on(t.buyerId, t.itemKind, t.itemId).where(sql`state IN ('pending', 'countered')`),
    index("offers_buyer_idx").on(t.buyerId, t.createdAt),
    index("offers_item_idx").on(t.itemKind, t.itemId),
    index("offers_inbox_idx").on(t.state, t.createdAt),
  ],
);

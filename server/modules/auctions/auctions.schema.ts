import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "../checkout/checkout.schema.ts";

// Timed auctions (issue 30; docs/decisions/0062-auctions.md). Money in fils. The lot's row is the one place a
// bid is decided: it is locked for the bid's transaction, and its price, leader and end change only there.

/** What the increment tiers and deposit rule look like in JSON (fils as strings: JSON has no bigint). */
export interface StoredTier {
  from: string;
  step: string;
}
export type StoredDepositRule = { kind: "fixed"; amount: string } | { kind: "percent"; percent: number };

export const auctions = pgTable("auctions", {
  id: serial("id").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleAr: text("title_ar").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  /** The scheduled end; each lot keeps its own end, which anti-sniping moves. */
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  tiers: jsonb("tiers").$type<StoredTier[]>().notNull(),
  depositRule: jsonb("deposit_rule").$type<StoredDepositRule>().notNull(),
  windowSeconds: integer("window_seconds").notNull().default(180),
  extensionSeconds: integer("extension_seconds").notNull().default(180),
  /** Hours the winner has to pay before the deposit is forfeited. */
  payHours: integer("pay_hours").notNull().default(72),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  cancelReason: text("cancel_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** `forfeited`: the winner (or the bidder it was offered to) did not pay in time (decision 0068). */
export const lotStates = ["open", "sold", "unsold", "cancelled", "forfeited"] as const;
export type LotState = (typeof lotStates)[number];

export const auctionLots = pgTable(
  "auction_lots",
  {
    id: serial("id").primaryKey(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    itemKind: text("item_kind", { enum: ["plate", "number"] }).notNull(),
    itemId: integer("item_id").notNull(),
    startingPrice: bigint("starting_price", { mode: "bigint" }).notNull(),
    reserve: bigint("reserve", { mode: "bigint" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    state: text("state", { enum: lotStates }).notNull().default("open"),
    currentPrice: bigint("current_price", { mode: "bigint" }),
    leaderId: text("leader_id"),
    /** The leader's proxy maximum: never shown to anyone. */
    leaderMax: bigint("leader_max", { mode: "bigint" }),
    bidCount: integer("bid_count").notNull().default(0),
    /** Whether the item was active before the auction took it off the fixed-price listings. */
    itemWasActive: boolean("item_was_active").notNull().default(true),
    /** The winner's checkout, made by the closing job. */
    orderId: integer("order_id").references(() => orders.id),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Buyers who won the lot or were offered it and did not pay in time: never offered it again (decision 0068). */
    passedOver: text("passed_over").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index("auction_lots_auction_idx").on(t.auctionId),
    index("auction_lots_due_idx").on(t.endsAt).where(sql`state = 'open'`),
    // One item is in one open lot at a time.
    uniqueIndex("auction_lots_one_open_per_item").on(t.itemKind, t.itemId).where(sql`state = 'open'`),
  ],
);

/** The history: one row per accepted bid, amounts rising; `seq` is its place in the lot's history. */
export const auctionBids = pgTable(
  "auction_bids",
  {
    id: serial("id").primaryKey(),
    lotId: integer("lot_id")
      .notNull()
      .references(() => auctionLots.id),
    seq: integer("seq").notNull(),
    bidderId: text("bidder_id").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** Placed by the site for the bidder's proxy maximum. */
    auto: boolean("auto").notNull().default(false),
    /** The end of the lot after this bid (anti-sniping shows here). */
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    /** The client's key for the press of "Bid": a double click sends it twice and the second is refused. */
    requestKey: text("request_key"),
  },
  (t) => [
    uniqueIndex("auction_bids_lot_seq_key").on(t.lotId, t.seq),
    uniqueIndex("auction_bids_lot_amount_key").on(t.lotId, t.amount),
    uniqueIndex("auction_bids_request_key").on(t.lotId, t.bidderId, t.requestKey),
    index("auction_bids_bidder_idx").on(t.bidderId),
  ],
);

export const depositStates = ["pending", "paid", "refund_due", "refunded", "forfeited", "failed"] as const;
export type DepositState = (typeof depositStates)[number];

/**
 * A buyer's deposit for an auction, paid through a payment provider; paid ones set the bidding limit. The
 * buyer's bidder number (the masked "bidder 3" of the history) is the one of their first deposit.
 */
export const auctionDeposits = pgTable(
  "auction_deposits",
  {
    id: serial("id").primaryKey(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    buyerId: text("buyer_id").notNull(),
    bidderNumber: integer("bidder_number").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    state: text("state", { enum: depositStates }).notNull().default("pending"),
    provider: text("provider", { enum: ["sandbox", "ngenius", "bank_transfer"] }).notNull(),
    /** Our reference at the gateway, `dep-<id>`. */
    reference: text("reference").notNull().unique(),
    providerRef: text("provider_ref").unique(),
    redirectUrl: text("redirect_url"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The bank's reference of a transfer staff confirmed (decision 0068). */
    bankReference: text("bank_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auction_deposits_buyer_idx").on(t.buyerId, t.auctionId),
    uniqueIndex("auction_deposits_bidder_number_key").on(t.auctionId, t.bidderNumber, t.buyerId),
    check("auction_deposits_amount_positive", sql`amount > 0`),
  ],
);

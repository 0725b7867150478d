import { sql } from "drizzle-orm";
import { orderStates } from "#core/checkout/order-states.ts";
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Orders, their payment attempts and the gateway's events (docs/decisions/0012-checkout-and-payments.md).

export { type OrderState, openOrderStates, orderStates } from "#core/checkout/order-states.ts";

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    buyerId: text("buyer_id").notNull(),
    itemKind: text("item_kind", { enum: ["plate", "number"] }).notNull(),
    itemId: integer("item_id").notNull(),
    /** A bundle's checkout (decision 0065): the item above is its plate, and the bundle's number is held, sold and returned with it. */
    bundleId: integer("bundle_id"),
    state: text("state", { enum: orderStates }).notNull().default("verification"),
    /** The breakdown the order was priced with, in fils: a later change of the settings never changes it. */
    price: bigint("price", { mode: "bigint" }).notNull(),
    discount: bigint("discount", { mode: "bigint" }).notNull().default(sql`0`),
    adminFee: bigint("admin_fee", { mode: "bigint" }).notNull(),
    vat: bigint("vat", { mode: "bigint" }).notNull(),
    transferFee: bigint("transfer_fee", { mode: "bigint" }).notNull(),
    total: bigint("total", { mode: "bigint" }).notNull(),
    promoCode: text("promo_code"),
    /** The VAT rate the order was priced with (basis points), so a discount applied later is taxed the same way. */
    vatBasisPoints: integer("vat_basis_points").notNull().default(500),
    /** Until when the item is held for this order (the item row holds the same moment). */
    holdUntil: timestamp("hold_until", { withTimezone: true }).notNull(),
    /** Taken from the counter when the payment is confirmed: numbers without gaps. */
    invoiceNumber: integer("invoice_number"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The payment attempt that paid the order: any other captured attempt is an extra payment, refunded alone. */
    paidAttemptId: integer("paid_attempt_id"),
    /** A bank transfer's longer hold is granted once per order (repeating the step must not keep an item forever). */
    holdExtended: boolean("hold_extended").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open checkout per buyer per item: a second "Buy now" resumes the first.
    uniqueIndex("orders_one_open_per_buyer_item")
      .on(t.buyerId, t.itemKind, t.itemId)
      .where(sql`state IN ('verification', 'payment')`),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt),
    index("orders_open_hold_idx").on(t.holdUntil).where(sql`state IN ('verification', 'payment')`),
    uniqueIndex("orders_invoice_number_key").on(t.invoiceNumber),
    // The dashboard's sales by the day they were paid, and its orders by the day they were started (issue 28).
    index("orders_paid_at_idx").on(t.paidAt).where(sql`paid_at IS NOT NULL`),
    index("orders_created_at_idx").on(t.createdAt),
    // The orders naming a bundle, read when staff take a bundle off or delete it (decisions 0070, 0073).
    index("orders_bundle_idx").on(t.bundleId).where(sql`bundle_id IS NOT NULL`),
  ],
);

export const paymentStates = ["created", "pending", "captured", "declined", "cancelled", "expired", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];

/** One try at paying an order: a decline lets the buyer try again while the hold lasts. */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider", { enum: ["sandbox", "ngenius", "bank_transfer"] }).notNull(),
    /** Our reference sent to the gateway, `ord-<order>-<attempt>`: a gateway's order maps back to one attempt. */
    reference: text("reference").notNull().unique(),
    /** The gateway's id of the payment (its order reference). */
    providerRef: text("provider_ref").unique(),
    state: text("state", { enum: paymentStates }).notNull().default("created"),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** Where the buyer pays (the gateway's page): a second "Pay" on the same order is sent back here. */
    redirectUrl: text("redirect_url"),
    /** A bank transfer's reference number, entered by the staff member who confirmed it. */
    bankReference: text("bank_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_attempts_order_idx").on(t.orderId),
    index("payment_attempts_pending_idx").on(t.updatedAt).where(sql`state = 'pending'`),
    // One open attempt per order and way of paying: a second tab or the app gets the open one back, never a
    // second charge (decision 0038).
    uniqueIndex("payment_attempts_one_open_per_order").on(t.orderId, t.provider).where(sql`state IN ('created', 'pending')`),
  ],
);

/** Every callback a gateway sent, once: a replay is refused by the unique key before anything else runs. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    providerRef: text("provider_ref").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_key").on(t.provider, t.eventId)],
);

/** The next tax invoice number: one row, taken inside the confirming transaction (a rollback gives it back). */
export const invoiceCounter = pgTable("invoice_counter", {
  id: smallint("id").primaryKey(),
  next: integer("next").notNull(),
});

/** The order's timeline: each step, when, by whom, with staff's note (the buyer sees the steps). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    state: text("state", { enum: orderStates }).notNull(),
    /** What happened besides a change of state: a payment beyond the one that paid, and its refund. */
    event: text("event", { enum: ["extra_payment", "extra_payment_refunded"] }),
    note: text("note"),
    actorId: text("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

/**
 * A buyer's verification (spec section 3), kept for the next purchase: names, the traffic file number, and the
 * keys of the Emirates ID and driving licence images in the storage's private area (opened only by staff with
 * read:traffic_data, every opening audited).
 */
export const buyerVerifications = pgTable("buyer_verifications", {
  userId: text("user_id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** Plates only: the buyer's file at the traffic department. */
  trafficFileNumber: text("traffic_file_number"),
  emiratesIdKey: text("emirates_id_key").notNull(),
  /** Plates only. */
  drivingLicenceKey: text("driving_licence_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Promo codes (spec section 3: code, percentage, expires at, created at; plus an optional use limit). A use is
 * taken when a code is applied to an open order and given back if that order lapses (decision 0019).
 */
export const promoCodes = pgTable("promo_codes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  percent: smallint("percent").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "#server/modules/accounts/accounts.schema.ts";

/** The seven emirates (ISO 3166-2:AE codes). */
export const emirates = pgTable("emirates", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  nameAr: text("name_ar").notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
});

/** Plate codes per emirate, as data: staff add codes when an emirate issues new ones. */
export const plateCodes = pgTable(
  "plate_codes",
  {
    id: serial("id").primaryKey(),
    emirateCode: text("emirate_code")
      .notNull()
      .references(() => emirates.code),
    code: text("code").notNull(),
  },
  (t) => [uniqueIndex("plate_codes_emirate_code_key").on(t.emirateCode, t.code)],
);

export const plateTypes = pgTable("plate_types", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  nameAr: text("name_ar").notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
});

export const packages = pgTable("packages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameAr: text("name_ar").notNull(),
});

/** Pattern columns shared by plates and numbers (see core/catalog/patterns.ts). */
const patternColumns = () => ({
  /** The digits searched: the plate number, or the whole 10-digit mobile number. */
  digits: text("digits").notNull(),
  /** The digits reversed, so "ends with" is a prefix search on an index. */
  digitsReversed: text("digits_reversed").notNull(),
  digitCount: smallint("digit_count").notNull(),
  longestRun: smallint("longest_run").notNull(),
  maxRepeat: smallint("max_repeat").notNull(),
  repeatingBlock: smallint("repeating_block").notNull(),
  mirror: boolean("mirror").notNull(),
  sequence: text("sequence", { enum: ["asc", "desc"] }),
  sequenceLength: smallint("sequence_length").notNull(),
  trailingZeros: smallint("trailing_zeros").notNull(),
  tier: text("tier", { enum: ["diamond", "platinum", "gold", "silver", "bronze"] }).notNull(),
  /** Integer fils: 1 AED = 100 fils. */
  price: bigint("price", { mode: "bigint" }).notNull(),
  sold: boolean("sold").notNull().default(false),
  active: boolean("active").notNull().default(true),
  /** Hot deal. */
  featured: boolean("featured").notNull().default(false),
  /** Listed for its owner through "Sell with us" (an approved ad), not from the company's own stock. */
  offeredByOwner: boolean("offered_by_owner").notNull().default(false),
  /**
   * A checkout's hold (docs/decisions/0012): the order holding the item, until when. Taken and released by
   * conditional updates only; a hold whose time has passed is free for every read and every new checkout.
   */
  heldByOrder: integer("held_by_order"),
  heldUntil: timestamp("held_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const plates = pgTable(
  "plates",
  {
    id: serial("id").primaryKey(),
    plateType: text("plate_type")
      .notNull()
      .references(() => plateTypes.key),
    emirateCode: text("emirate_code")
      .notNull()
      .references(() => emirates.code),
    code: text("code").notNull(),
    number: integer("number").notNull(),
    ...patternColumns(),
  },
  (t) => [
    // One plate exists once: a duplicate is impossible, not just unlikely.
    uniqueIndex("plates_identity_key").on(t.emirateCode, t.code, t.number, t.plateType),
    index("plates_listing_idx").on(t.active, t.createdAt),
    // Cheapest first reads it forwards, dearest first backwards (see orderBy in catalog.service.ts). With the
    // price alone, every item at the first page's round price was read and sorted by id first.
    index("plates_price_id_idx").on(t.price, t.id),
    index("plates_emirate_code_idx").on(t.emirateCode, t.code),
    // The usual browse: one emirate, a digit count, by price (price order alone finds few matches among cheap plates).
    index("plates_emirate_digits_price_idx").on(t.emirateCode, t.digitCount, t.price),
    // A digit count, and a mask (which fixes the count) ending in a fixed digit: both columns in the index
    // condition, instead of every plate ending in that digit ("x7x7" read 10,000 rows for 600).
    index("plates_digit_count_reversed_idx").on(t.digitCount, t.digitsReversed.op("text_pattern_ops")),
    index("plates_tier_idx").on(t.tier),
    index("plates_digits_trgm_idx").using("gin", t.digits.op("gin_trgm_ops")),
    index("plates_digits_prefix_idx").on(t.digits.op("text_pattern_ops")),
    index("plates_digits_reversed_prefix_idx").on(t.digitsReversed.op("text_pattern_ops")),
  ],
);

/** "000" to "999": the patterns with an index of their own on mobile numbers (search-conditions.ts). */
export const TRIPLES = Array.from({ length: 10 }, (_, digit) => String(digit).repeat(3));

export const mobileNumbers = pgTable(
  "mobile_numbers",
  {
    id: serial("id").primaryKey(),
    /** Stored apart from the prefix: numbers move between operators. */
    operator: text("operator", { enum: ["du", "etisalat"] }).notNull(),
    packageId: integer("package_id").references(() => packages.id),
    /** 05X plus 7 digits. */
    number: text("number").notNull(),
    ...patternColumns(),
  },
  (t) => [
    uniqueIndex("mobile_numbers_number_key").on(t.number),
    index("mobile_numbers_listing_idx").on(t.active, t.createdAt),
    index("mobile_numbers_operator_idx").on(t.operator, t.active, t.createdAt),
    // As plates_price_id_idx: 11,600 du numbers share the cheapest price in the benchmark, and were all read first.
    index("mobile_numbers_price_id_idx").on(t.price, t.id),
    index("mobile_numbers_tier_idx").on(t.tier),
    // Similar numbers on a buy page: same operator and tier, nearest in price (two range scans).
    index("mobile_numbers_operator_tier_price_idx").on(t.operator, t.tier, t.price),
    index("mobile_numbers_digits_trgm_idx").using("gin", t.digits.op("gin_trgm_ops")),
    index("mobile_numbers_digits_prefix_idx").on(t.digits.op("text_pattern_ops")),
    index("mobile_numbers_digits_reversed_prefix_idx").on(t.digitsReversed.op("text_pattern_ops")),
    // "Contains" 4+ digits and masks with 4+ fixed digits in a row: every 4-digit piece (digit_4grams, migration 0004).
    index("mobile_numbers_digits_4grams_idx").using("gin", sql`digit_4grams(${t.digits})`),
    // "Contains 777" cheapest first: one small index per digit over the numbers holding three of it in a row (about
    // one in 80), in price order, so the page is their first 24 instead of all 12,000 matches sorted (decision 0028).
    ...TRIPLES.map((triple) => index(`mobile_numbers_contains_${triple}_price_idx`).on(t.price, t.id).where(sql.raw(`digits like '%${triple}%'`))),
  ],
);

/**
 * Fee settings per item kind (admin fee, VAT, plate transfer fee) and how long a checkout holds an item, edited
 * by staff in the Settings Manager. The VAT rate is one rate in the manager, written to both rows.
 */
export const feeSettings = pgTable("fee_settings", {
  kind: text("kind", { enum: ["plate", "number"] }).primaryKey(),
  adminFeeFils: bigint("admin_fee_fils", { mode: "bigint" }).notNull(),
  vatBasisPoints: integer("vat_basis_points").notNull().default(500),
  plateTransferFeeFils: bigint("plate_transfer_fee_fils", { mode: "bigint" }).notNull().default(sql`0`),
  holdMinutes: integer("hold_minutes").notNull().default(15),
  /** "Sell with us" terms (decision 0025), one value written to both rows: the shop's commission on an owner's sale. */
  ownerCommissionBasisPoints: integer("owner_commission_basis_points").notNull().default(500),
  /** How many days an approved owner's ad stays listed. */
  adLifetimeDays: integer("ad_lifetime_days").notNull().default(60),
  /** How many checkouts one buyer may have open at once (one value in both rows): one account cannot hold the shop. */
  maxOpenCheckouts: integer("max_open_checkouts").notNull().default(3),
});

export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["plate", "number"] }).notNull(),
    itemId: integer("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

/**
 * Every price change and every sale or return to sale of an item, with when and who (issue 27): the admin
 * item page lists it, and a later chart reads it. Kept when the item is deleted (no foreign key to it).
 */
export const itemPriceHistory = pgTable(
  "item_price_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: ["plate", "number"] }).notNull(),
    itemId: integer("item_id").notNull(),
    /** price: the price changed; sold / unsold: marked so (by hand at a branch, or by an order). */
    event: text("event", { enum: ["listed", "price", "sold", "unsold"] }).notNull(),
    /** Fils: the price after the event, and before it for a price change. */
    price: bigint("price", { mode: "bigint" }).notNull(),
    previousPrice: bigint("previous_price", { mode: "bigint" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("item_price_history_item_idx").on(t.kind, t.itemId, t.at)],
);

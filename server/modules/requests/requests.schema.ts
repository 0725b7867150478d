import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { operators } from "#core/catalog/listing-options.ts";
import { budgetRanges, contactMethods, requestKinds, requestStatuses } from "#core/validation/requests.ts";

// What visitors ask of staff (docs/decisions/0021): one table for every kind (plate requests, estimates, drawn
// plates, contact inquiries) with the kind's own fields nullable, and a log of staff's work on each.

export const serviceRequests = pgTable(
  "service_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: requestKinds }).notNull(),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    /** The language the form was sent in: staff's replies go out in it. */
    lang: text("lang", { enum: ["ar", "en"] }).notNull(),
    /** The signed-in requester, for My requests (null for a visitor). */
    userId: text("user_id"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    contactMethod: text("contact_method", { enum: contactMethods }).notNull(),
    // Plates (request, estimate, draw).
    emirateCode: text("emirate_code"),
    plateType: text("plate_type"),
    code: text("code"),
    number: integer("number"),
    /** Request a plate: the number or pattern wished for ("7777", "X77X"); Draw Numbers: the number's mask ("05x777xxxx"). */
    wish: text("wish"),
    /** Draw Numbers: the operator. */
    operator: text("operator", { enum: operators }),
    budget: text("budget", { enum: budgetRanges }),
    /** Notes of a plate request, or the question of a contact inquiry. */
    message: text("message"),
    /** Estimate: the indicative range shown at once (fils) and how many comparables it rested on. */
    estimateLow: bigint("estimate_low", { mode: "bigint" }),
    estimateHigh: bigint("estimate_high", { mode: "bigint" }),
    estimateCount: integer("estimate_count"),
    /** Estimate: the price staff gave in their reply (fils). */
    quotedPrice: bigint("quoted_price", { mode: "bigint" }),
    assigneeId: text("assignee_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_requests_kind_created_idx").on(t.kind, t.createdAt),
    index("service_requests_status_idx").on(t.status),
    index("service_requests_user_idx").on(t.userId, t.createdAt),
  ],
);

export const requestEventKinds = ["status", "assign", "note", "reply"] as const;

/** Staff's work on a request, oldest first: status changes, assignments, internal notes and replies sent. */
export const serviceRequestEvents = pgTable(
  "service_request_events",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: requestEventKinds }).notNull(),
    status: text("status", { enum: requestStatuses }),
    /** The note or the reply's text; for an assignment, the assignee's name. */
    body: text("body"),
    /** A reply to an estimate: the price given (fils). */
    price: bigint("price", { mode: "bigint" }),
    actorId: text("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("service_request_events_request_idx").on(t.requestId, t.at)],
);

export type ServiceRequest = typeof serviceRequests.$inferSelect;
export type ServiceRequestEvent = typeof serviceRequestEvents.$inferSelect;

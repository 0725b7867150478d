import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "#server/modules/accounts/accounts.schema.ts";

/**
 * Who changed what, when and from where: one row per admin write (and per opening of a private document),
 * written by the service layer in the transaction of the write itself. The application only ever inserts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (jobs, seeds); kept when the user is deleted, as the name below. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    actorIp: text("actor_ip"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** Only the fields that changed (an update), the whole record (a delete), or nothing (a create). */
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId), index("audit_log_actor_idx").on(t.actorId)],
);

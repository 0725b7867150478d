import { integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "#server/modules/accounts/accounts.schema.ts";

/** Permissions are `action:entity` strings (see core/access/permissions.ts); the table mirrors that list. */
export const permissions = pgTable("permissions", {
  key: text("key").primaryKey(),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
});

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** Seeded roles keep a stable key; the super admin role can be neither deleted nor narrowed. */
  systemKey: text("system_key").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionKey: text("permission_key")
      .notNull()
      .references(() => permissions.key, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionKey] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);


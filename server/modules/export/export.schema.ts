import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { exportFormats } from "#core/validation/export.ts";
import { users } from "#server/modules/accounts/accounts.schema.ts";

export const exportStates = ["queued", "running", "done", "failed"] as const;

/**
 * An export too large to answer at once (decision 0059): built by the `export.build` job into the private
 * storage area, downloaded by staff until `expiresAt`. The list's filters are kept as the query string staff
 * had, so the job reads exactly the rows the list showed; `rowsDone` of `rowsTotal` is its progress.
 */
export const exportFiles = pgTable(
  "export_files",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    format: text("format", { enum: exportFormats }).notNull(),
    /** The list's query string (filters and sort), without the leading "?". */
    query: text("query").notNull(),
    /** The staff member's language: the headers' language. */
    lang: text("lang", { enum: ["ar", "en"] }).notNull(),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    state: text("state", { enum: exportStates }).notNull().default("queued"),
    rowsTotal: integer("rows_total").notNull(),
    rowsDone: integer("rows_done").notNull().default(0),
    bytes: bigint("bytes", { mode: "number" }),
    /** The file in the private storage area once built. */
    storageKey: text("storage_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("export_files_requested_by_idx").on(t.requestedBy, t.createdAt), index("export_files_expires_idx").on(t.expiresAt)],
);

export type ExportFileRow = typeof exportFiles.$inferSelect;

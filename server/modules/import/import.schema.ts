import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const importStates = ["checking", "checked", "refused", "applying", "applied", "cancelled", "failed"] as const;
export type ImportState = (typeof importStates)[number];

/** What a check found and an apply did, row counts by outcome. */
export interface ImportCounts {
  new: number;
  update: number;
  unchanged: number;
  rejected: number;
  skipped: number;
}

/**
 * One spreadsheet staff upload (issue 28 item 1, decision 0058): its file (in private storage), its state, and
 * the progress the page shows, all in the database so a reload, another instance or a restarted worker sees
 * the same. `applied_rows` is the apply's checkpoint: the last file row whose batch committed.
 */
export const imports = pgTable(
  "imports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: ["plates", "du_numbers", "etisalat_numbers"] }).notNull(),
    format: text("format", { enum: ["xlsx", "csv"] }).notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    state: text("state", { enum: importStates }).notNull().default("checking"),
    /** Why the whole file was refused (a message key and its values). */
    refusal: jsonb("refusal").$type<{ key: string; vars?: Record<string, string | number> }>(),
    /** Data rows in the file (known once checked). */
    totalRows: integer("total_rows"),
    /** Progress of the running phase: bytes read while checking, rows while applying. */
    done: bigint("done", { mode: "number" }).notNull().default(0),
    doneOf: bigint("done_of", { mode: "number" }).notNull().default(0),
    rowsSeen: integer("rows_seen").notNull().default(0),
    appliedRows: integer("applied_rows").notNull().default(0),
    /** Times the apply was taken up again after its worker died. */
    resumes: integer("resumes").notNull().default(0),
    /** The file row the last resumed apply went on from (the one after its checkpoint): what the page says. */
    resumedFrom: integer("resumed_from"),
    checked: jsonb("checked").$type<ImportCounts>(),
    applied: jsonb("applied").$type<ImportCounts>(),
    createdBy: text("created_by").notNull(),
    createdByEmail: text("created_by_email").notNull(),
    /** Who applied it (the audit entry names them). */
    appliedBy: text("applied_by"),
    appliedByEmail: text("applied_by_email"),
    phaseStartedAt: timestamp("phase_started_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("imports_created_at_idx").on(t.createdAt),
    // The same file is checked or applied by one import at a time: a second one at once is refused (one wins).
    uniqueIndex("imports_running_file_key").on(t.fileSha256).where(sql`state in ('checking', 'applying')`),
  ],
);

export interface RowProblem {
  /** The template column's key, or null for the row as a whole. */
  column: string | null;
  key: string;
  vars?: Record<string, string | number>;
}

/** A row the import leaves out: its cells as read, and every problem found in it (the rejected rows' sheet). */
export const importRejectedRows = pgTable(
  "import_rejected_rows",
  {
    importId: bigint("import_id", { mode: "number" })
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    cells: jsonb("cells").$type<Record<string, string>>().notNull(),
    problems: jsonb("problems").$type<RowProblem[]>().notNull(),
    /** Left out when applied (sold or held by then) rather than refused by the check. */
    skipped: integer("skipped").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

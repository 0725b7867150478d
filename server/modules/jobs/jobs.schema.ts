import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Background work (e-mails today; receipts, refunds and sweeps next), claimed by workers with
 * FOR UPDATE SKIP LOCKED so it runs on PGlite and PostgreSQL alike (docs/decisions/0011-jobs.md).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    state: text("state", { enum: ["queued", "running", "succeeded", "failed"] }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** Not before this moment: the next try after a failure waits out its backoff. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** The worker running it and until when its claim holds: a claim that runs out is a worker that died. */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("jobs_claim_idx").on(t.state, t.runAt), index("jobs_created_at_idx").on(t.createdAt)],
);

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { insertFromJson } from "#server/db/json-rows.ts";
import { listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import type { Actor, AuditLog } from "#server/modules/audit/index.ts";
import { jobs } from "./jobs.schema.ts";

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow["state"];

/** Job names and the payload each carries, as an interface; the services declare theirs (server/services.ts). */
export type JobPayloads = object;

export interface EnqueueOptions {
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
}

export const JOBS_PER_PAGE = 50;

/**
 * Puts jobs in the table and shows them to staff. `enqueue` writes through the caller's transaction, so a job
 * exists exactly when the write that causes it commits (an e-mail for a registration that rolled back is
 * never sent).
 */
export function createJobQueue<P extends JobPayloads>(db: Db, audit: AuditLog) {
  const listeners = new Set<() => void>();
  return {
    async enqueue<N extends keyof P & string>(tx: Db, name: N, payload: P[N], options: EnqueueOptions = {}): Promise<number> {
      const [row] = await tx
        .insert(jobs)
        .values({
          name,
          payload: payload as object,
          maxAttempts: options.maxAttempts ?? 5,
          runAt: sql`now() + ${options.delayMs ?? 0} * interval '1 millisecond'`,
        })
        .returning({ id: jobs.id });
      // Wakes this process's runner now rather than at its next poll (another process finds it by polling).
      for (const listener of listeners) listener();
      return row!.id;
    },

    /**
     * Many jobs of one name, due now, in one statement through the caller's transaction (an import's batch of
     * items offered): the list is one JSON parameter (decision 0067), where a multi-row VALUES cost 1 s per 5,000.
     */
    async enqueueMany<N extends keyof P & string>(tx: Db, name: N, payloads: P[N][], options: Pick<EnqueueOptions, "maxAttempts"> = {}): Promise<void> {
      if (payloads.length === 0) return;
      await tx.execute(insertFromJson(jobs, payloads.map((payload) => ({ name, payload: payload as object, maxAttempts: options.maxAttempts ?? 5 }))));
      for (const listener of listeners) listener();
    },

    /** Called after each enqueue; the runner listens so e-mails leave at once. */
    onEnqueued(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    list(query: { state?: JobState | undefined; name?: string | undefined; page: number }): Promise<Paged<JobRow>> {
      const where = and(query.state ? eq(jobs.state, query.state) : undefined, query.name ? eq(jobs.name, query.name) : undefined);
      return listRows(db, jobs, { page: query.page, perPage: JOBS_PER_PAGE, where, sort: { key: "id", dir: "desc" }, sortColumns: { id: jobs.id } });
    },

    async get(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    /** Staff run a failed job again, with a fresh set of tries (audited); any other state is left alone (undefined). */
    async retry(actor: Actor, id: number): Promise<JobRow | undefined> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(jobs)
          .set({ state: "queued", attempts: 0, runAt: sql`now()`, finishedAt: null, updatedAt: sql`now()` })
          .where(and(eq(jobs.id, id), eq(jobs.state, "failed")))
          .returning();
        if (updated) await audit.record(tx, actor, { action: "retry", entity: "job", entityId: id, before: { state: "failed" }, after: { state: "queued" } });
        return updated;
      });
      if (row) for (const listener of listeners) listener();
      return row;
    },
  };
}

export type JobQueue<P extends JobPayloads = JobPayloads> = ReturnType<typeof createJobQueue<P>>;

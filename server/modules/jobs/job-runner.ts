import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import type { JobPayloads } from "./job-queue.ts";

/**
 * What a job does. It may run more than once (a worker that dies after the work but before marking it done
 * leaves it to be claimed again), so a handler must be idempotent: check before acting, or act with a
 * conditional write.
 */
export type JobHandler<T> = (payload: T, job: JobRun) => Promise<void>;

/** What a handler is told of its run. */
export interface JobRun {
  id: number;
  attempt: number;
  lastAttempt: boolean;
  /**
   * Why this run is not the job's first: "failure" when the previous try failed and was retried after its
   * backoff, "interruption" when the previous run's worker died (its claim ran out); undefined for a first run,
   * or one returned to the queue by a stopping server (that try is not counted). A job resuming from a
   * checkpoint (an import's apply) tells a restart from a retry by it.
   */
  after?: "failure" | "interruption";
  /** Aborted when this worker finds its claim was taken by another (it ran out): the run should stop writing. */
  signal: AbortSignal;
}
export type JobHandlers<P extends JobPayloads> = { [N in keyof P]: JobHandler<P[N]> };

export interface RunnerOptions<P extends JobPayloads> {
  db: Db;
  /** The queue whose enqueues wake this runner at once. */
  queue: { onEnqueued(listener: () => void): () => void };
  handlers: JobHandlers<P>;
  log: Logger;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How often to look for jobs when nothing wakes the runner (other processes' jobs, retries coming due). */
  pollMs?: number;
  /** How long a claim holds; renewed while the job runs, so only a dead worker's claim runs out. */
  leaseMs?: number;
  /** The wait before the next try: base × 2^(tries−1), at most cap, less up to half at random (jitter). */
  backoff?: { baseMs: number; capMs: number };
  workerId?: string;
}

interface Claimed {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  /** The row's state before this claim: "running" means a claim that ran out, its worker dead. */
  was: string;
}

/**
 * A failure as staff read it in `jobs.last_error`: the database's reason first. Drizzle wraps a failed statement
 * in "Failed query: <the SQL> params: <the values>" (an import's batch: a JSON text of thousands of rows) with the
 * reason as its cause, so the first 2,000 characters held only the statement (decision 0072).
 */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error && error.cause.message ? `${error.cause.message} (${error.message})` : error.message;
}

/** Rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The worker: claims due jobs, runs them, records the outcome; `stop` waits for the running ones. */
export function createJobRunner<P extends JobPayloads>(options: RunnerOptions<P>) {
  const { db, queue, handlers, log } = options;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoff = options.backoff ?? { baseMs: 5_000, capMs: 10 * 60_000 };
  const workerId = options.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  /** The jobs this worker is running now: never claimed again while they run (see claim). */
  const runningIds = new Set<number>();
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let pending = false;

  /**
   * One statement: a due job, or one whose claim ran out (its worker died), is taken by exactly one worker.
   * Never one this worker is running itself: on PGlite (one connection, every statement in turn) a batch's
   * transaction longer than the claim holds back its renewal, and the claim ran out under a job that was
   * still running here; taken again, it ran twice at once in this process (decision 0072).
   */
  async function claim(limit: number): Promise<Claimed[]> {
    const mine = [...runningIds];
    const notMine = mine.length > 0 ? sql`AND id NOT IN (${sql.join(mine.map((id) => sql`${id}`), sql`, `)})` : sql``;
    const result = await db.execute(sql`
      WITH picked AS (
        SELECT id, state AS was FROM jobs
        WHERE ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now())) ${notMine}
        ORDER BY run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
      FROM picked WHERE jobs.id = picked.id
      RETURNING jobs.id, jobs.name, jobs.payload, jobs.attempts, jobs.max_attempts, picked.was`);
    return rowsOf<Claimed>(result).map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), max_attempts: Number(r.max_attempts) }));
  }

  function backoffMs(attempt: number): number {
    const full = Math.min(backoff.capMs, backoff.baseMs * 2 ** (attempt - 1));
    return Math.round(full / 2 + (Math.random() * full) / 2);
  }

  // Each outcome applies only while this worker still holds the claim: a job taken over after its claim ran
  // out belongs to the new worker, and this one's late answer changes nothing.
  async function succeed(job: Claimed) {
    await db.execute(sql`
      UPDATE jobs SET state = 'succeeded', finished_at = now(), locked_by = NULL, locked_until = NULL, updated_at = now()
      WHERE id = ${job.id} AND state = 'running' AND locked_by = ${workerId}`);
  }

  async function fail(job: Claimed, error: unknown) {
    const message = errorText(error).slice(0, 2000);
    const final = job.attempts >= job.max_attempts;
    await db.execute(sql`
      UPDATE jobs SET state = ${final ? "failed" : "queued"}, last_error = ${message}, locked_by = NULL, locked_until = NULL,
        run_at = now() + ${final ? 0 : backoffMs(job.attempts)} * interval '1 millisecond',
        finished_at = ${final ? sql`now()` : null}, updated_at = now()
      WHERE id = ${job.id} AND state = 'running' AND locked_by = ${workerId}`);
    log[final ? "error" : "warn"]({ jobId: job.id, job: job.name, attempt: job.attempts, err: error }, final ? "job failed for good" : "job failed; it will be tried again");
  }

  async function run(job: Claimed) {
    const handler = handlers[job.name as keyof P] as JobHandler<unknown> | undefined;
    const lost = new AbortController();
    let ended = false;
    // The claim is renewed while the job runs, so a slow job is not mistaken for a dead worker's. A renewal that
    // finds the claim gone (another worker took the job, or stop() returned it to the queue) tells the handler to stop.
    const renew = setInterval(() => {
      db.execute(sql`UPDATE jobs SET locked_until = now() + ${leaseMs} * interval '1 millisecond' WHERE id = ${job.id} AND state = 'running' AND locked_by = ${workerId} RETURNING id`).then(
        (result) => {
          // (A renewal answered after the handler ended may find the job already done: not a takeover.)
          if (rowsOf(result).length > 0 || lost.signal.aborted || ended) return;
          log.warn({ jobId: job.id, job: job.name }, "a job's claim is no longer this worker's (taken over, or returned to the queue by stop); this run stops");
          lost.abort();
        },
        (err: unknown) => log.warn({ err, jobId: job.id }, "could not renew a job's claim"),
      );
    }, leaseMs / 3);
    // Claimed from the queue with tries already counted: the last one failed (stop() uncounts the try it cuts off).
    const after = job.was === "running" ? "interruption" : job.attempts > 1 ? "failure" : undefined;
    try {
      if (!handler) throw new Error(`no handler for job "${job.name}"`);
      await handler(job.payload, { id: job.id, attempt: job.attempts, lastAttempt: job.attempts >= job.max_attempts, signal: lost.signal, ...(after ? { after } : {}) });
      ended = true;
      await succeed(job);
    } catch (error) {
      ended = true;
      await fail(job, error).catch((err: unknown) => log.error({ err, jobId: job.id }, "could not record a job's failure"));
    } finally {
      clearInterval(renew);
    }
  }

  // Claims run one at a time (the main loop's and drain()'s), so drain() never misses a job the loop is
  // claiming at that moment and has not started yet.
  let claims: Promise<unknown> = Promise.resolve();
  function fill(): Promise<number> {
    const next = claims.then(startClaimed, startClaimed);
    claims = next.catch(() => {});
    return next;
  }

  /** Claims what there is room for and starts it; the number started. */
  async function startClaimed(): Promise<number> {
    const room = concurrency - running.size;
    if (room <= 0 || stopping) return 0;
    const claimed = await claim(room);
    for (const job of claimed) {
      runningIds.add(job.id);
      const task = run(job).finally(() => {
        running.delete(task);
        runningIds.delete(job.id);
        wake?.();
      });
      running.add(task);
    }
    return claimed.length;
  }

  async function mainLoop() {
    while (!stopping) {
      pending = false;
      try {
        if ((await fill()) > 0) continue;
      } catch (error) {
        log.error({ err: error }, "could not claim jobs");
      }
      if (pending || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  const unsubscribe = queue.onEnqueued(() => {
    pending = true;
    wake?.();
  });

  return {
    workerId,
    start() {
      loop ??= mainLoop();
    },

    /** Claims and runs every job due now, waiting for them: for tests and one-off scripts. */
    async drain(): Promise<void> {
      while ((await fill()) > 0 || running.size > 0) await Promise.race(running);
    },

    /**
     * Stops claiming and waits (up to `timeoutMs`) for the jobs running now to finish; those still running then
     * go back to the queue, due at once and with this try not counted, for another instance (or the next start)
     * instead of waiting for their claim to run out. Their late outcome here changes nothing (it needs the claim).
     */
    async stop(timeoutMs = 30_000): Promise<void> {
      stopping = true;
      unsubscribe();
      wake?.();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      if (running.size === 0) return;
      const returned = await db.execute(sql`
        UPDATE jobs SET state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL, run_at = now(), updated_at = now()
        WHERE state = 'running' AND locked_by = ${workerId}
        RETURNING id`);
      log.info({ jobs: rowsOf<{ id: number }>(returned).map((r) => Number(r.id)) }, "stopping: running jobs returned to the queue");
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

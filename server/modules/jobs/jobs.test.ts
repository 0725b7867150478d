import { spawn } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import type { Database } from "#server/db/client.ts";
import { jobs } from "./jobs.schema.ts";
import { createAuditLog, systemActor } from "#server/modules/audit/index.ts";
import { type JobHandlers, createJobQueue, createJobRunner } from "./index.ts";

// The jobs table and its worker, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
type Payloads = { work: { n: number } };
const log = pino({ level: "silent" });
const quick = { baseMs: 1, capMs: 5 };

let database: Database & { url?: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function setup(handlers: JobHandlers<Payloads>, options: { workerId?: string; leaseMs?: number } = {}) {
  const queue = createJobQueue<Payloads>(database.db, createAuditLog(database.db));
  const runner = createJobRunner({ db: database.db, queue, handlers, log, backoff: quick, pollMs: 20, ...options });
  return { queue, runner };
}
const stateOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Waits until `check` holds, polling the database (no fixed sleeps). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 2000 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await check()).toBe(true);
}

describe("jobs", () => {
  it("never runs a job enqueued in a rolled-back transaction, and runs a committed one once", async () => {
    const ran: number[] = [];
    const { queue, runner } = setup({ work: async ({ n }) => void ran.push(n) });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, "work", { n: 1 });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    const id = await database.db.transaction((tx) => queue.enqueue(tx, "work", { n: 2 }));
    await runner.drain();
    await runner.drain();
    expect(ran).toEqual([2]);
    expect((await stateOf(id)).state).toBe("succeeded");
  });

  it("retries a failing job with backoff, ends it failed with its error shown, and runs it again on retry", async () => {
    let fail = true;
    const tries: number[] = [];
    const { queue, runner } = setup({
      work: async (_, job) => {
        tries.push(job.attempt);
        if (fail) throw new Error(`gateway timeout on try ${job.attempt}`);
      },
    });
    const id = await queue.enqueue(database.db, "work", { n: 3 }, { maxAttempts: 3 });
    await until(async () => {
      await runner.drain();
      return (await stateOf(id)).state === "failed";
    });
    expect(tries).toEqual([1, 2, 3]);
    const failed = await queue.get(id);
    expect(failed).toMatchObject({ state: "failed", attempts: 3, lastError: "gateway timeout on try 3" });
    expect((await queue.list({ state: "failed", page: 1 })).items.map((j) => j.id)).toContain(id);

    fail = false;
    expect(await queue.retry(systemActor, id)).toBeTruthy();
    expect(await queue.retry(systemActor, id)).toBeUndefined();
    expect((await createAuditLog(database.db).list({ entity: "job", entityId: String(id), page: 1, perPage: 5 })).items.map((e) => e.action)).toEqual(["retry"]);
    await runner.drain();
    expect((await stateOf(id)).state).toBe("succeeded");
  });

  it("gives a job whose worker stopped answering to another, and ignores the old worker's late outcome", async () => {
    let release!: () => void;
    const old = setup({ work: () => new Promise<void>((resolve) => (release = resolve)) }, { workerId: "old" });
    const id = await old.queue.enqueue(database.db, "work", { n: 4 });
    old.runner.start();
    await until(async () => (await stateOf(id)).lockedBy === "old");
    // As if its process had died: no renewal came, and the claim ran out.
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));

    const ran: number[] = [];
    const fresh = setup({ work: async ({ n }) => void ran.push(n) }, { workerId: "fresh" });
    await fresh.runner.drain();
    expect(ran).toEqual([4]);
    const done = await stateOf(id);
    expect(done).toMatchObject({ state: "succeeded", attempts: 2 });

    release();
    await old.runner.stop();
    expect(await stateOf(id)).toEqual(done);
  });

  it("stop() waits for the job that is running", async () => {
    let release!: () => void;
    const events: string[] = [];
    const { queue, runner } = setup({
      work: async () => {
        events.push("started");
        await new Promise<void>((resolve) => (release = resolve));
        events.push("finished");
      },
    });
    const id = await queue.enqueue(database.db, "work", { n: 5 });
    runner.start();
    await until(async () => events.includes("started"));
    const stopped = runner.stop().then(() => events.push("stopped"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(["started"]);
    release();
    await stopped;
    expect(events).toEqual(["started", "finished", "stopped"]);
    expect((await stateOf(id)).state).toBe("succeeded");
  });

  it("stop() returns a job still running after its limit to the queue, due at once with that try not counted, and ignores its late outcome", async () => {
    let release!: () => void;
    let started = false;
    const { queue, runner } = setup({
      work: async () => {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
      },
    }, { workerId: "stopping" });
    const id = await queue.enqueue(database.db, "work", { n: 7 });
    runner.start();
    await until(async () => started);
    await runner.stop(0);
    const returned = await stateOf(id);
    expect(returned).toMatchObject({ state: "queued", attempts: 0, lockedBy: null, lockedUntil: null });
    // The cut-off job ends after all: the row is no longer this worker's, so nothing changes.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await stateOf(id)).state).toBe("queued");

    const ran: number[] = [];
    const next = setup({ work: async ({ n }) => void ran.push(n) }).runner;
    await next.drain();
    expect(ran).toEqual([7]);
    expect(await stateOf(id)).toMatchObject({ state: "succeeded", attempts: 1 });
  });
});

// Decision 0072: an import's apply was taken up again after its first batch, on PGlite, without any restart.
describe("a claim that runs out under a run still going", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("is never taken again by the worker running it (its renewal came too late)", async () => {
    let release!: () => void;
    const runs: number[] = [];
    const { queue, runner } = setup({ work: (_, job) => new Promise<void>((resolve) => (runs.push(job.attempt), (release = resolve))) }, { workerId: "self" });
    const id = await queue.enqueue(database.db, "work", { n: 8 });
    runner.start();
    await until(async () => runs.length === 1);
    // What a renewal held back does (the default lease is renewed every 20 s, so none comes during this test).
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    await sleep(300); // fifteen of the runner's polls (20 ms)
    expect(runs).toEqual([1]);
    release();
    await until(async () => (await stateOf(id)).state === "succeeded");
    expect(await stateOf(id)).toMatchObject({ attempts: 1 });
    await runner.stop();
  });

  it("a transaction longer than the claim does not make its job run twice (PGlite holds the renewal back behind it)", async () => {
    const runs: number[] = [];
    const { queue, runner } = setup(
      {
        work: async (_, job) => {
          runs.push(job.attempt);
          // As an import's batch does: one transaction, here longer than the claim (200 ms, renewed every 67 ms).
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await sleep(700);
          });
        },
      },
      { leaseMs: 200 },
    );
    const id = await queue.enqueue(database.db, "work", { n: 9 });
    runner.start();
    await until(async () => (await stateOf(id)).state === "succeeded");
    expect(runs).toEqual([1]);
    expect(await stateOf(id)).toMatchObject({ attempts: 1 });
    await runner.stop();
  });

  it("a run whose job another worker took over is told to stop; the new run knows it follows an interruption", async () => {
    let release!: () => void;
    let signal!: AbortSignal;
    const old = setup({ work: (_, job) => new Promise<void>((resolve) => ((signal = job.signal), (release = resolve))) }, { workerId: "old", leaseMs: 150 });
    const id = await old.queue.enqueue(database.db, "work", { n: 10 });
    old.runner.start();
    await until(async () => (await stateOf(id)).lockedBy === "old");
    // Its claim ran out and is no longer its own (written at once, so a renewal of "old" cannot come between).
    await database.db.update(jobs).set({ lockedBy: "gone", lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    const seen: (string | undefined)[] = [];
    const fresh = setup({ work: async (_, job) => void seen.push(job.after) }, { workerId: "fresh" });
    await fresh.runner.drain();
    expect(seen).toEqual(["interruption"]);
    await until(async () => signal.aborted);
    release();
    await old.runner.stop();
    expect(await stateOf(id)).toMatchObject({ state: "succeeded", attempts: 2, lockedBy: null });
  });

  it("a try after a failure is told so (a retry, not a restart)", async () => {
    const seen: (string | undefined)[] = [];
    const { queue, runner } = setup({
      work: async (_, job) => {
        seen.push(job.after);
        if (job.attempt === 1) throw new Error("first try fails");
      },
    });
    const id = await queue.enqueue(database.db, "work", { n: 11 });
    await until(async () => {
      await runner.drain();
      return (await stateOf(id)).state === "succeeded";
    });
    expect(seen).toEqual([undefined, "failure"]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("jobs on PostgreSQL, with real processes", () => {
  it("runs a job again when the process holding it is killed", async () => {
    const queue = createJobQueue<Payloads>(database.db, createAuditLog(database.db));
    const id = await queue.enqueue(database.db, "work", { n: 6 });
    const url = database.url!;
    const child = spawn(process.execPath, [path.join(import.meta.dirname, "test-fixtures/doomed-worker.ts")], {
      env: { ...process.env, JOBS_TEST_DATABASE_URL: url },
      stdio: "ignore",
    });
    await until(async () => (await stateOf(id)).lockedBy === "doomed");
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));

    const ran: number[] = [];
    const runner = createJobRunner<Payloads>({ db: database.db, queue, handlers: { work: async ({ n }) => void ran.push(n) }, log, pollMs: 20 });
    await until(async () => {
      await runner.drain();
      return (await stateOf(id)).state === "succeeded";
    });
    expect(ran).toEqual([6]);
  });

  it("runs each of 200 jobs exactly once across 5 concurrent workers", async () => {
    const queue = createJobQueue<Payloads>(database.db, createAuditLog(database.db));
    const ids = await database.db.transaction(async (tx) => Promise.all(Array.from({ length: 200 }, (_, n) => queue.enqueue(tx, "work", { n }))));
    const runs = new Map<number, number>();
    const handlers: JobHandlers<Payloads> = { work: async ({ n }) => void runs.set(n, (runs.get(n) ?? 0) + 1) };
    const runners = Array.from({ length: 5 }, (_, i) => createJobRunner({ db: database.db, queue, handlers, log, concurrency: 4, workerId: `w${i}` }));
    await Promise.all(runners.map((r) => r.drain()));
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const states = await database.db.select({ state: jobs.state }).from(jobs).where(sql`${jobs.id} = ANY(${sql.raw(`ARRAY[${ids.join(",")}]::bigint[]`)})`);
    expect(states.every((s) => s.state === "succeeded")).toBe(true);
  });
});

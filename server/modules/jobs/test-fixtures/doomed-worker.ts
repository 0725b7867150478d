// A worker process for jobs.test.ts: claims jobs and hangs in every one, until the test kills it (SIGKILL).
import pino from "pino";
import { openDatabase } from "#server/db/client.ts";
import { createAuditLog } from "#server/modules/audit/index.ts";
import { createJobQueue } from "../job-queue.ts";
import { createJobRunner } from "../job-runner.ts";

const database = await openDatabase({ databaseUrl: process.env.JOBS_TEST_DATABASE_URL });
const queue = createJobQueue<{ work: { n: number } }>(database.db, createAuditLog(database.db));
const runner = createJobRunner({
  db: database.db,
  queue,
  log: pino({ level: "silent" }),
  workerId: "doomed",
  leaseMs: 1000,
  pollMs: 50,
  handlers: { work: () => new Promise<void>(() => {}) },
});
runner.start();

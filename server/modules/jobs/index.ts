// The jobs module's public entry: a table of background work, and the worker that runs it.
export { JOBS_PER_PAGE, type EnqueueOptions, type JobPayloads, type JobQueue, type JobRow, type JobState, createJobQueue } from "./job-queue.ts";
export { type JobHandler, type JobHandlers, type JobRun, type JobRunner, createJobRunner } from "./job-runner.ts";

import type { Logger } from "pino";

/**
 * Housekeeping run once a day by each instance (and once shortly after it starts): tasks that delete what is
 * past its time, each idempotent, so two instances running them at once do no harm. Started and stopped with
 * the server (server/app.ts); a failing task is logged and the others still run.
 */
export function createDailyRound(tasks: Record<string, () => Promise<number>>, log: Logger, options: { everyMs?: number; firstAfterMs?: number } = {}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const round = async () => {
    for (const [name, task] of Object.entries(tasks)) {
      try {
        const n = await task();
        if (n) log.info({ task: name, n }, "daily round");
      } catch (err) {
        log.error({ err, task: name }, "daily round task failed");
      }
    }
  };
  const run = () => {
    running ??= round().finally(() => (running = undefined));
  };
  return {
    round,
    start() {
      if (timer) return;
      timer = setTimeout(() => {
        run();
        timer = setInterval(run, options.everyMs ?? 24 * 60 * 60 * 1000);
        timer.unref();
      }, options.firstAfterMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

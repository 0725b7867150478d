import type { Logger } from "pino";

/**
 * Every minute: lapsed holds end (their items are free again for every read already; this tidies the rows and
 * expires the orders) and payments still pending are asked about at the gateway. Both are idempotent, so two
 * processes sweeping at once do no harm. Started and stopped with the server (server/app.ts).
 */
export function createCheckoutSweeper(rounds: { sweepExpired: () => Promise<number>; reconcile: () => Promise<number> }, log: Logger, everyMs = 60_000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const round = async () => {
    try {
      const expired = await rounds.sweepExpired();
      const asked = await rounds.reconcile();
      if (expired || asked) log.info({ expired, asked }, "checkout sweep");
    } catch (err) {
      log.error({ err }, "checkout sweep failed");
    }
  };
  return {
    start() {
      timer ??= setInterval(() => {
        running ??= round().finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

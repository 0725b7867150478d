import { afterAll, beforeAll } from "vitest";
import { auctionsOn, fakeClock } from "./auctions.ts";
import { type TestApp, createTestApp } from "./test-app.ts";

/**
 * The start every auction test file shares (decision 0077): an app on a seeded database of its own (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), closed after the file, and the auctions module on it with a clock the test
 * moves by hand, set at `start`. Call it at the top of the file; `t` and `a` stand for the app and the module
 * from the file's beforeAll on (they are made there, after the file is read), so they can be named at the top.
 */
export function auctionAppForFile(times: { start?: Date; end?: Date } = {}) {
  const start = times.start ?? new Date("2026-12-01T08:00:00Z");
  const end = times.end ?? new Date("2026-12-01T12:00:00Z");
  const clock = fakeClock(start);
  let app: TestApp | undefined;
  let auctions: ReturnType<typeof auctionsOn> | undefined;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    auctions = auctionsOn(app, clock.now);
  });
  afterAll(() => app?.close());
  return { t: standIn(() => app), a: standIn(() => auctions), clock, start, end };
}

/** An object that reads every property from what `current` gives at the time (methods bound to it). */
function standIn<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error("the auction app starts in the file's beforeAll: use it inside a test");
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

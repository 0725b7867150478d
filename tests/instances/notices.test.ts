import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Notice, type Notices, pgNotices } from "#server/db/notices.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";

/**
 * The notices that make every instance forget what it kept (decision 0044), between two "instances" (two
 * notice carriers, each with its own pool and listening connection) on one PostgreSQL database.
 */
const server = process.env.TEST_DATABASE_URL;
const log = pino({ level: "silent" });

describe.skipIf(!server)("forgetting notices over LISTEN/NOTIFY", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let otherPool: pg.Pool;
  let sender: Notices;
  let receiver: Notices;
  const heard: (Notice | undefined)[] = [];
  /** What the sender's own subscriber heard. */
  const heardBySender: Notice[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    otherPool = new pg.Pool({ connectionString: database.url });
    sender = await pgNotices({ pool: database.postgres!.pool, url: database.url!, log });
    receiver = await pgNotices({ pool: otherPool, url: database.url!, log, backoffMs: [50, 200] });
    for (const area of ["answers", "constants", "sessions"] as const) receiver.subscribe(area, (notice) => heard.push(notice));
    sender.subscribe("answers", (notice) => heardBySender.push(notice!));
  });

  afterAll(async () => {
    await sender?.close();
    await receiver?.close();
    await otherPool?.end();
    await database?.close();
  });

  const until = async (what: () => boolean, ms = 3_000) => {
    const deadline = Date.now() + ms;
    while (!what()) {
      if (Date.now() > deadline) throw new Error("not in time");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it("carries each notice to the other instance, with what to forget, and to the sender's own subscribers once, at once", async () => {
    heard.length = 0;
    sender.publish({ area: "sessions", user: "u1" });
    sender.publish({ area: "answers" });
    // This instance's subscribers hear it before publish returns (a sweeper's forget reaches its own kept pages).
    expect(heardBySender).toEqual([{ area: "answers" }]);
    await until(() => heard.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ area: "sessions", user: "u1" }, { area: "answers" }]);
    // Not a second time when its own NOTIFY comes back on its listening connection.
    expect(heardBySender).toEqual([{ area: "answers" }]);
  });

  it("a lost listening connection forgets everything, reconnects, and hears again", async () => {
    heard.length = 0;
    // The database ends the receiver's listening connection (a restart, a failover, a proxy's idle cut).
    await database.postgres!.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN forget_kept' AND pid <> pg_backend_pid()");
    // Every area is told "forget everything" (undefined) at the loss, and again once the connection is back.
    await until(() => heard.filter((n) => n === undefined).length >= 6);
    heard.length = 0;
    sender.publish({ area: "constants" });
    await until(() => heard.some((n) => n?.area === "constants"));
  });
});

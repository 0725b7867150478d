import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { searchCounts } from "#server/db/schema.ts";
import { createDailyRound } from "#server/lib/daily-round.ts";
import { dropOldSearchCounts } from "#server/modules/dashboard/index.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

// The searched patterns' retention (issue 28's dashboard, decision 0059): the last SEARCH_COUNTS_KEEP_DAYS UAE
// days are kept, older days are dropped by the daily round, and the setting is checked at start.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const days = async () => (await database.db.select({ day: searchCounts.day }).from(searchCounts).orderBy(searchCounts.day)).map((r) => r.day);

describe("search counts' retention", () => {
  it("keeps the last N UAE days, today included, and drops older ones in the daily round", async () => {
    // 2026-11-26 22:30 UTC is 2026-11-27 in the UAE: the days count from the UAE's today.
    const now = new Date("2026-11-26T22:30:00Z");
    const row = (day: string) => ({ day, kind: "du" as const, mode: "contains", pattern: "777", count: 3 });
    await database.db.insert(searchCounts).values(["2026-08-28", "2026-08-29", "2026-08-30", "2026-11-27"].map(row));
    // 90 days kept: 2026-08-30 .. 2026-11-27.
    expect(await dropOldSearchCounts(database.db, 90, now)).toBe(2);
    expect(await days()).toEqual(["2026-08-30", "2026-11-27"]);
    expect(await dropOldSearchCounts(database.db, 90, now)).toBe(0);

    const round = createDailyRound({ searchCounts: () => dropOldSearchCounts(database.db, 1, now) }, pino({ level: "silent" }));
    await round.round();
    expect(await days()).toEqual(["2026-11-27"]);
  });

  it("reads the setting, and refuses a nonsense one at start", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/x" }).searchCountsKeepDays).toBe(400);
    expect(loadConfig({ DATA_DIR: "/tmp/x", SEARCH_COUNTS_KEEP_DAYS: "30" }).searchCountsKeepDays).toBe(30);
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", SEARCH_COUNTS_KEEP_DAYS: "0" })).toThrow(/SEARCH_COUNTS_KEEP_DAYS/);
  });
});

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "#server/http/api-errors.ts";
import { createRateLimits } from "#server/modules/accounts/rate-limits.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";

/**
 * The abuse limits of two instances (each its own pool) on one PostgreSQL database count together, whatever the
 * key's length (decision 0055: a key too long for the table's key column used to be counted in each instance's
 * memory). PostgreSQL only: on the embedded database there is one instance.
 */
const server = process.env.TEST_DATABASE_URL;

describe.skipIf(!server)("abuse limits shared by two instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let otherPool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    otherPool = new pg.Pool({ connectionString: database.url });
  });

  afterAll(async () => {
    await otherPool?.end();
    await database?.close();
  });

  const refused = (attempt: Promise<void>) =>
    attempt.then(
      () => false,
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 429) return true;
        throw error;
      },
    );

  for (const [label, key] of [
    ["an e-mail address of 254 characters (the longest allowed)", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`],
    ["a key of 1,000 characters", `k${"x".repeat(999)}`],
  ] as const) {
    it(`${label}: four attempts spread over both instances use up a limit of four, on both`, async () => {
      const rule = { signInAccount: { points: 4, duration: 60 } };
      const instances = [createRateLimits(rule, database.postgres!.pool), createRateLimits(rule, otherPool)];
      for (let i = 0; i < 4; i++) expect(await refused(instances[i % 2]!.consume(["signInAccount", key]))).toBe(false);
      expect(await refused(instances[0]!.consume(["signInAccount", key]))).toBe(true);
      expect(await refused(instances[1]!.consume(["signInAccount", key]))).toBe(true);
      // Counted in the table (not in each instance's memory), under a key the column holds.
      const rows = await database.db.execute(sql`SELECT key, points FROM rate_limits WHERE key LIKE 'signInAccount:%'`);
      const counted = (rows as unknown as { rows: { key: string; points: number }[] }).rows;
      expect(counted.some((row) => row.points >= 4 && row.key.length <= 255)).toBe(true);
      await instances[0]!.reset("signInAccount", key);
      expect(await refused(instances[1]!.consume(["signInAccount", key]))).toBe(false);
      await database.db.execute(sql`DELETE FROM rate_limits`);
    });
  }

  it("a short key is stored as it is (lower case), so the table stays readable", async () => {
    const limits = createRateLimits({ signInAccount: { points: 4, duration: 60 } }, database.postgres!.pool);
    await limits.consume(["signInAccount", "Someone@Example.com"]);
    const rows = await database.db.execute(sql`SELECT key FROM rate_limits`);
    expect((rows as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual(["signInAccount:someone@example.com"]);
  });
});

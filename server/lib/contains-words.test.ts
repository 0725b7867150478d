import { asc, sql } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { containsWords } from "./contains-words.ts";

// The admin search box's condition, on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
const probe = pgTable("contains_words_probe", { id: serial("id").primaryKey(), name: text("name").notNull(), email: text("email").notNull() });

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE contains_words_probe (id serial PRIMARY KEY, name text NOT NULL, email text NOT NULL)`);
  await database.db.insert(probe).values([
    { name: "Sara Ahmed", email: "sara@example.com" },
    { name: "50% off", email: "deals@example.com" },
    { name: "5000 plates", email: "a_b@example.com" },
    { name: "Back\\slash", email: "other@example.com" },
    { name: "Axb", email: "axb@example.com" },
  ]);
});
afterAll(() => database.close());

const names = async (typed: string | undefined) =>
  (await database.db.select({ name: probe.name }).from(probe).where(containsWords(typed, [probe.name, probe.email])).orderBy(asc(probe.id))).map((r) => r.name);

describe("containsWords", () => {
  it("finds the rows where any column contains the words, ignoring case", async () => {
    expect(await names("AHMED")).toEqual(["Sara Ahmed"]);
    expect(await names("deals@")).toEqual(["50% off"]);
  });

  it("matches LIKE's wildcards literally: % and _ and \\ are what staff typed", async () => {
    expect(await names("50%")).toEqual(["50% off"]);
    expect(await names("a_b")).toEqual(["5000 plates"]);
    expect(await names("k\\s")).toEqual(["Back\\slash"]);
  });

  it("adds no condition for nothing typed, or only spaces", async () => {
    expect(containsWords(undefined, [probe.name])).toBeUndefined();
    expect(containsWords("   ", [probe.name])).toBeUndefined();
    expect(await names(" sara ")).toEqual(["Sara Ahmed"]);
  });
});

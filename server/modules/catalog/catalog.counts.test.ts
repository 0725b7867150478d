import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plateFilters } from "#core/validation/catalog.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { COUNT_LIMIT } from "./catalog.service.ts";
import { plates } from "./catalog.schema.ts";
import { seedCatalog } from "./catalog.seed.ts";
import { featureColumns } from "./item-features.ts";

// Totals: exact up to COUNT_LIMIT matches, above it an estimate from a sample of the table's blocks.
let t: TestApp;
const EXTRA = 12_000; // enough rows for the table to outgrow the sample (about 100 blocks)

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedCatalog(t.database.db, t.services);
  const rows = Array.from({ length: EXTRA }, (_, i) => ({
    emirateCode: "AJ",
    code: "ZZ", // a code the demo items never use
    plateType: "private",
    number: i + 1,
    price: 100_000n + BigInt(i),
    ...featureColumns("plate", String(i + 1)),
  }));
  for (let i = 0; i < rows.length; i += 2_000) await t.database.db.insert(plates).values(rows.slice(i, i + 2_000));
  await t.database.db.execute(sql`analyze plates`);
  t.services.catalog.forgetAnswers();
}, 120_000);
afterAll(() => t.close());

describe("result totals", () => {
  it("counts exactly when few items match", async () => {
    const exact = await t.database.db.$count(plates, sql`active and emirate_code = 'AJ' and code = 'ZZ' and digit_count = 2`);
    const result = await t.services.catalog.searchPlates(plateFilters.parse({ emirate: "AJ", code: "ZZ", digits: 2 }));
    expect(exact).toBe(90);
    expect(result.totalExact).toBe(true);
    expect(result.total).toBe(exact);
  });

  it("estimates a broad search, near the true count, rounded, and never below the cap", async () => {
    const result = await t.services.catalog.searchPlates(plateFilters.parse({ emirate: "AJ" }));
    const exact = await t.database.db.$count(plates, sql`active and emirate_code = 'AJ'`);
    expect(exact).toBeGreaterThan(COUNT_LIMIT);
    expect(result.totalExact).toBe(false);
    expect(result.total).toBeGreaterThan(COUNT_LIMIT);
    expect(result.total).toBeGreaterThan(exact * 0.7);
    expect(result.total).toBeLessThan(exact * 1.3);
    // Two significant digits.
    expect(String(result.total).replace(/0+$/, "").length).toBeLessThanOrEqual(2);
    expect(result.items).toHaveLength(24);
    expect(result.pages).toBe(Math.ceil(result.total / 24));
  });
});

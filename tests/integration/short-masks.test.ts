import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patternCanMatch } from "#core/catalog/search-pattern.ts";
import { numberFilters, plateFilters } from "#core/validation/catalog.ts";
import { productFilters } from "#core/validation/products.ts";
import type { Db } from "#server/db/client.ts";
import { createCatalogService } from "#server/modules/catalog/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";

// Issue 31 (decision 0070): a pattern no item of a kind can match by its length (a plate's mask "x7x7" on the
// numbers, where every number has 10 digits) is accepted and answers none without reading the table: one rule
// (`patternCanMatch`) that the listings and the Products search share.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
}, 120_000);
afterAll(() => t.close());

/** The real database, counting the statements a catalogue service sends it. */
function counted(db: Db): { db: Db; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if ((name === "select" || name === "execute" || name === "$count") && typeof value === "function") {
        return (...args: unknown[]) => {
          reads++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, reads: () => reads };
}

describe("a pattern too short or too long for a kind", () => {
  it("is one rule: a number mask has 10 digits, a plate pattern at most 5, any other pattern at most the kind's digits", () => {
    expect(patternCanMatch("number", { mode: "mask", pattern: "x7x7" })).toBe(false);
    expect(patternCanMatch("number", { mode: "mask", pattern: "05xxxx7777" })).toBe(true);
    expect(patternCanMatch("number", { mode: "contains", pattern: "7777" })).toBe(true);
    expect(patternCanMatch("number", { mode: "contains", pattern: "05012345678" })).toBe(false);
    expect(patternCanMatch("plate", { mode: "mask", pattern: "x7x7" })).toBe(true);
    expect(patternCanMatch("plate", { mode: "ends", pattern: "123456" })).toBe(false);
    expect(patternCanMatch("plate", {})).toBe(true);
  });

  it("answers none on the numbers listing without reading the numbers; a 10-digit mask still reads them", async () => {
    const { db, reads } = counted(t.database.db);
    const catalog = createCatalogService(db);
    const short = await catalog.searchNumbers(numberFilters.parse({ mode: "mask", pattern: "x7x7" }));
    expect(short).toMatchObject({ items: [], total: 0, totalExact: true, pages: 1 });
    expect(reads()).toBe(0);
    await catalog.searchNumbers(numberFilters.parse({ mode: "mask", pattern: "05xxxx7777" }));
    expect(reads()).toBeGreaterThan(0);
    // The Products search asks the same rule: a du-only short mask reads nothing either.
    const before = reads();
    expect((await catalog.searchProducts(productFilters.parse({ kind: "du", pattern: "x7x7" }))).items).toEqual([]);
    expect(reads()).toBe(before);
    // The plates still answer a plate's mask.
    expect((await catalog.searchPlates(plateFilters.parse({ mode: "mask", pattern: "x7x" }))).total).toBeGreaterThanOrEqual(0);
    expect(reads()).toBeGreaterThan(before);
  });

  it("is accepted on the pages and the API in both languages: no error, no item", async () => {
    const ar = await t.app.inject({ url: "/numbers?mode=mask&pattern=x7x7", headers: browser });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain("لا توجد نتائج");
    expect(ar.body).not.toContain('href="/buy/numbers/');
    const en = await t.app.inject({ url: "/en/numbers/du?mode=mask&pattern=٧x٧x", headers: browser });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain("0 results");
    const api = await t.app.inject("/api/numbers?mask=x7x7");
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

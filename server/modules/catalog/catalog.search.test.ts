import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PatternQuery, matchesPattern } from "#core/catalog/search-pattern.ts";
import { sorts } from "#core/catalog/listing-options.ts";
import { numberFilters, plateFilters } from "#core/validation/catalog.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { demoNumber, demoPlate, random } from "./demo-items.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import { seedCatalog } from "./catalog.seed.ts";
import { createCatalogService } from "./catalog.service.ts";
import { featureColumns } from "./item-features.ts";

// The database search must return exactly the items a brute-force filter over all items returns.
let t: TestApp;
let plateDigits: { id: number; digits: string }[];
let numberDigits: { id: number; digits: string }[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedCatalog(t.database.db, t.services); // reference data and 450 + 450 demo items
  const r = random(7);
  for (let i = 0; i < 150; i++) {
    const p = demoPlate(r);
    await t.services.catalog.createPlate({ ...p, price: 100_000n }).catch(() => undefined);
    const n = demoNumber(r);
    await t.services.catalog.createNumber({ ...n, price: 100_000n }).catch(() => undefined);
  }
  const all = async (kind: "plates" | "numbers") => {
    const rows: { id: number; digits: string }[] = [];
    for (let page = 1; ; page++) {
      const result = kind === "plates" ? await t.services.catalog.searchPlates(plateFilters.parse({ page })) : await t.services.catalog.searchNumbers(numberFilters.parse({ page }));
      rows.push(...result.items.map((i) => ({ id: i.id, digits: i.digits })));
      if (page >= result.pages) return rows;
    }
  };
  plateDigits = await all("plates");
  numberDigits = await all("numbers");
}, 120_000);
afterAll(() => t.close());

async function searchIds(kind: "plate" | "number", q: PatternQuery): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const query = { mode: q.mode, pattern: q.value, page };
    const result = kind === "plate" ? await t.services.catalog.searchPlates(plateFilters.parse(query)) : await t.services.catalog.searchNumbers(numberFilters.parse(query));
    ids.push(...result.items.map((i) => i.id));
    if (page >= result.pages) return ids.sort((a, b) => a - b);
  }
}

const digitString = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const maskString = (length: number) => fc.stringMatching(new RegExp(`^[0-9x]{${length}}$`));

describe("pattern search matches brute force", () => {
  it("for plates: contains, starts, ends, mask", async () => {
    const query = fc.oneof(
      fc.record({ mode: fc.constant("contains" as const), value: digitString(1, 5) }),
      fc.record({ mode: fc.constant("starts" as const), value: digitString(1, 5) }),
      fc.record({ mode: fc.constant("ends" as const), value: digitString(1, 5) }),
      fc.integer({ min: 1, max: 5 }).chain((n) => fc.record({ mode: fc.constant("mask" as const), value: maskString(n) })),
      // Values drawn from real plates, so matches are common, not only empty sets.
      fc.constantFrom(...plateDigits.slice(0, 60).map((p) => p.digits)).chain((d) => fc.record({ mode: fc.constantFrom("contains" as const, "starts" as const, "ends" as const), value: fc.constant(d.slice(0, 2)) })),
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const expected = plateDigits.filter((p) => matchesPattern(p.digits, q)).map((p) => p.id).sort((a, b) => a - b);
        expect(await searchIds("plate", q)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("for numbers: contains, starts, ends, mask", async () => {
    const query = fc.oneof(
      fc.record({ mode: fc.constant("contains" as const), value: digitString(1, 7) }),
      fc.record({ mode: fc.constant("starts" as const), value: fc.constantFrom("05", "050", "055", "0521", "0") }),
      fc.record({ mode: fc.constant("ends" as const), value: digitString(1, 4) }),
      fc.record({ mode: fc.constant("mask" as const), value: fc.tuple(fc.constantFrom("05x", "055", "05"), maskString(7)).map(([a, b]) => (a + b).slice(0, 10)) }),
      fc.constantFrom(...numberDigits.slice(0, 60).map((p) => p.digits)).chain((d) => fc.record({ mode: fc.constant("contains" as const), value: fc.constant(d.slice(-3)) })),
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const expected = numberDigits.filter((p) => matchesPattern(p.digits, q)).map((p) => p.id).sort((a, b) => a - b);
        expect(await searchIds("number", q)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe("pages in the listing's order", () => {
  type Row = { id: number; price: bigint; digitCount: number; createdAt: Date };
  // The listing's order, written out: what every page of a search must follow. Ties in price: the older item
  // first when cheapest first, the newer one when dearest first.
  const compare: Record<(typeof sorts)[number], (a: Row, b: Row) => number> = {
    newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    price_asc: (a, b) => (a.price === b.price ? a.id - b.id : a.price < b.price ? -1 : 1),
    price_desc: (a, b) => (a.price === b.price ? b.id - a.id : a.price > b.price ? -1 : 1),
    digits: (a, b) => a.digitCount - b.digitCount || (a.price === b.price ? b.id - a.id : a.price > b.price ? -1 : 1),
  };

  // A search takes one of two ways to its page (pageFromAllMatches); both must give the same pages. Numbers by
  // digit count are sorted by price in SQL (they all have 7 digits): the same order, as the brute force checks.
  it.each(["all matches", "listing order"] as const)("with pages from %s, for every sort and page", async (pageFrom) => {
    const catalog = createCatalogService(t.database.db, { pageFrom });
    const [allPlates, allNumbers] = await Promise.all([t.database.db.select().from(plates), t.database.db.select().from(mobileNumbers)]);
    const cases = [
      { kind: "plate" as const, rows: allPlates, patterns: [undefined, "1", "12"] },
      { kind: "number" as const, rows: allNumbers, patterns: [undefined, "05", "055"] },
    ];
    for (const { kind, rows, patterns } of cases) {
      for (const pattern of patterns) {
        for (const sort of sorts) {
          const expected = rows.filter((r) => r.active && (!pattern || r.digits.startsWith(pattern))).sort(compare[sort]).map((r) => r.id);
          const got: number[] = [];
          for (let page = 1; ; page++) {
            const query = { mode: "starts", pattern, sort, page };
            const result = kind === "plate" ? await catalog.searchPlates(plateFilters.parse(query)) : await catalog.searchNumbers(numberFilters.parse(query));
            got.push(...result.items.map((r) => r.id));
            if (page >= result.pages) break;
          }
          expect(got, `${kind} starts ${pattern}, ${sort}`).toEqual(expected);
        }
      }
    }
  });

  // Three of one digit has its own partial index per digit (catalog.schema.ts): the pages must be the same.
  it("for numbers containing three of one digit, on their own index", async () => {
    const catalog = createCatalogService(t.database.db);
    const all = await t.database.db.select().from(mobileNumbers);
    const triples = ["000", "555", "777"].filter((triple) => all.some((r) => r.active && r.digits.includes(triple)));
    expect(triples.length).toBeGreaterThan(0);
    for (const triple of triples) {
      for (const sort of sorts) {
        const expected = all.filter((r) => r.active && r.digits.includes(triple)).sort(compare[sort]).map((r) => r.id);
        const got: number[] = [];
        for (let page = 1; ; page++) {
          const result = await catalog.searchNumbers(numberFilters.parse({ mode: "contains", pattern: triple, sort, page }));
          got.push(...result.items.map((r) => r.id));
          if (page >= result.pages) break;
        }
        expect(got, `numbers containing ${triple}, ${sort}`).toEqual(expected);
      }
    }
  });
});

describe("catalog API", () => {
  it("answers a search gzipped or plain, the same JSON either way, and the same again while it is kept", async () => {
    const url = "/api/numbers?contains=77&sort=price_asc";
    const plain = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
    const gzipped = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    const again = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString("utf8"));
    expect(body).toEqual(plain.json());
    expect(zlib.gunzipSync(again.rawPayload).toString("utf8")).toBe(plain.body);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data as { number: string }[]) expect(item.number).toContain("77");
  });

  it("filters and sorts plates", async () => {
    const res = await t.app.inject("/api/plates?emirate=DU&digits=3&sort=price_asc");
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { emirate: string; pattern: { digit_count: number }; price: number }[]; meta: { total: number } };
    expect(body.data.length).toBeGreaterThan(0);
    for (const p of body.data) expect(p).toMatchObject({ emirate: "DU", pattern: { digit_count: 3 } });
    const prices = body.data.map((p) => p.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it("accepts ?contains=777 as shorthand for mode and pattern", async () => {
    const short = (await t.app.inject("/api/numbers?contains=777")).json() as { meta: { total: number } };
    const long = (await t.app.inject("/api/numbers?mode=contains&pattern=777")).json() as { meta: { total: number } };
    expect(short.meta.total).toBe(long.meta.total);
    expect(short.meta.total).toBeGreaterThan(0);
    const ends = (await t.app.inject("/api/plates?ends=0")).json() as { data: { number: number }[] };
    for (const p of ends.data) expect(String(p.number).endsWith("0")).toBe(true);
  });

  it("answers bad filters with 400 and translated field errors, never 500", async () => {
    const cases: [string, string, string][] = [
      ["/api/plates?digits=6&lang=en", "digits", "The number of digits must be between 1 and 5."],
      ["/api/plates?number=100000&lang=en", "number", "The plate number must be between 1 and 99999."],
      ["/api/plates?number=0&lang=en", "number", "The plate number must be between 1 and 99999."],
      ["/api/plates?pattern=12a&lang=en", "pattern", "Use digits only (and x for any digit in a mask)."],
      ["/api/plates?pattern=123456&lang=en", "pattern", "Use digits only (and x for any digit in a mask)."],
      ["/api/numbers?pattern=050123456789&lang=en", "pattern", "Use digits only (and x for any digit in a mask)."],
      ["/api/numbers?operator=virgin&lang=en", "operator", "Please choose du or Etisalat."],
      ["/api/plates?price_min=500&price_max=100&lang=en", "price_max", "The maximum price must not be below the minimum."],
      ["/api/plates?price_min=-5&lang=en", "price_min", "Please enter a price in whole dirhams."],
      ["/api/plates?sort=random&lang=en", "sort", "Please choose a sort order from the list."],
    ];
    for (const [url, field, message] of cases) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[field], url).toBe(message);
    }
    expect((await t.app.inject("/api/plates?emirate=%00%27")).statusCode).toBe(400);
  });

  it("shows one item with its fee breakdown, and 404s missing ones", async () => {
    const list = (await t.app.inject("/api/plates")).json() as { data: { id: number }[] };
    const res = await t.app.inject(`/api/plates/${list.data[0]!.id}`);
    expect(res.statusCode).toBe(200);
    const fees = res.json().data.fees as { total: string; price: string; discount: string; admin_fee: string; vat: string; transfer_fee: string };
    expect(BigInt(fees.total)).toBe(BigInt(fees.price) - BigInt(fees.discount) + BigInt(fees.admin_fee) + BigInt(fees.vat) + BigInt(fees.transfer_fee));
    const missing = await t.app.inject("/api/plates/99999999?lang=en");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Item is not found.");
    expect((await t.app.inject("/api/numbers/abc")).statusCode).toBe(400);
  });

  it("lists emirates with their codes and the packages", async () => {
    const emirates = (await t.app.inject("/api/emirates")).json().data as { code: string; plate_codes: string[] }[];
    expect(emirates.map((e) => e.code)).toEqual(["DU", "AZ", "SH", "AJ", "UQ", "RK", "FU"]);
    expect(emirates[0]!.plate_codes).toContain("AA");
    expect((await t.app.inject("/api/packages")).json().data.length).toBeGreaterThan(0);
  });

  it("never returns inactive items, and refuses duplicates", async () => {
    const hidden = await t.services.catalog.createPlate({ emirateCode: "FU", code: "Z", plateType: "private", number: 90909, price: 100n, active: false });
    expect((await t.app.inject(`/api/plates/${hidden.id}`)).statusCode).toBe(404);
    expect((await t.services.catalog.searchPlates(plateFilters.parse({ number: 90909, emirate: "FU" }))).items).toEqual([]);
    await expect(t.services.catalog.createPlate({ emirateCode: "FU", code: "Z", plateType: "private", number: 90909, price: 100n })).rejects.toThrow();
  });
});

describe("kept answers and similar items", () => {
  it("keeps a search's answer until the next write through the service", async () => {
    const { db } = t.database;
    const filters = plateFilters.parse({ emirate: "RK", number: 4321 });
    expect((await t.services.catalog.searchPlates(filters)).items).toEqual([]);
    // Written behind the service's back (as another process would): the kept answer still stands.
    const [outside] = await db.insert(plates).values({ emirateCode: "RK", code: "A", plateType: "private", number: 4321, price: 5_000_000n, ...featureColumns("plate", "4321") }).returning();
    expect((await t.services.catalog.searchPlates(filters)).items).toEqual([]);
    // Any write through the service makes every search fresh again.
    await t.services.catalog.createPlate({ emirateCode: "RK", code: "B", plateType: "private", number: 4321, price: 6_000_000n });
    expect((await t.services.catalog.searchPlates(filters)).items.map((p) => p.code).sort()).toEqual(["A", "B"]);
    await db.delete(plates).where(eq(plates.id, outside!.id));
    t.services.catalog.forgetAnswers();
    expect((await t.services.catalog.searchPlates(filters)).items.map((p) => p.code)).toEqual(["B"]);
  });

  it("finds the similar plates and numbers a full sort by price distance finds", async () => {
    const { db } = t.database;
    const [allPlates, allNumbers] = await Promise.all([db.select().from(plates), db.select().from(mobileNumbers)]);
    const nearest = <T extends { id: number; price: bigint }>(pool: T[], price: bigint) =>
      [...pool]
        .sort((a, b) => {
          const da = a.price > price ? a.price - price : price - a.price;
          const dbb = b.price > price ? b.price - price : price - b.price;
          return da === dbb ? a.id - b.id : da < dbb ? -1 : 1;
        })
        .slice(0, 4)
        .map((i) => i.id);
    for (const plate of allPlates.filter((p) => p.active).slice(0, 60)) {
      const pool = allPlates.filter((p) => p.active && !p.sold && p.id !== plate.id && p.emirateCode === plate.emirateCode && p.digitCount === plate.digitCount);
      expect((await t.services.catalog.similarPlates(plate)).map((p) => p.id), `plate ${plate.id}`).toEqual(nearest(pool, plate.price));
    }
    for (const n of allNumbers.filter((x) => x.active).slice(0, 60)) {
      const pool = allNumbers.filter((x) => x.active && !x.sold && x.id !== n.id && x.operator === n.operator && x.tier === n.tier);
      expect((await t.services.catalog.similarNumbers(n)).map((x) => x.id), `number ${n.id}`).toEqual(nearest(pool, n.price));
    }
  });
});

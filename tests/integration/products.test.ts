import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sorts } from "#core/catalog/listing-options.ts";
import { numberFilters, plateFilters } from "#core/validation/catalog.ts";
import { productFilters } from "#core/validation/products.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser, shown } from "../helpers/page-requests.ts";

// Issue 31 items 0 and 1: the Products search (service, page, JSON API, OpenAPI, sitemap, metadata, navigation)
// and the listings' filter sheet with its chips, on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL)
// and the production build.
let t: TestApp;
let ours: { plate: number; du: number; etisalat: number };
beforeAll(async () => {
  t = await createTestApp({ pages: true });
  const { catalog } = t.services;
  // Digits no demo item is likely to hold together, so "contains 98989" picks out these three (and perhaps a few demo ones).
  const plate = await catalog.createPlate({ plateType: "private", emirateCode: "DU", code: "A", number: 98989, price: 5_000_000n });
  const du = await catalog.createNumber({ operator: "du", number: "0559898989", price: 4_000_000n });
  const etisalat = await catalog.createNumber({ operator: "etisalat", number: "0509898989", price: 6_000_000n });
  ours = { plate: plate.id, du: du.id, etisalat: etisalat.id };
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: browser });
const every = async <T>(page: (n: number) => Promise<{ items: T[]; pages: number }>) => {
  const all: T[] = [];
  for (let n = 1; ; n++) {
    const result = await page(n);
    all.push(...result.items);
    if (n >= result.pages) return all;
  }
};

describe("the Products search (service)", () => {
  it("finds with one pattern exactly what the plate and number listings find, merged in each sort's order", async () => {
    const { catalog } = t.services;
    for (const query of [{ pattern: "777" }, { pattern: "98989" }, { mode: "ends", pattern: "00" }, { mode: "mask", pattern: "x7x" }, { mode: "mask", pattern: "05xxxx7777" }]) {
      for (const sort of sorts) {
        // A pattern longer than a plate's 5 digits is no plate search at all: the plate listing refuses it, Products finds none.
        const plateQuery = plateFilters.safeParse({ ...query, sort });
        const listed = [
          ...(plateQuery.success ? await every((page) => catalog.searchPlates(plateFilters.parse({ ...query, sort, page }))) : []).map((p) => `plate ${p.id}`),
          ...(await every((page) => catalog.searchNumbers(numberFilters.parse({ ...query, sort, page })))).map((n) => `number ${n.id}`),
        ];
        const found = await every((page) => catalog.searchProducts(productFilters.parse({ ...query, sort, page })));
        expect(found.map((p) => `${p.kind} ${p.item.id}`).sort(), `${JSON.stringify(query)} ${sort}`).toEqual(listed.sort());
        const key = (p: (typeof found)[number]) => (sort === "price_asc" ? p.item.price : sort === "price_desc" ? -p.item.price : sort === "digits" ? BigInt(p.item.digitCount) : -BigInt(p.item.createdAt.getTime()));
        for (let i = 1; i < found.length; i++) expect(key(found[i - 1]!) <= key(found[i]!), `${JSON.stringify(query)} ${sort} at ${i}`).toBe(true);
      }
    }
    // "777" finds both kinds at once in the demo shop; a typed x means a mask without choosing the mode.
    const both = await catalog.searchProducts(productFilters.parse({ pattern: "777" }));
    expect(new Set(both.items.map((p) => p.kind))).toEqual(new Set(["plate", "number"]));
    expect(productFilters.parse({ pattern: "05x7777xxx" }).mode).toBe("mask");
  });

  it("takes the kind as a filter, and shows a new item at once (its kept answers forgotten)", async () => {
    const { catalog } = t.services;
    const ids = async (query: object) => (await catalog.searchProducts(productFilters.parse({ pattern: "98989", ...query }))).items.map((p) => `${p.kind} ${p.item.id}`);
    expect(await ids({})).toEqual(expect.arrayContaining([`plate ${ours.plate}`, `number ${ours.du}`, `number ${ours.etisalat}`]));
    expect((await ids({ kind: "plate" })).every((id) => id.startsWith("plate"))).toBe(true);
    expect(await ids({ kind: "du" })).toContain(`number ${ours.du}`);
    expect(await ids({ kind: "du" })).not.toContain(`number ${ours.etisalat}`);
    expect(await ids({ kind: "etisalat" })).toEqual(expect.arrayContaining([`number ${ours.etisalat}`]));
    const added = await catalog.createNumber({ operator: "du", number: "0589898989", price: 1_000_000n });
    expect(await ids({})).toContain(`number ${added.id}`);
  });
});

describe("/products and /api/products", () => {
  it("shows plates and numbers of one query in both languages, with its metadata, kind links and chips", async () => {
    const en = await get("/en/products?pattern=98989&sort=price_desc");
    expect(en.statusCode).toBe(200);
    const body = shown(en.body);
    expect(body).toContain(`href="/en/buy/plates/${ours.plate}"`);
    expect(body).toContain(`href="/en/buy/numbers/${ours.du}"`);
    expect(body).toContain(`href="/en/buy/numbers/${ours.etisalat}"`);
    expect(body).toMatch(/<title>All Products – Search Plates and Special Numbers Together \| [^<]+<\/title>/);
    expect(body).toContain('<link rel="canonical" href="https://shop.test/en/products"/>');
    // The kind links keep the query; the pattern's chip drops it (and its mode).
    expect(body).toContain('href="/en/products?pattern=98989&amp;sort=price_desc&amp;kind=plate"');
    expect(body).toContain('aria-label="Remove the filter Contains: 98989" href="/en/products?sort=price_desc"');
    const ar = await get("/products?pattern=98989");
    expect(ar.statusCode).toBe(200);
    expect(shown(ar.body)).toContain(`href="/buy/numbers/${ours.du}"`);
    expect(shown(ar.body)).toContain("كل المنتجات – ابحث في اللوحات والأرقام المميزة معًا");
    expect(shown(ar.body)).toContain("ابحث في اللوحات والأرقام");
  });

  it("refuses bad input with the translated message, never a 5xx", async () => {
    const en = await get("/en/products?kind=bus&page=21&pattern=abc");
    expect(en.statusCode).toBe(400);
    expect(en.body).toContain("Please choose plates, du numbers or Etisalat numbers.");
    expect(en.body).toContain("Only the first 20 pages are shown");
    expect(en.body).toContain("Use digits only");
    const ar = await get("/products?price_min=900&price_max=100");
    expect(ar.statusCode).toBe(400);
    expect(ar.body).toContain("يجب ألا يقل السعر الأعلى عن السعر الأدنى.");
    for (const query of ["kind=plate&kind=du", "page=0", "pattern=%00", "mode=regex", "pattern=" + "7".repeat(200)]) {
      expect((await t.app.inject({ url: `/api/products?${query}` })).statusCode, query).toBe(400);
    }
  });

  it("answers the same search as JSON, documented in the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/api/products?contains=98989&kind=du" });
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: { kind: string; id: number; operator?: string }[]; meta: { total: number; total_exact: boolean } };
    expect(data).toContainEqual(expect.objectContaining({ kind: "number", id: ours.du, operator: "du" }));
    expect(data.every((p) => p.kind === "number" && p.operator === "du")).toBe(true);
    expect(meta.total_exact).toBe(true);
    const both = (await t.app.inject({ url: "/api/products?pattern=98989" })).json() as { data: { kind: string; id: number }[] };
    expect(both.data).toContainEqual(expect.objectContaining({ kind: "plate", id: ours.plate }));
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    const params = doc.paths["/api/products"]?.get?.parameters?.map((p) => p.name) ?? [];
    expect(params).toEqual(expect.arrayContaining(["pattern", "mode", "kind", "sort", "page", "price_min", "price_max", "hot"]));
  });

  it("is in the sitemap, the Products menu and the footer, with the Ads List and Sell with us", async () => {
    expect((await t.app.inject({ url: "/sitemap.xml" })).body).toContain("<loc>https://shop.test/en/products</loc>");
    const home = shown((await get("/en")).body);
    expect(home).toContain('href="/en/products"');
    expect(home).toContain('href="/en/ads"');
    expect(home).toContain('href="/en/sell_with_us"');
  });
});

describe("the listings on a phone (the filter sheet)", () => {
  it("puts every field but the search box behind Filters, and shows the applied filters as chips that drop one", async () => {
    const res = await get("/en/plates?emirate=DU&hot=1&page=2");
    const body = shown(res.body);
    expect(body).toMatch(/<details class="filter-sheet[^"]*"><summary[^>]*>Filters/);
    // The search box is outside the sheet and belongs to its form by id.
    const formId = /<form id="([^"]+)"/.exec(body)![1]!;
    expect(body).toMatch(new RegExp(`<input [^>]*form="${formId}" type="search"[^>]*name="pattern"`));
    expect(body.indexOf('name="pattern"')).toBeLessThan(body.indexOf("<details"));
    expect(body.indexOf('name="emirate"')).toBeGreaterThan(body.indexOf("<details"));
    expect(body).toContain('aria-label="Remove the filter Dubai" href="/en/plates?hot=1"');
    expect(body).toContain('aria-label="Remove the filter Hot deals only" href="/en/plates?emirate=DU"');
    // A refused field inside the sheet opens it, so its message is seen.
    expect(shown((await get("/en/numbers/du?price_min=abc")).body)).toMatch(/<details class="filter-sheet[^"]*" open="">/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plateComparableKey } from "#core/catalog/estimate.ts";
import { formatAed } from "#core/money.ts";
import { plateCodes } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Issue 31 item 3: a buy page's price history (the rows the admin keeps) as a server-drawn chart with a table,
// and "similar items sold" from the estimate's own comparables; the same through the JSON API.

let t: TestApp;
let target: number;
const sold: number[] = [];
let otherClass: number;
let otherEmirate: number;

const aed = (n: number) => BigInt(n) * 100n;
const plate = (emirateCode: string, number: number, price: number) =>
  t.services.plates.create(systemStaff, { emirateCode, code: "QZ", plateType: "private", number, price: aed(price), active: true, featured: false });

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  // A code of our own: the demo plates cannot clash with these.
  await t.database.db.insert(plateCodes).values([
    { emirateCode: "FU", code: "QZ" },
    { emirateCode: "DU", code: "QZ" },
  ]);
  target = await plate("FU", 77777, 50_000);
  await t.services.plates.update(systemStaff, target, { price: aed(45_000), active: true, featured: false });
  await t.services.plates.update(systemStaff, target, { price: aed(47_500), active: true, featured: false });
  for (const [n, price] of [
    [11111, 30_000],
    [22222, 35_000],
    [33333, 40_000],
  ] as const)
    sold.push(await plate("FU", n, price));
  otherClass = await plate("FU", 12345, 20_000);
  otherEmirate = await plate("DU", 55555, 90_000);
  await t.services.plates.bulk(systemStaff, "mark_sold", { ids: [...sold, otherClass, otherEmirate] });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...browser, ...headers } });
const chartOf = (body: string) => body.match(/<svg[^>]*data-price-chart[\s\S]*?<\/svg>/)?.[0] ?? "";
const dotsOf = (svg: string) => [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

describe("a plate's price history on its buy page", () => {
  it("draws each change as a step in order, left to right in English and right to left in Arabic, with the same changes as a table", async () => {
    const en = await get(`/en/buy/plates/${target}`);
    expect(en.statusCode).toBe(200);
    const svg = chartOf(en.body);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('viewBox="0 0 400 180"');
    const dots = dotsOf(svg);
    expect(dots).toHaveLength(3);
    // Time runs with the reading direction; 50,000 then 45,000 (lower: further down) then 47,500.
    expect(dots[0]!.x).toBeLessThan(dots[2]!.x);
    expect(dots[1]!.y).toBeGreaterThan(dots[0]!.y);
    expect(dots[2]!.y).toBeLessThan(dots[1]!.y);
    expect(en.body).toContain("Price history");
    expect(en.body).toContain("Show the prices as a table");
    expect(en.body.match(/>Price changed</g)).toHaveLength(2);
    for (const price of [50_000, 45_000, 47_500]) expect(en.body).toContain(formatAed(aed(price), "en"));

    const ar = await get(`/buy/plates/${target}`);
    const arDots = dotsOf(chartOf(ar.body));
    expect(arDots[0]!.x).toBeGreaterThan(arDots[2]!.x);
    expect(ar.body).toContain("سجل الأسعار");
    expect(ar.body.match(/>تغيّر السعر</g)).toHaveLength(2);
    expect(ar.body).toContain(formatAed(aed(47_500), "ar"));
  });

  it("says so when no change was recorded (an item older than the history), and never a chart of nothing", async () => {
    const [seeded] = (await t.services.catalog.searchPlates({ emirate: "AZ" } as never)).items;
    const res = await get(`/en/buy/plates/${seeded!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("No price change has been recorded for this item yet.");
    expect(chartOf(res.body)).toBe("");
  });
});

describe("similar items sold", () => {
  it("lists the estimate's comparables that were sold (same emirate, digit count and pattern class) with their prices and dates", async () => {
    const en = await get(`/en/buy/plates/${target}`);
    expect(en.body).toContain("Similar items sold");
    for (const id of sold) expect(en.body).toContain(`href="/en/buy/plates/${id}"`);
    for (const price of [30_000, 35_000, 40_000]) expect(en.body).toContain(formatAed(aed(price), "en"));
    expect(en.body).not.toContain(`href="/en/buy/plates/${otherClass}"`);
    expect(en.body).not.toContain(`href="/en/buy/plates/${otherEmirate}"`);

    const shown = await t.services.comparables.soldPlates({ id: target, emirateCode: "FU", number: 77777 });
    expect(shown.map((s) => s.id)).toEqual(expect.arrayContaining(sold));
    for (const s of shown) expect(plateComparableKey(Number(s.label))).toEqual(plateComparableKey(77777));
    // The estimate reads the same comparables: the sold ones are among its prices, the others are not.
    const prices = await t.services.comparables.platePrices("FU", 77777);
    expect(prices).toEqual(expect.arrayContaining([aed(30_000), aed(35_000), aed(40_000), aed(47_500)]));
    expect(prices).not.toContain(aed(20_000));
    expect(prices).not.toContain(aed(90_000));

    const ar = await get(`/buy/plates/${target}`);
    expect(ar.body).toContain("منتجات مشابهة بِيعت");
    expect(ar.body).toContain(formatAed(aed(30_000), "ar"));
  });

  it("shows a number's sold comparables to a signed-in buyer", async () => {
    const id = await t.services.numbers.create(systemStaff, "du", { number: "0584719263", packageId: 1, price: aed(80_000), active: true, featured: false });
    const twin = await t.services.numbers.create(systemStaff, "du", { number: "0583918274", packageId: 1, price: aed(70_000), active: true, featured: false });
    await t.services.numbers.bulk(systemStaff, "du", "mark_sold", { ids: [twin] });
    const user = await createUser(t, { verified: true });
    const page = await get(`/en/buy/numbers/${id}`, { cookie: `session=${await login(t, user.email, user.password)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/en/buy/numbers/${twin}"`);
    expect(page.body).toContain(formatAed(aed(70_000), "en"));
    expect(dotsOf(chartOf(page.body))).toHaveLength(1);
    const api = (await get(`/api/numbers/${id}/sold_comparables`)).json() as { data: { id: number; number: string }[] };
    expect(api.data).toContainEqual(expect.objectContaining({ id: twin, number: "0583918274" }));
  });
});

describe("the API", () => {
  it("answers a plate's price history and its sold comparables, 404 for an unknown item and 400 for a bad id", async () => {
    const history = await get(`/api/plates/${target}/price_history`);
    expect(history.statusCode).toBe(200);
    const points = (history.json() as { data: { event: string; price_fils: string; at: string }[] }).data;
    expect(points.map((p) => [p.event, p.price_fils])).toEqual([
      ["listed", "5000000"],
      ["price", "4500000"],
      ["price", "4750000"],
    ]);
    const comparables = (await get(`/api/plates/${target}/sold_comparables`)).json() as { data: { id: number; emirate: string; sold_at: string; price_fils: string }[] };
    expect(comparables.data.map((c) => c.id)).toEqual(expect.arrayContaining(sold));
    expect(comparables.data.every((c) => c.emirate === "FU" && !Number.isNaN(Date.parse(c.sold_at)))).toBe(true);
    expect((await get(`/api/plates/99999999/price_history`)).statusCode).toBe(404);
    expect((await get(`/api/numbers/99999999/sold_comparables`)).statusCode).toBe(404);
    expect((await get(`/api/plates/abc/price_history`)).statusCode).toBe(400);
  });

  it("describes both in the OpenAPI document", async () => {
    const doc = (await get("/api/docs")).json() as { paths: Record<string, unknown> };
    for (const path of ["/api/plates/{id}/price_history", "/api/plates/{id}/sold_comparables", "/api/numbers/{id}/price_history", "/api/numbers/{id}/sold_comparables"]) expect(doc.paths).toHaveProperty([path]);
  });
});

describe("what the buy pages load", () => {
  it("draws the chart on the server: no admin code and no chart library in a buy page's scripts", async () => {
    const fs = await import("node:fs");
    const assets = "build/client/assets";
    const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))!;
    const source = fs.readFileSync(`${assets}/${file}`, "utf8");
    const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as { routes: Record<string, { module: string; imports?: string[] }> };
    for (const id of ["buy_plates", "buy_numbers"]) {
      const route = manifest.routes[id]!;
      const scripts = [route.module, ...(route.imports ?? [])].map((s) => s.split("/").pop()!);
      expect(scripts.some((s) => /^(admin|chart-figure|bar-chart|data-table|price-chart)/.test(s))).toBe(false);
      // d3-scale's number formats would come with it: their SI prefixes are a literal list.
      for (const s of scripts) expect(fs.readFileSync(`${assets}/${s}`, "utf8")).not.toMatch(/"y",\s*"z",\s*"a",\s*"f",\s*"p"/);
    }
  });
});

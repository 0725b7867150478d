import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAed } from "#core/money.ts";
import { addDays, uaeDay, uaeDayStart } from "#core/text/uae-days.ts";
import { mobileNumbers, orders, plates } from "#server/db/schema.ts";
import { revenueStates } from "#server/modules/dashboard/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser, shown } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// The Dashboard (issue 28, decision 0057) through the production build: its figures against a set of orders
// seeded here around UAE midnights, whose totals this file computes itself from the seeded list; no amount at
// all for staff without read:transaction; a bad range answered with a translated 400; the charts' bars in
// reading order (the first day at the right in Arabic); the searched patterns counted without who searched.

let t: TestApp;
let moneyToken: string;
let countsToken: string;

/** A fixed "now" for the service's own windows: 12:00 in the UAE on 26 November 2026. */
const NOW = new Date("2026-11-26T08:00:00Z");
const TODAY = uaeDay(NOW);
const MINUTE = 60_000;
type Category = "plate" | "du" | "etisalat";
type State = (typeof orders.$inferInsert)["state"] & string;
interface Seeded {
  category: Category;
  state: State;
  total: bigint;
  paidAt: Date | null;
  createdAt: Date;
  holdUntil?: Date;
}

// Each around a UAE midnight or a window's edge; the states that are revenue and the ones that are not.
const dayStart = (daysAgo: number) => uaeDayStart(addDays(TODAY, -daysAgo));
const seeded: Seeded[] = [
  { category: "plate", state: "paid", total: 100_000n, paidAt: new Date(dayStart(0).getTime() + MINUTE), createdAt: dayStart(1) },
  { category: "du", state: "transfer_booked", total: 250_050n, paidAt: new Date(dayStart(0).getTime() - MINUTE), createdAt: dayStart(1) },
  { category: "etisalat", state: "activated", total: 300_000n, paidAt: new Date(dayStart(6).getTime() + 60 * MINUTE), createdAt: dayStart(6) },
  { category: "plate", state: "transferred", total: 1_000_000n, paidAt: new Date(dayStart(7).getTime() + 60 * MINUTE), createdAt: dayStart(7) },
  { category: "du", state: "documents_checked", total: 50_000n, paidAt: dayStart(29), createdAt: dayStart(29) },
  { category: "plate", state: "paid", total: 70_000n, paidAt: new Date(dayStart(29).getTime() - MINUTE), createdAt: dayStart(30) },
  { category: "plate", state: "refunded", total: 900_000n, paidAt: new Date(dayStart(0).getTime() + 2 * MINUTE), createdAt: dayStart(0) },
  { category: "etisalat", state: "refund_due", total: 800_000n, paidAt: new Date(dayStart(1).getTime() + MINUTE), createdAt: dayStart(1) },
  { category: "plate", state: "expired", total: 40_000n, paidAt: null, createdAt: dayStart(2) },
];

/** What the dashboard must say for a window of UAE days [from, to], computed from the list above. */
function expected(fromDaysAgo: number, toDaysAgo = 0) {
  const rows = seeded.filter((o) => o.paidAt && (revenueStates as readonly string[]).includes(o.state) && o.paidAt >= dayStart(fromDaysAgo) && o.paidAt < dayStart(toDaysAgo - 1));
  return { sales: rows.length, fils: rows.reduce((n, o) => n + o.total, 0n) };
}

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
  const db = t.database.db;
  const buyer = await createUser(t, { verified: true });
  const [plate] = await db.select({ id: plates.id }).from(plates).limit(1);
  const numberOf = async (operator: "du" | "etisalat") => (await db.select({ id: mobileNumbers.id }).from(mobileNumbers).where(eq(mobileNumbers.operator, operator)).limit(1))[0]!.id;
  const itemOf = { plate: plate!.id, du: await numberOf("du"), etisalat: await numberOf("etisalat") };
  for (const o of seeded) {
    await db.insert(orders).values({
      buyerId: buyer.id,
      itemKind: o.category === "plate" ? "plate" : "number",
      itemId: itemOf[o.category],
      state: o.state,
      price: o.total,
      adminFee: 0n,
      vat: 0n,
      transferFee: 0n,
      total: o.total,
      holdUntil: o.holdUntil ?? o.createdAt,
      paidAt: o.paidAt,
      createdAt: o.createdAt,
    });
  }
  const staffWith = async (name: string, permissions: Parameters<typeof t.services.access.createRole>[2]) => {
    const roleId = await t.services.access.createRole(systemStaff, name, permissions);
    const user = await createUser(t, { verified: true });
    await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
    return login(t, user.email, user.password);
  };
  moneyToken = await staffWith("dashboard with money", ["read:dashboard", "read:transaction"]);
  countsToken = await staffWith("dashboard counts only", ["read:dashboard"]);
});
afterAll(() => t.close());

const get = (url: string, token = moneyToken) => t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });
const lastMonth = { from: addDays(TODAY, -29), to: TODAY };

describe("the dashboard's figures", () => {
  it("counts revenue today, over 7 and 30 UAE days and over a range, by the UAE day an order was paid, while its sale stands", async () => {
    const figures = await t.services.dashboard.withMoney({ from: addDays(TODAY, -7), to: addDays(TODAY, -1) }, NOW);
    expect(figures.takings.today).toEqual(expected(0));
    expect(figures.takings.days7).toEqual(expected(6));
    expect(figures.takings.days30).toEqual(expected(29));
    expect(figures.takings.range).toEqual(expected(7, 1));
    // The edges themselves: the order paid a minute after midnight is today's, the one a minute before is not.
    expect(expected(0)).toEqual({ sales: 1, fils: 100_000n });
    expect(expected(6)).toEqual({ sales: 3, fils: 650_050n });
    expect(expected(29)).toEqual({ sales: 5, fils: 1_700_050n });
  });

  it("gives sales per day and category, and orders by state, for the range", async () => {
    const figures = await t.services.dashboard.withMoney(lastMonth, NOW);
    const perDay = new Map<string, { sales: number; fils: bigint }>();
    for (const o of seeded) {
      if (!o.paidAt || !(revenueStates as readonly string[]).includes(o.state) || o.paidAt < dayStart(29)) continue;
      const key = `${uaeDay(o.paidAt)} ${o.category}`;
      const day = perDay.get(key) ?? { sales: 0, fils: 0n };
      perDay.set(key, { sales: day.sales + 1, fils: day.fils + o.total });
    }
    expect(new Map(figures.days.map((d) => [`${d.day} ${d.category}`, { sales: d.sales, fils: d.fils }]))).toEqual(perDay);
    const states = new Map<string, number>();
    for (const o of seeded.filter((s) => s.createdAt >= dayStart(29))) states.set(o.state, (states.get(o.state) ?? 0) + 1);
    expect(new Map(figures.states.map((s) => [s.state, s.orders]))).toEqual(states);
  });

  it("counts holds running now, and the stock by emirate, operator and price band as the tables hold them", async () => {
    const db = t.database.db;
    const before = (await t.services.dashboard.withMoney(lastMonth)).holds;
    const [plate] = await db.select({ id: plates.id }).from(plates).limit(1);
    const buyer = await createUser(t, { verified: true });
    const open = { buyerId: buyer.id, itemKind: "plate" as const, itemId: plate!.id, price: 1n, adminFee: 0n, vat: 0n, transferFee: 0n, total: 1n };
    await db.insert(orders).values([
      { ...open, state: "payment", holdUntil: new Date(Date.now() + 10 * MINUTE) },
      { ...open, state: "verification", itemId: plate!.id + 1, holdUntil: new Date(Date.now() - MINUTE) },
    ]);
    const figures = await t.services.dashboard.withMoney(lastMonth);
    expect(figures.holds).toBe(before + 1);
    const onSale = (table: typeof plates | typeof mobileNumbers) => and(eq(table.active, true), eq(table.sold, false));
    const platesBy = await db.select({ emirate: plates.emirateCode, n: sql<number>`count(*)::int` }).from(plates).where(onSale(plates)).groupBy(plates.emirateCode);
    const numbersBy = await db.select({ operator: mobileNumbers.operator, n: sql<number>`count(*)::int` }).from(mobileNumbers).where(onSale(mobileNumbers)).groupBy(mobileNumbers.operator);
    expect(new Map(figures.stock.platesByEmirate.map((e) => [e.emirate, e.items]))).toEqual(new Map(platesBy.map((e) => [e.emirate, e.n])));
    expect(new Map(figures.stock.numbersByOperator.map((o) => [o.operator, o.items]))).toEqual(new Map(numbersBy.map((o) => [o.operator, o.n])));
    const [under1000] = await db.select({ n: sql<number>`count(*)::int` }).from(plates).where(and(onSale(plates), sql`${plates.price} < 100000`));
    expect(figures.stock.priceBands[0]!.plates).toBe(under1000!.n);
    const total = (rows: { n: number }[]) => rows.reduce((n, r) => n + r.n, 0);
    expect(figures.stock.priceBands.reduce((n, b) => n + b.plates + b.numbers, 0)).toBe(total(platesBy) + total(numbersBy));
  });

  it("sends no amount to staff without read:transaction: not in the service's answer, not in the page", async () => {
    const counts = await t.services.dashboard.withoutMoney(lastMonth, NOW);
    const json = JSON.stringify(counts, (_, v: unknown) => (typeof v === "bigint" ? `BIGINT ${v}` : v));
    expect(json).not.toContain("BIGINT");
    expect(json).not.toContain("fils");
    expect(counts.takings.days30).toEqual({ sales: expected(29).sales });
    const range = `?from=${lastMonth.from}&to=${lastMonth.to}`;
    const amount = formatAed(expected(29).fils, "en");
    const withMoney = await get(`/en/admin/dashboard${range}`);
    expect(withMoney.statusCode).toBe(200);
    expect(withMoney.body).toContain(amount);
    expect(shown(withMoney.body)).toContain("Revenue by category (AED)");
    const without = await get(`/en/admin/dashboard${range}`, countsToken);
    expect(without.statusCode).toBe(200);
    expect(shown(without.body)).toContain("Sales per day");
    // The whole answer, loader data included: no amount, no revenue key; the page: no revenue chart or column.
    expect(without.body).not.toContain(amount);
    expect(without.body).not.toContain("AED\u00a0");
    expect(without.body).not.toContain(String.raw`\"revenue\"`);
    expect(withMoney.body).toContain(String.raw`\"revenue\"`);
    expect(shown(without.body)).not.toContain("Revenue by category");
    expect(shown(without.body)).not.toContain(">Revenue<");
  });

  it("answers a bad range with a translated 400, never a 5xx", async () => {
    const cases: [string, string][] = [
      ["/en/admin/dashboard?from=2026-11-20&to=2026-11-01", "The end of the range cannot come before its start."],
      ["/en/admin/dashboard?from=2020-01-01&to=2026-11-26", "Please choose a range of at most 366 days."],
      ["/en/admin/dashboard?from=yesterday", "Please enter a date as year-month-day"],
      ["/en/admin/dashboard?to=2026-02-30", "Please enter a date as year-month-day"],
      ["/en/admin/dashboard?from=2026-11-01%00", "characters that are not allowed"],
      ["/admin/dashboard?from=2026-11-20&to=2026-11-01", "لا يمكن أن تسبق نهاية الفترة بدايتها."],
      [`/admin/dashboard?from=${"9".repeat(5000)}`, "يرجى إدخال التاريخ"],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(shown(res.body), url).toContain(message);
    }
    // Arabic-keyboard digits are read as digits; a year and a day is allowed.
    expect((await get("/admin/dashboard?from=٢٠٢٦-١١-٠١&to=٢٠٢٦-١١-٢٦")).statusCode).toBe(200);
    expect((await get("/en/admin/dashboard?from=2025-11-26&to=2026-11-26")).statusCode).toBe(200);
  });
});

/** The bars of the page's first chart (sales per day), in document order: one per day of the range. */
function salesBars(body: string) {
  const bars = /<g fill="[^"]+" data-bars="true">([\s\S]*?)<\/g>/.exec(body)?.[1] ?? "";
  return [...bars.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((m) => ({ x: Number(m[1]), height: Number(m[4]) }));
}

describe("the dashboard's charts", () => {
  it("draws the days right to left in Arabic (the first day's bar at the right) and left to right in English, each with its table", async () => {
    // Three days without seeded sales: one sale on the first, none the next, two on the third.
    const from = addDays(TODAY, -5);
    const to = addDays(TODAY, -3);
    const range = `?from=${from}&to=${to}`;
    expect(seeded.filter((o) => o.paidAt && o.paidAt >= dayStart(5) && o.paidAt < dayStart(2))).toHaveLength(0);
    const [plate] = await t.database.db.select({ id: plates.id }).from(plates).limit(1);
    const buyer = await createUser(t, { verified: true });
    const sale = { buyerId: buyer.id, itemKind: "plate" as const, itemId: plate!.id, state: "paid" as const, price: 5n, adminFee: 0n, vat: 0n, transferFee: 0n, total: 5n, holdUntil: dayStart(5) };
    await t.database.db.insert(orders).values([
      { ...sale, paidAt: new Date(dayStart(5).getTime() + MINUTE) },
      { ...sale, paidAt: new Date(dayStart(3).getTime() + 2 * 60 * MINUTE) },
      { ...sale, paidAt: new Date(dayStart(2).getTime() - MINUTE) },
    ]);
    for (const lang of ["ar", "en"] as const) {
      const res = await get(`${lang === "en" ? "/en" : ""}/admin/dashboard${range}`);
      expect(res.statusCode).toBe(200);
      const bars = salesBars(res.body);
      expect(bars).toHaveLength(3);
      const [first, empty, third] = bars as [(typeof bars)[0], (typeof bars)[0], (typeof bars)[0]];
      expect(empty.height).toBe(0);
      expect(third.height).toBeCloseTo(first.height * 2, 0);
      if (lang === "ar") expect(first.x).toBeGreaterThan(third.x);
      else expect(first.x).toBeLessThan(third.x);
      expect(res.body).toContain('role="img"');
      // Every chart has its table, the first's rows the days in order.
      expect(res.body.match(/<figure/g)?.length).toBe(5);
      expect(res.body.match(/<details/g)?.length).toBe(5);
      expect(res.body.indexOf(`>${from}<`)).toBeLessThan(res.body.indexOf(`>${to}<`));
    }
  });
});

describe("the searched patterns", () => {
  it("counts each pattern per UAE day and where it was searched, keeping nothing about who searched", async () => {
    for (const url of ["/en/numbers?operator=du&mode=contains&pattern=777", "/numbers?operator=du&mode=contains&pattern=٧٧٧", "/en/plates?mode=starts&pattern=12", "/api/numbers?operator=du&contains=777"]) {
      expect((await t.app.inject({ url, headers: browser })).statusCode, url).toBe(200);
    }
    const today = uaeDay(new Date());
    const figures = await t.services.dashboard.withMoney({ from: today, to: today });
    expect(figures.searches).toEqual([
      { kind: "du", mode: "contains", pattern: "777", searches: 3 },
      { kind: "plate", mode: "starts", pattern: "12", searches: 1 },
    ]);
    const columns = await t.database.db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'search_counts' ORDER BY column_name`);
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name)).toEqual(["count", "day", "kind", "mode", "pattern"]);
    const page = await get(`/en/admin/dashboard?from=${today}&to=${today}`);
    expect(shown(page.body)).toContain("Most searched patterns in the range");
    expect(page.body).toContain('<bdi dir="ltr">777</bdi>');
  });
});

import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { OrderState } from "#core/checkout/order-states.ts";
import { addDays, uaeDay, uaeDayStart } from "#core/text/uae-days.ts";
import type { DashboardRange } from "#core/validation/dashboard.ts";
import type { Db } from "#server/db/client.ts";
import { mobileNumbers, orders } from "#server/db/schema.ts";

/**
 * An order counts as a sale, and its total as revenue, on the UAE day it was paid, while its sale stands: paid
 * and every step after it. An order refunded (or being refunded) is no longer revenue, on any day.
 */
export const revenueStates = ["paid", "documents_checked", "transfer_booked", "transferred", "activated"] as const satisfies readonly OrderState[];

export const saleCategories = ["plate", "du", "etisalat"] as const;
export type SaleCategory = (typeof saleCategories)[number];

/** Sales and revenue of one window (revenue in fils). */
export interface Takings {
  sales: number;
  fils: bigint;
}

export interface Headline {
  today: Takings;
  days7: Takings;
  days30: Takings;
  range: Takings;
}

/** The UAE day of paid_at, `YYYY-MM-DD`: UTC+4 written out, so no time-zone data is needed (PGlite has none to spare). */
const paidDay = sql<string>`to_char((${orders.paidAt} AT TIME ZONE 'UTC') + interval '4 hours', 'YYYY-MM-DD')`;
/** plate, or the number's operator (the one it has now; an item named by an order is never deleted: items-admin.ts). */
const category = sql<SaleCategory>`CASE WHEN ${orders.itemKind} = 'plate' THEN 'plate' ELSE (SELECT ${mobileNumbers.operator} FROM ${mobileNumbers} WHERE ${mobileNumbers.id} = ${orders.itemId}) END`;

/** Sales of today, the last 7 and 30 UAE days (today included) and the chosen range: one query over the paid orders. */
export async function headline(db: Db, range: DashboardRange, now: Date): Promise<Headline> {
  const today = uaeDay(now);
  const starts = { today: uaeDayStart(today), days7: uaeDayStart(addDays(today, -6)), days30: uaeDayStart(addDays(today, -29)) };
  const rangeStart = uaeDayStart(range.from);
  const rangeEnd = uaeDayStart(addDays(range.to, 1));
  const window = (from: Date, to?: Date) => (to ? sql`${orders.paidAt} >= ${from} AND ${orders.paidAt} < ${to}` : sql`${orders.paidAt} >= ${from}`);
  const takings = (when: ReturnType<typeof window>) => ({
    sales: sql<number>`(count(*) FILTER (WHERE ${when}))::int`,
    fils: sql<string>`coalesce(sum(${orders.total}) FILTER (WHERE ${when}), 0)::text`,
  });
  const earliest = new Date(Math.min(starts.days30.getTime(), rangeStart.getTime()));
  const [row] = await db
    .select({
      today: takings(window(starts.today)),
      days7: takings(window(starts.days7)),
      days30: takings(window(starts.days30)),
      range: takings(window(rangeStart, rangeEnd)),
    })
    .from(orders)
    .where(and(inArray(orders.state, [...revenueStates]), gte(orders.paidAt, earliest)));
  const of = (t: { sales: number; fils: string } | undefined): Takings => ({ sales: t?.sales ?? 0, fils: BigInt(t?.fils ?? "0") });
  return { today: of(row?.today), days7: of(row?.days7), days30: of(row?.days30), range: of(row?.range) };
}

/** One UAE day's sales of one category in the chosen range (days without sales are absent). */
export interface DaySales {
  day: string;
  category: SaleCategory;
  sales: number;
  fils: bigint;
}

/** Sales per UAE day and category in the range: the sales-per-day chart and the revenue-by-category chart. */
export async function salesPerDay(db: Db, range: DashboardRange): Promise<DaySales[]> {
  const rows = await db
    .select({ day: paidDay, category, sales: sql<number>`count(*)::int`, fils: sql<string>`sum(${orders.total})::text` })
    .from(orders)
    .where(and(inArray(orders.state, [...revenueStates]), gte(orders.paidAt, uaeDayStart(range.from)), lt(orders.paidAt, uaeDayStart(addDays(range.to, 1)))))
    .groupBy(paidDay, category)
    .orderBy(paidDay);
  return rows.map((r) => ({ day: r.day, category: r.category, sales: r.sales, fils: BigInt(r.fils) }));
}

/** Orders started in the range, by the state they are in now. */
export async function ordersByState(db: Db, range: DashboardRange): Promise<{ state: OrderState; orders: number }[]> {
  return db
    .select({ state: orders.state, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(gte(orders.createdAt, uaeDayStart(range.from)), lt(orders.createdAt, uaeDayStart(addDays(range.to, 1)))))
    .groupBy(orders.state);
}

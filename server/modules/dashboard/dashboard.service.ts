import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { openOrderStates } from "#core/checkout/order-states.ts";
import type { DashboardRange } from "#core/validation/dashboard.ts";
import type { Db } from "#server/db/client.ts";
import { ads, orders, serviceRequests } from "#server/db/schema.ts";
import { searchCounts } from "./dashboard.schema.ts";
import { type DaySales, type Headline, headline, ordersByState, salesPerDay } from "./sales-figures.ts";
import type { SearchLog } from "./search-log.ts";
import { type Stock, keptStock } from "./stock-figures.ts";

/** How many of the most searched patterns the dashboard lists. */
export const TOP_SEARCHES = 10;

/** What staff wait on: new requests (plates, estimates, drawn plates and numbers), new contact inquiries, ads to review. */
async function waiting(db: Db) {
  const [requests, [pendingAds]] = await Promise.all([
    db.select({ kind: serviceRequests.kind, n: sql<number>`count(*)::int` }).from(serviceRequests).where(eq(serviceRequests.status, "new")).groupBy(serviceRequests.kind),
    db.select({ n: sql<number>`count(*)::int` }).from(ads).where(eq(ads.state, "pending")),
  ]);
  const sum = (rows: typeof requests) => rows.reduce((total, r) => total + r.n, 0);
  return { requests: sum(requests.filter((r) => r.kind !== "contact")), inquiries: sum(requests.filter((r) => r.kind === "contact")), ads: pendingAds?.n ?? 0 };
}

/** Checkouts holding an item right now (open, hold not lapsed): the sweeper ends the others. */
async function holdsNow(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.state, [...openOrderStates]), sql`${orders.holdUntil} > now()`));
  return row?.n ?? 0;
}

async function topSearches(db: Db, range: DashboardRange) {
  const searches = sql<number>`sum(${searchCounts.count})::int`;
  return db
    .select({ kind: searchCounts.kind, mode: searchCounts.mode, pattern: searchCounts.pattern, searches })
    .from(searchCounts)
    .where(and(gte(searchCounts.day, range.from), lte(searchCounts.day, range.to)))
    .groupBy(searchCounts.kind, searchCounts.mode, searchCounts.pattern)
    .orderBy(desc(searches), searchCounts.pattern)
    .limit(TOP_SEARCHES);
}

/** Every figure of the range, amounts included. */
async function allFigures(db: Db, stock: () => Promise<Stock>, range: DashboardRange, now: Date) {
  const [takings, days, states, holds, waitingNow, searches, stockNow] = await Promise.all([
    headline(db, range, now),
    salesPerDay(db, range),
    ordersByState(db, range),
    holdsNow(db),
    waiting(db),
    topSearches(db, range),
    stock(),
  ]);
  return { range, takings, days, states, holds, waiting: waitingNow, searches, stock: stockNow };
}

export type Figures = Awaited<ReturnType<typeof allFigures>>;
export type MoneylessFigures = Omit<Figures, "takings" | "days"> & { takings: Record<keyof Headline, { sales: number }>; days: Omit<DaySales, "fils">[] };

/**
 * The dashboard's figures (issue 28): aggregated in SQL, a query per group, all at once. Staff without
 * read:transaction get `withoutMoney`, which leaves every amount out of the answer itself, so a page cannot
 * send one by mistake.
 */
export function createDashboardService(deps: { db: Db; searchLog: SearchLog; stockTtlMs?: number }) {
  const { db } = deps;
  const stock = keptStock(db, deps.stockTtlMs);
  async function figures(range: DashboardRange, now: Date): Promise<Figures> {
    // This instance's last searches are written first, so the list is up to the moment here.
    await deps.searchLog.flush();
    return allFigures(db, () => stock(now.getTime()), range, now);
  }

  return {
    /** The figures with money, for staff who may read transactions. */
    withMoney: (range: DashboardRange, now = new Date()): Promise<Figures> => figures(range, now),
    /** The same figures without a single amount: counts of sales stay, revenue goes. */
    async withoutMoney(range: DashboardRange, now = new Date()): Promise<MoneylessFigures> {
      const all = await figures(range, now);
      const count = ({ sales }: { sales: number }) => ({ sales });
      const takings = { today: count(all.takings.today), days7: count(all.takings.days7), days30: count(all.takings.days30), range: count(all.takings.range) };
      return { ...all, takings, days: all.days.map(({ day, category, sales }) => ({ day, category, sales })) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

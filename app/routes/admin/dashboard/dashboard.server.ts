import { data } from "react-router";
import { type MessageKey, isMessageKey } from "#core/i18n/index.ts";
import { type Lang, pick } from "#core/i18n/lang.ts";
import { formatAed } from "#core/money.ts";
import { isolate } from "#core/text/bidi.ts";
import { eachDay } from "#core/text/uae-days.ts";
import { type DashboardRange, dashboardRange } from "#core/validation/dashboard.ts";
import { barChart } from "#app/components/admin/charts/bar-chart.ts";
import { compact } from "#app/lib/chart-text.ts";
import { categoryLabel } from "./labels.ts";
import type { ChartTable } from "#app/components/admin/charts/chart-figure.tsx";
import { PRICE_BANDS_AED, type Figures, type MoneylessFigures, saleCategories } from "#server/modules/dashboard/index.ts";

// The dashboard page's server half: the range from the address, and the figures turned into what the page shows
// (texts in the page's language, charts' geometry). Digits are Western in both languages, as everywhere on the site.

/** The chosen range, or the translated 400 (an end before its start, more than a year, a date that is not one). */
export function rangeOf(url: URL, now: Date): DashboardRange {
  const parsed = dashboardRange(now).safeParse(Object.fromEntries(url.searchParams));
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message;
  throw data({ messageKey: isMessageKey(message) ? message : "error.validation" }, 400);
}

const counter = new Intl.NumberFormat("en-US");
export const count = (n: number) => counter.format(n);
/** The amount of a figure, when the figures came with money (withMoney); undefined otherwise. */
export const filsOf = (figure: object): bigint | undefined => ("fils" in figure && typeof figure.fils === "bigint" ? figure.fils : undefined);
const filsToAed = (fils: bigint) => Number(fils / 100n);
/** "26/11": day then month, as dates are written in the UAE. */
const dayLabel = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

type Chart = { title: MessageKey; shape: ReturnType<typeof barChart>; table: ChartTable };

/** The charts: sales per day, revenue by category (money only), stock by emirate and operator, price distribution. */
export function chartsOf(figures: Figures | MoneylessFigures, money: boolean, lang: Lang, emirates: { code: string; name: string; nameAr: string }[], t: (key: MessageKey) => string): Chart[] {
  const axis = { rtl: lang === "ar", tick: (v: number) => compact(lang, v) };
  /** A chart of counts; its table's rows are `cells`, the first naming the row (the bar's label unless given). */
  const countChart = (title: MessageKey, rows: { label: string; value: number; cells: string[] }[], head: MessageKey[], named = false): Chart => ({
    title,
    shape: barChart(rows, axis),
    table: { head, rows: rows.map((r) => (named ? r.cells : [r.label, ...r.cells])) },
  });

  const perDay = new Map<string, { sales: number; fils: bigint }>();
  for (const d of figures.days) {
    const day = perDay.get(d.day) ?? { sales: 0, fils: 0n };
    day.sales += d.sales;
    day.fils += filsOf(d) ?? 0n;
    perDay.set(d.day, day);
  }
  const days = eachDay(figures.range.from, figures.range.to).map((day) => ({ day, ...(perDay.get(day) ?? { sales: 0, fils: 0n }) }));
  const charts: Chart[] = [
    {
      title: "dashboard.chart.salesPerDay",
      shape: barChart(days.map((d) => ({ label: dayLabel(d.day), value: d.sales })), axis),
      table: {
        head: money ? ["dashboard.day", "dashboard.sales", "dashboard.revenue"] : ["dashboard.day", "dashboard.sales"],
        rows: days.map((d) => [d.day, count(d.sales), ...(money ? [formatAed(d.fils, lang)] : [])]),
      },
    },
  ];
  if (money) {
    const byCategory = saleCategories.map((category) => {
      const rows = figures.days.filter((d) => d.category === category);
      return { category, sales: rows.reduce((n, r) => n + r.sales, 0), fils: rows.reduce((n, r) => n + (filsOf(r) ?? 0n), 0n) };
    });
    charts.push({
      title: "dashboard.chart.revenueByCategory",
      shape: barChart(byCategory.map((c) => ({ label: t(categoryLabel[c.category]), value: filsToAed(c.fils) })), axis),
      table: { head: ["dashboard.category", "dashboard.sales", "dashboard.revenue"], rows: byCategory.map((c) => [t(categoryLabel[c.category]), count(c.sales), formatAed(c.fils, lang)]) },
    });
  }
  const stock = figures.stock;
  const plates = new Map(stock.platesByEmirate.map((e) => [e.emirate, e.items]));
  charts.push(
    countChart(
      "dashboard.chart.stockByEmirate",
      emirates.map((e) => ({ label: pick(lang, e.name, e.nameAr), value: plates.get(e.code) ?? 0, cells: [count(plates.get(e.code) ?? 0)] })),
      ["dashboard.emirate", "dashboard.items"],
    ),
    countChart(
      "dashboard.chart.stockByOperator",
      stock.numbersByOperator.map((o) => ({ label: t(categoryLabel[o.operator]), value: o.items, cells: [count(o.items)] })),
      ["dashboard.operator", "dashboard.items"],
    ),
    countChart(
      "dashboard.chart.priceDistribution",
      stock.priceBands.map((band, i) => {
        const from = PRICE_BANDS_AED[i]!;
        const to = PRICE_BANDS_AED[i + 1];
        // Under the bar its start only (eight ranges do not fit a phone's width); the table says the whole range.
        const start = to === undefined ? `${isolate(compact(lang, from))}+` : compact(lang, from);
        const range = to === undefined ? start : `${isolate(compact(lang, from))}–${isolate(compact(lang, to))}`;
        return { label: start, value: band.plates + band.numbers, cells: [range, count(band.plates), count(band.numbers), count(band.plates + band.numbers)] };
      }),
      ["dashboard.priceBand", "dashboard.plates", "dashboard.numbers", "dashboard.items"],
      true,
    ),
  );
  return charts;
}

import { type Lang, translatorFor } from "#core/i18n/index.ts";
import { plateText } from "#core/catalog/labels.ts";
import { formatMobile } from "#core/catalog/format.ts";
import { formatAed } from "#core/money.ts";
import type { PricePoint, SoldComparable } from "#server/modules/catalog/index.ts";
import type { Services } from "#server/services.ts";

/** What this needs of the services (pages get them without the database handle). */
type MarketServices = Pick<Services, "priceHistory" | "comparables">;
import { type ShownDate, shownDate } from "./dates.ts";
import { bare, chartLocale, compact } from "./chart-text.ts";
import { type PriceChartShape, priceChart } from "./price-chart.server.ts";

// A buy page's "price history" and "similar items sold" (issue 31 item 3), made ready to show on the server:
// prices and dates as text in the page's language, the chart's geometry. The page's browser code gets only
// these strings and numbers (no d3, no money or date formats of its own).

const shortDate = (lang: Lang, d: Date) => bare(new Intl.DateTimeFormat(chartLocale(lang), { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Dubai" }).format(d));

export interface MarketView {
  /** null: no recorded change yet (the item came before the history was kept). */
  chart: PriceChartShape | null;
  history: { date: ShownDate; event: PricePoint["event"]; price: string }[];
  sold: { id: number; text: string; price: string; date: ShownDate }[];
}

function view(lang: Lang, points: PricePoint[], sold: SoldComparable[], soldText: (s: SoldComparable) => string): MarketView {
  const steps = points.map((p) => ({ at: p.at, aed: Number(p.price / 100n) }));
  return {
    chart: steps.length ? priceChart(steps, { rtl: lang === "ar", tick: (v) => compact(lang, v), date: (d) => shortDate(lang, d) }) : null,
    history: points.map((p) => ({ date: shownDate(p.at, lang), event: p.event, price: formatAed(p.price, lang) })),
    sold: sold.map((s) => ({ id: s.id, text: soldText(s), price: formatAed(s.price, lang), date: shownDate(s.soldAt, lang) })),
  };
}

export async function plateMarket(services: MarketServices, plate: { id: number; emirateCode: string; number: number }, lang: Lang): Promise<MarketView> {
  const [points, sold] = await Promise.all([services.priceHistory.of("plate", plate.id), services.comparables.soldPlates(plate)]);
  const t = translatorFor(lang);
  return view(lang, points, sold, (s) => plateText({ emirate: s.emirateCode!, code: s.code!, number: s.label }, lang, t));
}

export async function numberMarket(services: MarketServices, item: { id: number; number: string }, lang: Lang): Promise<MarketView> {
  const [points, sold] = await Promise.all([services.priceHistory.of("number", item.id), services.comparables.soldNumbers(item)]);
  return view(lang, points, sold, (s) => formatMobile(s.label));
}

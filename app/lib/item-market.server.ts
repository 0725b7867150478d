import { type Lang, translatorFor } from "#core/i18n/index.ts";
import { plateText } from "#core/catalog/labels.ts";
import { formatMobile } from "#core/catalog/format.ts";
import { formatAed } from "#core/money.ts";
import type { PricePoint, SoldComparable } from "#server/modules/catalog/index.ts";
import type { Services } from "#server/services.ts";

/** What this needs of the services (pages get them without the database handle). */
type MarketServices = Pick<Services, "priceHistory" | "comparables" | "bundles">;
import { type ShownDate, shownDate } from "./dates.ts";
import { bare, chartLocale, compact } from "./chart-text.ts";
import { type PriceChartShape, priceChart } from "./price-chart.server.ts";

// A buy page's "price history" and "similar items sold" (issue 31 item 3), made ready to show on the server:
// prices and dates as text in the page's language, the chart's geometry. The page's browser code gets only
// these strings and numbers (no d3, no money or date formats of its own).

const shortDate = (lang: Lang, d: Date) => bare(new Intl.DateTimeFormat(chartLocale(lang), { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Dubai" }).format(d));

/** A bundle with this item, or a matching item of the other kind: what the item's page shows of it. */
export interface PairView {
  /** The other item's page. */
  path: string;
  text: string;
  price: string;
  /** A staff-made bundle: its id (the checkout starts from it) and price for both. */
  bundle?: { id: number; price: string };
}

export interface MarketView {
  /** null: no recorded change yet (the item came before the history was kept). */
  chart: PriceChartShape | null;
  history: { date: ShownDate; event: PricePoint["event"]; price: string }[];
  sold: { id: number; text: string; price: string; date: ShownDate }[];
  /** Bundles with this item first, then matching items of the other kind not already in one. */
  pairs: PairView[];
}

function view(lang: Lang, points: PricePoint[], sold: SoldComparable[], soldText: (s: SoldComparable) => string, pairs: PairView[]): MarketView {
  const steps = points.map((p) => ({ at: p.at, aed: Number(p.price / 100n) }));
  return {
    chart: steps.length ? priceChart(steps, { rtl: lang === "ar", tick: (v) => compact(lang, v), date: (d) => shortDate(lang, d) }) : null,
    history: points.map((p) => ({ date: shownDate(p.at, lang), event: p.event, price: formatAed(p.price, lang) })),
    sold: sold.map((s) => ({ id: s.id, text: soldText(s), price: formatAed(s.price, lang), date: shownDate(s.soldAt, lang) })),
    pairs,
  };
}

type PlateRow = Awaited<ReturnType<MarketServices["bundles"]["matchingPlates"]>>[number];
type NumberRow = Awaited<ReturnType<MarketServices["bundles"]["matchingNumbers"]>>[number];

/** The item's listed bundles, then the matching items of the other kind that are in none of them. */
function pairsOf(lang: Lang, listed: Awaited<ReturnType<MarketServices["bundles"]["withItem"]>>, matching: (PlateRow | NumberRow)[], other: "plate" | "number"): PairView[] {
  const t = translatorFor(lang);
  const describe = (item: PlateRow | NumberRow) =>
    "emirateCode" in item
      ? { path: `/buy/plates/${item.id}`, text: plateText({ emirate: item.emirateCode, code: item.code, number: item.number }, lang, t), price: formatAed(item.price, lang) }
      : { path: `/buy/numbers/${item.id}`, text: formatMobile(item.number), price: formatAed(item.price, lang) };
  const inBundles = new Set(listed.map((b) => (other === "plate" ? b.plate.id : b.number.id)));
  return [
    ...listed.map((b) => ({ ...describe(other === "plate" ? b.plate : b.number), bundle: { id: b.bundle.id, price: formatAed(b.bundle.price, lang) } })),
    ...matching.filter((m) => !inBundles.has(m.id)).map(describe),
  ];
}

export async function plateMarket(services: MarketServices, plate: PlateRow, lang: Lang): Promise<MarketView> {
  const [points, sold, listed, matching] = await Promise.all([services.priceHistory.of("plate", plate.id), services.comparables.soldPlates(plate), services.bundles.withItem("plate", plate.id), services.bundles.matchingNumbers(plate)]);
  const t = translatorFor(lang);
  return view(lang, points, sold, (s) => plateText({ emirate: s.emirateCode!, code: s.code!, number: s.label }, lang, t), pairsOf(lang, listed, matching, "number"));
}

export async function numberMarket(services: MarketServices, item: NumberRow, lang: Lang): Promise<MarketView> {
  const [points, sold, listed, matching] = await Promise.all([services.priceHistory.of("number", item.id), services.comparables.soldNumbers(item), services.bundles.withItem("number", item.id), services.bundles.matchingPlates(item)]);
  return view(lang, points, sold, (s) => formatMobile(s.label), pairsOf(lang, listed, matching, "plate"));
}

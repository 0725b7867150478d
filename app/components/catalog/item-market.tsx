import { useId } from "react";
import { Form } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { ChartAxis } from "#app/components/chart-axis.tsx";
import type { MarketView } from "#app/lib/item-market.server.ts";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

const cell = "border-b border-slate-200 px-2 py-1 text-start";

/**
 * A buy page's price history (issue 31 item 3): the step line drawn from the geometry the loader made
 * (app/lib/price-chart.server.ts), named by its caption, and the same changes as a table in a details element
 * for screen readers and exact values. The SVG has a fixed viewBox: its height is known from the first byte.
 */
export function PriceHistory({ market }: { market: MarketView }) {
  const { t } = useT();
  const id = useId();
  const shape = market.chart;
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0" data-price-history>
      <h2 id={`${id}-title`} className="section-heading">
        {t("market.priceHistory")}
      </h2>
      {shape ? (
        <figure className="rounded-lg border border-slate-200 p-3">
          <figcaption id={`${id}-caption`} className="sr-only">
            {t("market.priceChart")}
          </figcaption>
          <svg viewBox={`0 0 ${shape.width} ${shape.height}`} className="block h-auto w-full" role="img" aria-labelledby={`${id}-caption`} fontSize="11" data-price-chart>
            <ChartAxis shape={shape} />
            <path d={shape.path} fill="none" stroke="#0f5e9c" strokeWidth={2} />
            {shape.points.map((p, i) => (
              <circle key={i} cx={p.x} cy={p.y} r={3} fill="#0f5e9c" />
            ))}
            {shape.labels.map((label) => (
              <text key={label.x} x={label.x} y={shape.baseline + 16} textAnchor="middle" fill="#1e293b">
                {label.text}
              </text>
            ))}
          </svg>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm text-brand-700 underline underline-offset-2">{t("market.showTable")}</summary>
            <MarketTable
              caption="market.priceHistory"
              head={["market.date", "market.change", "market.price"]}
              rows={market.history.map((h) => ({ key: `${h.date.iso}-${h.event}-${h.price}`, cells: [<time dateTime={h.date.iso}>{h.date.text}</time>, t(`market.event.${h.event}`), <bdi>{h.price}</bdi>] }))}
            />
          </details>
        </figure>
      ) : (
        <p className="text-slate-700">{t("market.noChanges")}</p>
      )}
    </section>
  );
}

/** "Similar items sold": the estimate's comparables that were sold, with what they sold for and when. */
export function SoldComparables({ market, kind, href }: { market: MarketView; kind: "plate" | "number"; href: (id: number) => string }) {
  const { t } = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0" data-sold-comparables>
      <h2 id={id} className="section-heading">
        {t("market.soldSimilar")}
      </h2>
      <p className="mb-2 text-sm text-slate-700">{t(kind === "plate" ? "market.soldSimilarPlate" : "market.soldSimilarNumber")}</p>
      {market.sold.length ? (
        <MarketTable
          caption="market.soldSimilar"
          head={["market.item", "market.soldPrice", "market.soldOn"]}
          rows={market.sold.map((s) => ({
            key: String(s.id),
            cells: [
              <a href={href(s.id)} className="text-brand-700 underline underline-offset-2">
                {s.text}
              </a>,
              <bdi>{s.price}</bdi>,
              <time dateTime={s.date.iso}>{s.date.text}</time>,
            ],
          }))}
        />
      ) : (
        <p className="text-slate-700">{t("market.noSold")}</p>
      )}
    </section>
  );
}

/**
 * The plate and number with the same digits (issue 31 item 4): the bundles staff made with this item, each with
 * its price for both and a "Buy the bundle" button (one checkout holding both), then matching items of the
 * other kind. Nothing at all when there is neither.
 */
export function SameDigits({ market }: { market: MarketView }) {
  const { t, href } = useT();
  const id = useId();
  if (!market.pairs.length) return null;
  return (
    <section aria-labelledby={id} className="min-w-0 lg:col-span-2" data-same-digits>
      <h2 id={id} className="section-heading">
        {t("bundles.matching")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {market.pairs.map((pair) => (
          <li key={pair.path} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-bundle={pair.bundle?.id}>
            <a href={href(pair.path)} className="font-semibold text-brand-700 underline underline-offset-2">
              {pair.text}
            </a>
            <span>
              <bdi>{pair.price}</bdi>
            </span>
            {pair.bundle && (
              <Form method="post" action={href("/checkout/start")} className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="kind" value="bundle" />
                <input type="hidden" name="id" value={pair.bundle.id} />
                <span>
                  {t("bundles.bundlePrice")}: <bdi className="font-bold">{pair.bundle.price}</bdi>
                </span>
                <button type="submit" className="btn-primary">
                  {t("bundles.buy")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MarketTable({ caption, head, rows }: { caption: MessageKey; head: MessageKey[]; rows: { key: string; cells: React.ReactNode[] }[] }) {
  const { t } = useT();
  return (
    <ScrollFrame className="mt-2">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t(caption)}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((c, i) => (
                <td key={i} className={cell}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

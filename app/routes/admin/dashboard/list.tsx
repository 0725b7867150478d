import { Form } from "react-router";
import { appContext } from "#app-context";
import { can } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { AdminHeading, AdminSubmitButton, inputClass, tableClass, tdClass, thClass } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { ChartFigure } from "#app/components/admin/charts/chart-figure.tsx";
import { categoryLabel } from "./labels.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { chartsOf, count, filsOf, rangeOf } from "./dashboard.server.ts";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

/**
 * The Dashboard (issue 28, decision 0057): sales, holds, stock, what waits for staff, the most searched patterns
 * and the charts, for a chosen range of UAE days. Amounts only for staff who may read transactions: for the
 * others the service leaves them out, so they never reach the page.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:dashboard");
  const lang = langFromParam(params.lang);
  const range = rangeOf(url, new Date());
  const money = can(viewer.scope, "read:transaction");
  const [figures, emirates] = await Promise.all([money ? services.dashboard.withMoney(range) : services.dashboard.withoutMoney(range), services.catalog.listEmirates()]);
  const takingsOf = (key: keyof typeof figures.takings) => {
    const takings = figures.takings[key];
    const fils = filsOf(takings);
    return { key, sales: count(takings.sales), ...(fils === undefined ? {} : { revenue: formatAed(fils, lang) }) };
  };
  return {
    range,
    takings: (["today", "days7", "days30", "range"] as const).map(takingsOf),
    holds: count(figures.holds),
    waiting: { requests: count(figures.waiting.requests), inquiries: count(figures.waiting.inquiries), ads: count(figures.waiting.ads) },
    stock: [
      { category: "plate" as const, items: count(figures.stock.platesByEmirate.reduce((n, e) => n + e.items, 0)) },
      ...figures.stock.numbersByOperator.map((o) => ({ category: o.operator, items: count(o.items) })),
    ],
    states: figures.states.map((s) => ({ state: s.state, orders: count(s.orders) })),
    searches: figures.searches.map((s) => ({ ...s, searches: count(s.searches) })),
    charts: chartsOf(figures, money, lang, emirates, (key) => translate(lang, key)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.dashboard");

const cardClass = "rounded-lg border border-slate-200 p-4";

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { range, takings, waiting } = loaderData;
  return (
    <>
      <AdminHeading>{t("admin.section.dashboard")}</AdminHeading>
      <Form method="get" action="" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="font-semibold">{t("dashboard.from")}</span>
          <input type="date" name="from" defaultValue={range.from} className={inputClass} aria-describedby="range-hint" />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("dashboard.to")}</span>
          <input type="date" name="to" defaultValue={range.to} className={inputClass} aria-describedby="range-hint" />
        </label>
        <AdminSubmitButton label="dashboard.show" />
        <p id="range-hint" className="w-full text-sm text-slate-700">
          {t("dashboard.rangeHint")}
        </p>
      </Form>

      <section aria-labelledby="sales-heading" className="mb-8">
        <h2 id="sales-heading" className="mb-3 text-xl font-bold">
          {takings[0]?.revenue === undefined ? t("dashboard.sales") : t("dashboard.revenue")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {takings.map((w) => (
            <li key={w.key} className={cardClass} data-takings={w.key}>
              <p className="text-sm text-slate-700">
                {t(`dashboard.${w.key}`)}
                {w.key === "range" && (
                  <>
                    {" "}
                    <bdi dir="ltr">{`${range.from} – ${range.to}`}</bdi>
                  </>
                )}
              </p>
              {w.revenue !== undefined && (
                <p className="text-2xl font-bold">
                  <bdi>{w.revenue}</bdi>
                </p>
              )}
              <p>{t("dashboard.salesCount", { n: w.sales })}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mb-8 grid gap-6 lg:grid-cols-3">
        <FigureCard id="now" title={t("dashboard.now")}>
          <Figure label={t("dashboard.holds")} value={loaderData.holds} name="holds" />
        </FigureCard>
        <FigureCard id="waiting" title={t("dashboard.waiting")}>
          <Figure label={t("dashboard.newRequests")} value={waiting.requests} name="requests" />
          <Figure label={t("dashboard.newInquiries")} value={waiting.inquiries} name="inquiries" />
          <Figure label={t("dashboard.adsWaiting")} value={waiting.ads} name="ads" />
        </FigureCard>
        <FigureCard id="stock" title={t("dashboard.stock")}>
          {loaderData.stock.map((s) => (
            <Figure key={s.category} label={t(categoryLabel[s.category])} value={s.items} name={`stock-${s.category}`} />
          ))}
          <p className="mt-2 text-sm text-slate-700">{t("dashboard.stockHint")}</p>
        </FigureCard>
      </div>

      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="states-heading">
          <h2 id="states-heading" className="mb-3 text-lg font-bold">
            {t("dashboard.ordersByState")}
          </h2>
          {loaderData.states.length === 0 ? (
            <p>{t("dashboard.noOrders")}</p>
          ) : (
            <SmallTable head={[t("dashboard.state"), t("dashboard.orders")]} rows={loaderData.states.map((s) => [t(`order.state.${s.state}`), <bdi>{s.orders}</bdi>])} />
          )}
        </section>
        <section aria-labelledby="searches-heading">
          <h2 id="searches-heading" className="mb-3 text-lg font-bold">
            {t("dashboard.searches")}
          </h2>
          {loaderData.searches.length === 0 ? (
            <p>{t("dashboard.noSearches")}</p>
          ) : (
            <SmallTable
              head={[t("dashboard.pattern"), t("dashboard.searchedIn"), t("dashboard.searchesCount")]}
              rows={loaderData.searches.map((s) => [
                <>
                  {t(`mode.${s.mode as "contains"}`)} <bdi dir="ltr">{s.pattern}</bdi>
                </>,
                t(categoryLabel[s.kind]),
                <bdi>{s.searches}</bdi>,
              ])}
            />
          )}
        </section>
      </div>

      <section aria-labelledby="charts-heading">
        <h2 id="charts-heading" className="mb-3 text-xl font-bold">
          {t("dashboard.charts")}
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          {loaderData.charts.map((chart) => (
            <ChartFigure key={chart.title} title={chart.title} shape={chart.shape} table={chart.table} />
          ))}
        </div>
      </section>
    </>
  );
}

function FigureCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass}>
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <p className="flex justify-between gap-3 py-1" data-figure={name}>
      <span>{label}</span>
      <bdi className="font-bold">{value}</bdi>
    </p>
  );
}

/** A short table of figures; its rows are few and fixed in order, so their place is their key. */
function SmallTable({ head, rows }: { head: string[]; rows: React.ReactNode[][] }) {
  return (
    <ScrollFrame>
      <table className={tableClass}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={thClass}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} className={tdClass}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}


import { Form, Link, useSearchParams } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import type { AlertKind } from "#core/validation/alerts.ts";
import { StatusMessage } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";

/** How the profile names each saved filter (the listing's own labels). */
const filterLabels: Record<string, MessageKey> = {
  emirate: "filters.emirate", code: "filters.code", type: "filters.type", digits: "filters.digits", number: "filters.number",
  price_min: "filters.priceMin", price_max: "filters.priceMax", mode: "filters.mode", pattern: "filters.pattern", class: "filters.class",
  tier: "filters.tier", hot: "filters.hot", operator: "filters.operator", package: "filters.package",
};

export interface AlertRow {
  id: number;
  kind: AlertKind;
  filters: Record<string, string>;
}

/** The profile's "My alerts": each saved search with its filters, a link to its listing, and delete. */
export function MyAlerts({ alerts }: { alerts: AlertRow[] }) {
  const { t, href } = useT();
  const [params] = useSearchParams();
  const done = params.get("alerts");
  return (
    <section id="alerts" aria-labelledby="alerts-heading" className="mt-10 lg:col-span-3">
      <h2 id="alerts-heading" className="mb-4 text-xl font-bold text-brand-900">
        {t("alerts.title")}
      </h2>
      <StatusMessage message={done === "saved" ? t("alerts.saved") : done === "deleted" ? t("alerts.deleted") : undefined} />
      {alerts.length === 0 ? (
        <p>{t("alerts.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {alerts.map((a) => {
            const entries = Object.entries(a.filters).filter(([name]) => name in filterLabels);
            const query = new URLSearchParams(a.filters).toString();
            return (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-4">
                <div>
                  <p className="font-semibold">{t(`alerts.kind.${a.kind}`)}</p>
                  <p className="text-sm">
                    {entries.length === 0
                      ? t("alerts.anything")
                      : entries.map(([name, value], i) => (
                          <span key={name}>
                            {i > 0 && " · "}
                            {t(filterLabels[name]!)}: <bdi dir="ltr">{value}</bdi>
                          </span>
                        ))}
                  </p>
                  <Link to={`${href(a.kind === "plate" ? "/plates" : "/numbers")}${query ? `?${query}` : ""}`} className="text-sm font-semibold text-brand-700 underline">
                    {t("alerts.open")}
                  </Link>
                </div>
                <Form method="post" action={href("/alerts")}>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={a.id} />
                  <button type="submit" className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
                    {t("alerts.delete")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

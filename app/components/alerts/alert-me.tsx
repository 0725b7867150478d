import { Form } from "react-router";
import type { AlertKind } from "#core/validation/alerts.ts";
import { useT } from "#app/lib/i18n.ts";

/** Names a listing's query may carry that are not filters (its order and page): not saved with an alert. */
const notFilters = new Set(["sort", "page"]);

/**
 * "Alert me": a plain form post of the listing's current filters (works without JavaScript). Visitors are sent
 * to sign in and back; the page is the same for everyone, so it can be kept for visitors (decision 0008).
 */
export function AlertMe({ kind, query }: { kind: AlertKind; query: Record<string, string | undefined> }) {
  const { t, href } = useT();
  return (
    <Form method="post" action={href("/alerts")} className="mt-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="kind" value={kind} />
      {Object.entries(query)
        .filter(([name, value]) => value && !notFilters.has(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <button type="submit" className="w-full rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
        {t("alerts.alertMe")}
      </button>
      <p className="mt-2 text-sm text-slate-600">{t("alerts.alertMeHint")}</p>
    </Form>
  );
}

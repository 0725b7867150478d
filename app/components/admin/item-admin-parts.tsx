import { Form } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { patternModes } from "#core/catalog/search-pattern.ts";
import { bulkIntents } from "#core/validation/items-admin.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { type AnyField, SwitchField } from "#app/components/form-kit/index.ts";
import { IntentButton, buttonClass, inputClass, tableClass, tdClass, thClass } from "./admin-ui.tsx";
import { type Filter, type Selection, yesNoOptions } from "./data-table.tsx";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

// The parts the Plates, du Numbers and Etisalat Numbers pages share (issue 27): the filters beyond the public
// ones, the bulk actions (ticked rows, or everything the filter matches after a confirmed count) and the
// price history of one item.

/** The filters every item list has, after the section's own (emirate, code, package…). */
export function itemFilters(digitsMax: number): Filter[] {
  return [
    { name: "mode", label: "items.mode", options: patternModes.map((m) => ({ value: m, label: `mode.${m}` as const })) },
    { name: "pattern", label: "items.pattern", input: "digits" },
    { name: "price_min", label: "items.priceMin", input: "amount" },
    { name: "price_max", label: "items.priceMax", input: "amount" },
    { name: "digits", label: "items.digits", options: Array.from({ length: digitsMax }, (_, i) => ({ value: String(i + 1), label: { text: String(i + 1) } })) },
    { name: "active", label: "items.active", options: yesNoOptions },
    { name: "sold", label: "items.sold", options: yesNoOptions },
    { name: "hot", label: "items.hot", options: yesNoOptions },
    { name: "from", label: "items.from", input: "date" },
    { name: "to", label: "items.to", input: "date" },
  ];
}

/** The ticked rows' bulk actions. */
export const itemSelection: Selection = { actions: bulkIntents.map((intent) => ({ intent, label: `items.bulk.${intent}` as const })) };

/**
 * A bulk action on everything the list's filter matches: the form posts to the page's own address (so the
 * filter travels in it); the first answer is the count, and only a second post with that count changes items.
 */
export function BulkOnFilter(props: { ask?: { intent: string; n: number } | undefined }) {
  const { t } = useT();
  return (
    <section aria-labelledby="bulk-filter" className="mb-4 rounded-md border border-slate-300 p-3">
      <h2 id="bulk-filter" className="mb-2 font-bold">
        {t("items.onFilter")}
      </h2>
      {props.ask ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="scope" value="filter" />
          <input type="hidden" name="intent" value={props.ask.intent} />
          <input type="hidden" name="confirm" value={props.ask.n} />
          <p role="status">{t("items.confirmFilter", { n: props.ask.n })}</p>
          <button type="submit" className={buttonClass}>
            {t("items.confirm")}: {t(`items.bulk.${props.ask.intent}` as MessageKey)}
          </button>
        </Form>
      ) : (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="scope" value="filter" />
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t("table.bulkActions")}</span>
            <select name="intent" className={inputClass}>
              {bulkIntents.map((intent) => (
                <option key={intent} value={intent}>
                  {t(`items.bulk.${intent}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass}>
            {t("items.onFilter")}
          </button>
        </Form>
      )}
    </section>
  );
}

export interface HistoryRow {
  id: number;
  event: "listed" | "price" | "sold" | "unsold";
  price: string;
  previousPrice: string | null;
  who: string | null;
  at: string;
}

/** An item's price changes and sales, newest first, with who made each. */
export function PriceHistory({ rows }: { rows: HistoryRow[] }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="price-history" className="mt-8">
      <h2 id="price-history" className="mb-3 text-xl font-bold">
        {t("items.history")}
      </h2>
      {rows.length === 0 ? (
        <p>{t("items.historyEmpty")}</p>
      ) : (
        <ScrollFrame>
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>{t("items.historyWhen")}</th>
                <th scope="col" className={thClass}>{t("items.historyWhat")}</th>
                <th scope="col" className={thClass}>{t("items.historyPrice")}</th>
                <th scope="col" className={thClass}>{t("items.historyWho")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className={tdClass}>{formatDateTime(r.at, lang)}</td>
                  <td className={tdClass}>{t(`items.event.${r.event}`)}</td>
                  <td className={tdClass}>
                    <bdi>{r.previousPrice ? `${r.previousPrice} → ${r.price}` : r.price}</bdi>
                  </td>
                  <td className={tdClass}>
                    <bdi dir="ltr">{r.who ?? t("items.byOrder")}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      )}
    </section>
  );
}

/** An item form's two switches: on sale (shown to buyers) and hot deal. */
export function ItemSwitches(props: { active: AnyField; featured: AnyField }) {
  return (
    <div>
      <SwitchField field={props.active} label="plates.active" hint="plates.activeHint" />
      <SwitchField field={props.featured} label="plates.featured" />
    </div>
  );
}

/** An item page's buttons: mark sold at a branch (or back on sale), and delete. */
export function ItemRecordActions(props: { sold: boolean; canUpdate: boolean; canDelete: boolean; deleteLabel: MessageKey }) {
  return (
    <div className="mt-8 flex flex-wrap gap-4">
      {props.canUpdate && (
        <IntentButton intent={props.sold ? "mark_unsold" : "mark_sold"} label={props.sold ? "items.bulk.mark_unsold" : "items.soldByHand"} />
      )}
      {props.canDelete && (
        <IntentButton intent="delete" label={props.deleteLabel} danger />
      )}
    </div>
  );
}

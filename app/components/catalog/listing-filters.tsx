import { type ReactNode, useId } from "react";
import { Form, Link } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { type Chip, FilterChips } from "./filter-chips.tsx";
import { FilterField, inputClass } from "./filter-fields.tsx";

/**
 * A listing's filters (issue 31 item 0): on a phone the search box, a "Filters" button and the applied filters as
 * chips, so the count and the first items are on the first screen; the button opens the rest (a <details>: no
 * JavaScript needed, and nothing moves while the page loads). From 1024 px wide it is the side column, every field
 * shown (app.css). The search box sits outside the sheet and belongs to its form through the `form` attribute.
 */
export function ListingFilters({ action, raw, errors, maxLength, chips, path, query, above, after, searchLabel, children }: {
  action: string;
  raw: Record<string, string | undefined>;
  errors: Record<string, string>;
  /** The search box's length (the listings' form as before). */
  maxLength: number;
  chips: readonly Chip[];
  /** The listing's address and query, for the chips' links. */
  path: string;
  query: Record<string, string | undefined>;
  /** Shown above the search box (the numbers' operator links). */
  above?: ReactNode;
  /** Inside the sheet, after the form (a form of its own: "Alert me"). */
  after?: ReactNode;
  searchLabel?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const formId = useId();
  const hintId = useId();
  const key = JSON.stringify(raw);
  // A refused field inside the sheet must be seen: the sheet comes open with it.
  const sheetError = Object.keys(errors).some((name) => name !== "pattern");
  return (
    <section aria-labelledby="filters-title" className="rounded-lg border border-slate-200 bg-slate-50 p-3 lg:self-start lg:p-4">
      <h2 id="filters-title" className="sr-only lg:not-sr-only lg:mb-3 lg:block lg:text-lg lg:font-bold">{t("filters.title")}</h2>
      {above}
      <div className="flex items-end gap-2" key={`search ${key}`}>
        <div className="min-w-0 flex-1">
          <FilterField label={searchLabel ?? t("filters.pattern")} error={errors.pattern}>
            {(p) => (
              <input
                {...p}
                aria-describedby={[p["aria-describedby"], hintId].filter(Boolean).join(" ")}
                form={formId}
                type="search"
                name="pattern"
                defaultValue={raw.pattern ?? ""}
                maxLength={maxLength}
                dir="ltr"
                autoComplete="off"
                inputMode="text"
                className={`${inputClass} digits-plain`}
              />
            )}
          </FilterField>
        </div>
        <button type="submit" form={formId} className="btn-primary shrink-0">
          {t("filters.submit")}
        </button>
      </div>
      <p id={hintId} className="digits-plain mt-1 text-xs text-slate-600">
        {t("filters.patternHint")}
      </p>
      {/* A new sheet per query: applied (with JavaScript, the same page), it closes on the results. */}
      <details className="filter-sheet mt-3" open={sheetError || undefined} key={`sheet ${key}`}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800">
          {t("filters.open")}
          {chips.length > 0 && <span className="rounded-full bg-brand-700 px-2 text-sm text-white">{chips.length}</span>}
        </summary>
        <Form id={formId} method="get" action={action} className="mt-3 grid gap-3 lg:mt-0" key={key}>
          {children}
          <Link to={action} className="text-sm font-semibold text-brand-700 underline">{t("filters.reset")}</Link>
        </Form>
        {after}
      </details>
      <FilterChips chips={chips} path={path} query={query} />
    </section>
  );
}

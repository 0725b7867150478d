import { patternClasses } from "#core/catalog/patterns.ts";
import { patternModes } from "#core/catalog/search-pattern.ts";
import { tiers } from "#core/catalog/tiers.ts";
import { sorts } from "#core/catalog/listing-options.ts";
import { useT } from "#app/lib/i18n.ts";
import { FilterField, SortAndSubmit, inputClass } from "./filter-fields.tsx";

// The parts of the filter form that plates and numbers share. `value(name)` reads the URL's current value.

type Value = (name: string) => string;
type Errors = Record<string, string>;

/** A select with an "Any" first option (an empty value means "no filter"). */
export function FilterSelect({ name, label, value, error, options }: { name: string; label: string; value: Value; error?: string | undefined; options: { value: string | number; label: string }[] }) {
  const { t } = useT();
  return (
    <FilterField label={label} error={error}>
      {(p) => (
        <select {...p} name={name} defaultValue={value(name)} className={inputClass}>
          <option value="">{t("filters.any")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** How to match the search box's digits (contains, starts, ends, mask); the box itself is ListingFilters'. */
export function ModeFilter({ value, errors }: { value: Value; errors: Errors }) {
  const { t } = useT();
  return (
    <FilterField label={t("filters.mode")} error={errors.mode}>
      {(p) => (
        <select {...p} name="mode" defaultValue={value("mode")} className={inputClass}>
          {patternModes.map((m) => (
            <option key={m} value={m}>
              {t(`mode.${m}`)}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** Pattern class, tier, price range, hot deals, sort and the submit button. */
export function CommonFilters({ value, errors }: { value: Value; errors: Errors }) {
  const { t } = useT();
  return (
    <>
      <FilterSelect name="class" label={t("filters.class")} value={value} error={errors.class} options={patternClasses.map((c) => ({ value: c, label: t(`class.${c}`) }))} />
      <FilterSelect name="tier" label={t("filters.tier")} value={value} error={errors.tier} options={tiers.map((x) => ({ value: x, label: t(`tier.${x}`) }))} />
      <div className="grid grid-cols-2 gap-2">
        <FilterField label={t("filters.priceMin")} error={errors.price_min}>
          {(p) => <input {...p} name="price_min" defaultValue={value("price_min")} inputMode="numeric" dir="ltr" className={inputClass} />}
        </FilterField>
        <FilterField label={t("filters.priceMax")} error={errors.price_max}>
          {(p) => <input {...p} name="price_max" defaultValue={value("price_max")} inputMode="numeric" dir="ltr" className={inputClass} />}
        </FilterField>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="hot" value="1" defaultChecked={value("hot") === "1"} className="h-5 w-5" />
        {t("filters.hot")}
      </label>
      <SortAndSubmit sort={value("sort") || "newest"} sorts={sorts} error={errors.sort} />
    </>
  );
}

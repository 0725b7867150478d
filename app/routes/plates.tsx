import { Form, Link, data } from "react-router";
import { appContext } from "#app-context";
import { patternClasses } from "../../core/catalog/patterns.ts";
import { patternModes } from "../../core/catalog/search-pattern.ts";
import { tiers } from "../../core/catalog/tiers.ts";
import { pick } from "../../core/i18n/index.ts";
import { plateFilters, sorts } from "../../core/validation/catalog.ts";
import { plateDto } from "../../server/modules/catalog/item-dto.ts";
import { FilterField, SortAndSubmit, inputClass } from "../components/catalog/filter-fields.tsx";
import { ListingResults } from "../components/catalog/listing-results.tsx";
import { PlateCard } from "../components/catalog/plate-card.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { parseFilters } from "../lib/listing.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/plates.ts";

/** /plates: every filter is a GET field, so results are shareable links and work without JavaScript. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { catalog } = context.get(appContext).services;
  const lang = langFromParam(params.lang);
  const { filters, errors, raw } = parseFilters(plateFilters, url, lang);
  const [emirates, codes, types] = await Promise.all([catalog.listEmirates(), catalog.listPlateCodes(), catalog.listPlateTypes()]);
  const result = filters ? await catalog.searchPlates(filters) : null;
  const body = {
    raw,
    errors,
    emirates: emirates.map((e) => ({ code: e.code, name: pick(lang, e.name, e.nameAr) })),
    codes: codes.map((c) => ({ emirate: c.emirateCode, code: c.code })),
    types: types.map((t) => ({ key: t.key, name: pick(lang, t.name, t.nameAr) })),
    items: result?.items.map(plateDto) ?? [],
    total: result?.total ?? 0,
    page: result?.page ?? 1,
    pages: result?.pages ?? 1,
  };
  return data(body, { status: filters ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "plates", path: "/plates" });

export default function Plates({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { raw, errors } = loaderData;
  const value = (name: string) => raw[name as keyof typeof raw] ?? "";
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[18rem_1fr]">
      <section aria-labelledby="filters-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="filters-title" className="mb-3 text-lg font-bold">{t("filters.title")}</h2>
        <Form method="get" className="grid gap-3" key={JSON.stringify(raw)}>
          <FilterField label={t("filters.emirate")} error={errors.emirate}>
            {(p) => (
              <select {...p} name="emirate" defaultValue={value("emirate")} className={inputClass}>
                <option value="">{t("filters.any")}</option>
                {loaderData.emirates.map((e) => <option key={e.code} value={e.code}>{e.name}</option>)}
              </select>
            )}
          </FilterField>
          <FilterField label={t("filters.code")} error={errors.code}>
            {(p) => (
              <select {...p} name="code" defaultValue={value("code")} className={inputClass}>
                <option value="">{t("filters.any")}</option>
                {loaderData.emirates.map((e) => (
                  <optgroup key={e.code} label={e.name}>
                    {loaderData.codes.filter((c) => c.emirate === e.code).map((c) => <option key={`${e.code}-${c.code}`} value={c.code}>{c.code}</option>)}
                  </optgroup>
                ))}
              </select>
            )}
          </FilterField>
          <FilterField label={t("filters.type")} error={errors.type}>
            {(p) => (
              <select {...p} name="type" defaultValue={value("type")} className={inputClass}>
                <option value="">{t("filters.any")}</option>
                {loaderData.types.map((ty) => <option key={ty.key} value={ty.key}>{ty.name}</option>)}
              </select>
            )}
          </FilterField>
          <FilterField label={t("filters.digits")} error={errors.digits}>
            {(p) => (
              <select {...p} name="digits" defaultValue={value("digits")} className={inputClass}>
                <option value="">{t("filters.any")}</option>
                {[1, 2, 3, 4, 5].map((n) => <option key={n} value={n}>{t("filters.digitsOption", { n })}</option>)}
              </select>
            )}
          </FilterField>
          <div className="grid grid-cols-2 gap-2">
            <FilterField label={t("filters.mode")} error={errors.mode}>
              {(p) => (
                <select {...p} name="mode" defaultValue={value("mode")} className={inputClass}>
                  {patternModes.map((m) => <option key={m} value={m}>{t(`mode.${m}`)}</option>)}
                </select>
              )}
            </FilterField>
            <FilterField label={t("filters.pattern")} error={errors.pattern}>
              {(p) => <input {...p} name="pattern" defaultValue={value("pattern")} maxLength={10} dir="ltr" autoComplete="off" className={`${inputClass} digits-plain`} />}
            </FilterField>
          </div>
          <FilterField label={t("filters.class")} error={errors.class}>
            {(p) => (
              <select {...p} name="class" defaultValue={value("class")} className={inputClass}>
                <option value="">{t("filters.any")}</option>
                {patternClasses.map((c) => <option key={c} value={c}>{t(`class.${c}`)}</option>)}
              </select>
            )}
          </FilterField>
          <FilterField label={t("filters.tier")} error={errors.tier}>
            {(p) => (
              <select {...p} name="tier" defaultValue={value("tier")} className={inputClass}>
                <option value="">{t("filters.any")}</option>
                {tiers.map((x) => <option key={x} value={x}>{t(`tier.${x}`)}</option>)}
              </select>
            )}
          </FilterField>
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
          <Link to={href("/plates")} className="text-sm font-semibold text-brand-700 underline">{t("filters.reset")}</Link>
        </Form>
      </section>
      <ListingResults total={loaderData.total} page={loaderData.page} pages={loaderData.pages} path="/plates" query={raw} empty={loaderData.items.length === 0} invalid={Object.keys(errors).length > 0}>
        {loaderData.items.map((plate) => <PlateCard key={plate.id} plate={plate} />)}
      </ListingResults>
    </div>
  );
}

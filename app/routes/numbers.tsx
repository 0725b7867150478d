import { Form, Link, data } from "react-router";
import { appContext } from "#app-context";
import { patternClasses } from "../../core/catalog/patterns.ts";
import { patternModes } from "../../core/catalog/search-pattern.ts";
import { tiers } from "../../core/catalog/tiers.ts";
import { pick } from "../../core/i18n/index.ts";
import { MOBILE_MAX_LENGTH, numberFilters, operators, sorts } from "../../core/validation/catalog.ts";
import { numberDto } from "../../server/modules/catalog/item-dto.ts";
import { FilterField, SortAndSubmit, inputClass } from "../components/catalog/filter-fields.tsx";
import { ListingResults } from "../components/catalog/listing-results.tsx";
import { NumberCard } from "../components/catalog/number-card.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { parseFilters } from "../lib/listing.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/numbers.ts";

/** /numbers and /numbers/du, /numbers/etisalat: the chosen operator is the route parameter. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { catalog } = context.get(appContext).services;
  const lang = langFromParam(params.lang);
  if (params.operator !== undefined && !(operators as readonly string[]).includes(params.operator)) {
    throw data({ messageKey: "error.notFound" }, 404);
  }
  const { filters, errors, raw } = parseFilters(numberFilters, url, lang, params.operator ? { operator: params.operator } : {});
  const [packages, result] = await Promise.all([catalog.listPackages(), filters ? catalog.searchNumbers(filters) : null]);
  const body = {
    operator: params.operator ?? null,
    raw,
    errors,
    packages: packages.map((p) => ({ id: p.id, name: pick(lang, p.name, p.nameAr) })),
    items: result?.items.map(numberDto) ?? [],
    total: result?.total ?? 0,
    page: result?.page ?? 1,
    pages: result?.pages ?? 1,
  };
  return data(body, { status: filters ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, { pageName: "numbers", path: loaderData?.operator ? `/numbers/${loaderData.operator}` : "/numbers" });

export default function Numbers({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { raw, errors, operator } = loaderData;
  const value = (name: string) => raw[name as keyof typeof raw] ?? "";
  const path = operator ? `/numbers/${operator}` : "/numbers";
  const query = Object.fromEntries(Object.entries(raw).filter(([k]) => k !== "operator"));
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[18rem_1fr]">
      <section aria-labelledby="filters-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="filters-title" className="mb-3 text-lg font-bold">{t("filters.title")}</h2>
        <nav aria-label={t("filters.operator")} className="mb-3 flex flex-wrap gap-2">
          {[null, ...operators].map((op) => (
            <Link key={op ?? "all"} to={href(op ? `/numbers/${op}` : "/numbers")} aria-current={op === operator ? "page" : undefined} className="rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
              {op ? t(`catalog.operator.${op}`) : t("filters.any")}
            </Link>
          ))}
        </nav>
        <Form method="get" action={href(path)} className="grid gap-3" key={JSON.stringify(raw)}>
          <div className="grid grid-cols-2 gap-2">
            <FilterField label={t("filters.mode")} error={errors.mode}>
              {(p) => (
                <select {...p} name="mode" defaultValue={value("mode")} className={inputClass}>
                  {patternModes.map((m) => <option key={m} value={m}>{t(`mode.${m}`)}</option>)}
                </select>
              )}
            </FilterField>
            <FilterField label={t("filters.pattern")} error={errors.pattern}>
              {(p) => (
                <input
                  {...p}
                  aria-describedby={[p["aria-describedby"], "pattern-hint"].filter(Boolean).join(" ")}
                  name="pattern"
                  defaultValue={value("pattern")}
                  maxLength={MOBILE_MAX_LENGTH}
                  dir="ltr"
                  autoComplete="off"
                  className={`${inputClass} digits-plain`}
                />
              )}
            </FilterField>
          </div>
          <p id="pattern-hint" className="digits-plain -mt-2 text-xs text-slate-600">{t("filters.patternHint")}</p>
          <FilterField label={t("filters.package")} error={errors.package}>
            {(p) => (
              <select {...p} name="package" defaultValue={value("package")} className={inputClass}>
                <option value="">{t("filters.any")}</option>
                {loaderData.packages.map((pk) => <option key={pk.id} value={pk.id}>{pk.name}</option>)}
              </select>
            )}
          </FilterField>
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
          <Link to={href(path)} className="text-sm font-semibold text-brand-700 underline">{t("filters.reset")}</Link>
        </Form>
      </section>
      <ListingResults total={loaderData.total} page={loaderData.page} pages={loaderData.pages} path={path} query={query} empty={loaderData.items.length === 0} invalid={Object.keys(errors).length > 0}>
        {loaderData.items.map((item) => <NumberCard key={item.id} item={item} />)}
      </ListingResults>
    </div>
  );
}

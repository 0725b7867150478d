import { Link, data } from "react-router";
import { appContext } from "#app-context";
import { pick } from "#core/i18n/lang.ts";
import { MOBILE_MAX_LENGTH, operators } from "#core/catalog/listing-options.ts";
import { numberFilters } from "#core/validation/catalog.ts";
import { numberCard } from "#app/lib/catalog.server.ts";
import { pack, packOnce } from "#app/lib/packed.server.ts";
import { CommonFilters, FilterSelect, ModeFilter } from "../components/catalog/filter-sections.tsx";
import { commonChips, optionChip } from "../components/catalog/filter-chips.tsx";
import { ListingFilters } from "../components/catalog/listing-filters.tsx";
import { ListingResults } from "../components/catalog/listing-results.tsx";
import { KeptListing } from "../components/catalog/kept-listing.tsx";
import { AlertMe } from "../components/alerts/alert-me.tsx";
import { NumberCard } from "../components/catalog/number-card.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { parseFilters } from "../lib/listing.ts";
import { unpack } from "../lib/packed.ts";
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
    // The cards travel as JSON text, packed once per search answer (app/lib/packed.ts).
    items: result ? packOnce(result, () => result.items.map(numberCard)) : pack([]),
    total: result?.total ?? 0,
    exact: result?.totalExact ?? true,
    page: result?.page ?? 1,
    pages: result?.pages ?? 1,
  };
  return data(body, { status: filters ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, { pageName: "numbers", path: loaderData?.operator ? `/numbers/${loaderData.operator}` : "/numbers" });

export default function Numbers({ loaderData }: Route.ComponentProps) {
  return (
    <KeptListing name="numbers" kind="number" data={loaderData} items={unpack(loaderData.items)}>
      <NumbersListing loaderData={loaderData} />
    </KeptListing>
  );
}

function NumbersListing({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t, href } = useT();
  const { raw, errors, operator } = loaderData;
  const items = unpack(loaderData.items);
  const value = (name: string) => raw[name as keyof typeof raw] ?? "";
  const path = operator ? `/numbers/${operator}` : "/numbers";
  const query = Object.fromEntries(Object.entries(raw).filter(([k]) => k !== "operator"));
  const packageOptions = loaderData.packages.map((pk) => ({ value: pk.id, label: pk.name }));
  const operatorLinks = (
    <nav aria-label={t("filters.operator")} className="mb-3 flex flex-wrap gap-2">
      {[null, ...operators].map((op) => (
        <Link key={op ?? "all"} to={href(op ? `/numbers/${op}` : "/numbers")} aria-current={op === operator ? "page" : undefined} className="rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
          {op ? t(`catalog.operator.${op}`) : t("filters.any")}
        </Link>
      ))}
    </nav>
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 lg:grid-cols-[18rem_1fr] lg:gap-6 lg:py-6">
      <ListingFilters
        action={href(path)}
        raw={raw}
        errors={errors}
        maxLength={MOBILE_MAX_LENGTH}
        chips={[...optionChip(query, "package", packageOptions), ...commonChips(query, t)]}
        path={path}
        query={query}
        above={operatorLinks}
        after={Object.keys(errors).length === 0 && <AlertMe kind="number" query={raw} />}
      >
        <ModeFilter value={value} errors={errors} />
        <FilterSelect name="package" label={t("filters.package")} value={value} error={errors.package} options={packageOptions} />
        <CommonFilters value={value} errors={errors} />
      </ListingFilters>
      <ListingResults total={loaderData.total} exact={loaderData.exact} page={loaderData.page} pages={loaderData.pages} path={path} query={query} empty={items.length === 0} invalid={Object.keys(errors).length > 0}>
        {items.map((item) => <NumberCard key={item.id} item={item} />)}
      </ListingResults>
    </div>
  );
}

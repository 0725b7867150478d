import { data } from "react-router";
import { appContext } from "#app-context";
import { pick } from "#core/i18n/lang.ts";
import { PLATE_DIGITS_MAX } from "#core/catalog/listing-options.ts";
import { plateFilters } from "#core/validation/catalog.ts";
import { plateCard } from "#app/lib/catalog.server.ts";
import { pack, packOnce } from "#app/lib/packed.server.ts";
import { FilterField, inputClass } from "../components/catalog/filter-fields.tsx";
import { CommonFilters, FilterSelect, ModeFilter } from "../components/catalog/filter-sections.tsx";
import { commonChips, optionChip } from "../components/catalog/filter-chips.tsx";
import { ListingFilters } from "../components/catalog/listing-filters.tsx";
import { ListingResults } from "../components/catalog/listing-results.tsx";
import { KeptListing } from "../components/catalog/kept-listing.tsx";
import { AlertMe } from "../components/alerts/alert-me.tsx";
import { PlateCard } from "../components/catalog/plate-card.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { parseFilters } from "../lib/listing.ts";
import { unpack } from "../lib/packed.ts";
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
    // The filters' option lists and the cards travel as JSON text (app/lib/packed.ts): the cards are packed
    // once per search answer, the option lists once per list (kept by the catalogue), language and emirate.
    options: packOnce(
      [codes, emirates, types],
      () => ({
        emirates: emirates.map((e) => ({ code: e.code, name: pick(lang, e.name, e.nameAr) })),
        // With an emirate chosen, its codes only: the others could not match (and are 150 options to send).
        codes: codes.filter((c) => !filters?.emirate || c.emirateCode === filters.emirate).map((c) => ({ emirate: c.emirateCode, code: c.code })),
        types: types.map((t) => ({ key: t.key, name: pick(lang, t.name, t.nameAr) })),
      }),
      `${lang}|${filters?.emirate ?? ""}`,
    ),
    items: result ? packOnce(result, () => result.items.map(plateCard)) : pack([]),
    total: result?.total ?? 0,
    exact: result?.totalExact ?? true,
    page: result?.page ?? 1,
    pages: result?.pages ?? 1,
  };
  return data(body, { status: filters ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "plates", path: "/plates" });

export default function Plates({ loaderData }: Route.ComponentProps) {
  return (
    <KeptListing name="plates" kind="plate" data={loaderData} items={unpack(loaderData.items)}>
      <PlatesListing loaderData={loaderData} />
    </KeptListing>
  );
}

function PlatesListing({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t, href } = useT();
  const { raw, errors } = loaderData;
  const options = unpack(loaderData.options);
  const items = unpack(loaderData.items);
  const value = (name: string) => raw[name as keyof typeof raw] ?? "";
  const emirateOptions = options.emirates.map((e) => ({ value: e.code, label: e.name }));
  const typeOptions = options.types.map((ty) => ({ value: ty.key, label: ty.name }));
  const digitOptions = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: t("filters.digitsOption", { count: n }) }));
  const chips = [
    ...optionChip(raw, "emirate", emirateOptions),
    ...optionChip(raw, "code", [], t("filters.code")),
    ...optionChip(raw, "type", typeOptions),
    ...optionChip(raw, "digits", digitOptions),
    ...optionChip(raw, "number", [], t("filters.number")),
    ...commonChips(raw, t),
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 lg:grid-cols-[18rem_1fr] lg:gap-6 lg:py-6">
      <ListingFilters
        action={href("/plates")}
        raw={raw}
        errors={errors}
        maxLength={PLATE_DIGITS_MAX * 2}
        chips={chips}
        path="/plates"
        query={raw}
        after={Object.keys(errors).length === 0 && <AlertMe kind="plate" query={raw} />}
      >
        <FilterSelect name="emirate" label={t("filters.emirate")} value={value} error={errors.emirate} options={emirateOptions} />
        <FilterField label={t("filters.code")} error={errors.code}>
          {(p) => (
            <select {...p} name="code" defaultValue={value("code")} className={inputClass}>
              <option value="">{t("filters.any")}</option>
              {options.emirates.map((e) => {
                const codes = options.codes.filter((c) => c.emirate === e.code);
                return codes.length > 0 && (
                  <optgroup key={e.code} label={e.name}>
                    {codes.map((c) => <option key={`${e.code}-${c.code}`} value={c.code}>{c.code}</option>)}
                  </optgroup>
                );
              })}
            </select>
          )}
        </FilterField>
        <FilterSelect name="type" label={t("filters.type")} value={value} error={errors.type} options={typeOptions} />
        <FilterSelect name="digits" label={t("filters.digits")} value={value} error={errors.digits} options={digitOptions} />
        <ModeFilter value={value} errors={errors} />
        <CommonFilters value={value} errors={errors} />
      </ListingFilters>
      <ListingResults total={loaderData.total} exact={loaderData.exact} page={loaderData.page} pages={loaderData.pages} path="/plates" query={raw} empty={items.length === 0} invalid={Object.keys(errors).length > 0}>
        {items.map((plate) => <PlateCard key={plate.id} plate={plate} />)}
      </ListingResults>
    </div>
  );
}

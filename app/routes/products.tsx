import { Link, data } from "react-router";
import { appContext } from "#app-context";
import { MOBILE_MAX_LENGTH, productKinds } from "#core/catalog/listing-options.ts";
import { productFilters } from "#core/validation/products.ts";
import { numberCard, plateCard } from "#app/lib/catalog.server.ts";
import { pack, packOnce } from "#app/lib/packed.server.ts";
import { useHearts } from "#app/lib/catalog.ts";
import { CommonFilters, ModeFilter } from "../components/catalog/filter-sections.tsx";
import { commonChips } from "../components/catalog/filter-chips.tsx";
import { ListingFilters } from "../components/catalog/listing-filters.tsx";
import { ListingResults } from "../components/catalog/listing-results.tsx";
import { NumberCard } from "../components/catalog/number-card.tsx";
import { PlateCard } from "../components/catalog/plate-card.tsx";
import { Kept } from "../components/kept.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { parseFilters } from "../lib/listing.ts";
import { unpack } from "../lib/packed.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/products.ts";

/**
 * /products: one search over plates and both operators' numbers (issue 31, decision 0063), the kind a filter.
 * Built as the listings are: GET filters (shareable, no JavaScript needed), the catalogue's kept answers, the
 * cards packed once per answer, the whole listing kept as HTML per inputs.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { catalog } = context.get(appContext).services;
  const { filters, errors, raw } = parseFilters(productFilters, url, langFromParam(params.lang));
  const result = filters ? await catalog.searchProducts(filters) : null;
  const body = {
    raw,
    errors,
    items: result
      ? packOnce(result, () => result.items.map((p) => (p.kind === "plate" ? { kind: p.kind, plate: plateCard(p.item) } : { kind: p.kind, number: numberCard(p.item) })))
      : pack([]),
    total: result?.total ?? 0,
    exact: result?.totalExact ?? true,
    page: result?.page ?? 1,
    pages: result?.pages ?? 1,
  };
  return data(body, { status: filters ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "products", path: "/products" });

export default function Products({ loaderData }: Route.ComponentProps) {
  const items = unpack(loaderData.items);
  // Each card's heart shows its own kind's wishlist state: both named as the kept listing's inputs (decision 0034).
  const plateHearts = useHearts("plate", items.flatMap((p) => (p.kind === "plate" ? [p.plate] : [])));
  const numberHearts = useHearts("number", items.flatMap((p) => (p.kind === "number" ? [p.number] : [])));
  return (
    <Kept name="products" inputs={{ data: loaderData, hearts: [plateHearts, numberHearts] }}>
      <ProductsListing loaderData={loaderData} />
    </Kept>
  );
}

const kindLabel = { plate: "nav.plates", du: "nav.duNumbers", etisalat: "nav.etisalatNumbers" } as const;

function ProductsListing({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t, href } = useT();
  const { raw, errors } = loaderData;
  const items = unpack(loaderData.items);
  const value = (name: string) => raw[name as keyof typeof raw] ?? "";
  const kindLink = (kind: string | null) => {
    const params = new URLSearchParams(Object.entries(raw).filter(([k, v]) => v && k !== "kind" && k !== "page"));
    if (kind) params.set("kind", kind);
    const search = params.toString();
    return href("/products") + (search ? `?${search}` : "");
  };
  const kinds = (
    <nav aria-label={t("products.kind")} className="mb-3 flex flex-wrap gap-2">
      {[null, ...productKinds].map((kind) => (
        <Link key={kind ?? "all"} to={kindLink(kind)} aria-current={(raw.kind || null) === kind ? "page" : undefined} className="rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
          {kind ? t(kindLabel[kind]) : t("filters.any")}
        </Link>
      ))}
    </nav>
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 lg:grid-cols-[18rem_1fr] lg:gap-6 lg:py-6">
      <ListingFilters action={href("/products")} raw={raw} errors={errors} maxLength={MOBILE_MAX_LENGTH} chips={commonChips(raw, t)} path="/products" query={raw} above={kinds} searchLabel={t("products.searchLabel")}>
        {raw.kind && <input type="hidden" name="kind" value={raw.kind} />}
        <ModeFilter value={value} errors={errors} />
        <CommonFilters value={value} errors={errors} />
      </ListingFilters>
      <ListingResults total={loaderData.total} exact={loaderData.exact} page={loaderData.page} pages={loaderData.pages} path="/products" query={raw} empty={items.length === 0} invalid={Object.keys(errors).length > 0}>
        {items.map((p) => (p.kind === "plate" ? <PlateCard key={`plate-${p.plate.id}`} plate={p.plate} /> : <NumberCard key={`number-${p.number.id}`} item={p.number} />))}
      </ListingResults>
    </div>
  );
}

import { useRef } from "react";
import { Form } from "react-router";
import { appContext } from "#app-context";
import { localePath, pick } from "../../core/i18n/index.ts";
import { plateDto } from "../../server/modules/catalog/item-dto.ts";
import { BuyBox } from "../components/catalog/buy-box.tsx";
import { FeeTable } from "../components/catalog/fee-table.tsx";
import { FavouriteButton } from "../components/catalog/favourite-button.tsx";
import { ItemBadges } from "../components/catalog/item-badges.tsx";
import { PlateTitle } from "../components/catalog/item-title.tsx";
import { JsonLd } from "../components/catalog/json-ld.tsx";
import { PlateCard } from "../components/catalog/plate-card.tsx";
import { PlateDownload } from "../components/catalog/plate-download.tsx";
import { PlateImage } from "../components/catalog/plate-image.tsx";
import { ShareLink } from "../components/catalog/share-link.tsx";
import { plateLabel } from "../lib/catalog.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { feeRows, notFound, parseItemId, productJsonLd } from "../lib/item-page.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/buy-plate.ts";

/** /buy/plates/:id: the plate, its patterns, the fee breakdown, similar plates. Without an id: the search. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { catalog, config } = context.get(appContext).services;
  const id = parseItemId(params.id);
  if (id === null) return { plate: null };
  const plate = await catalog.getPlate(id);
  if (!plate) notFound();
  const lang = langFromParam(params.lang);
  const [fees, similar, types] = await Promise.all([catalog.fees("plate", plate.price), catalog.similarPlates(plate), catalog.listPlateTypes()]);
  const type = types.find((t) => t.key === plate.plateType);
  return {
    plate: plateDto(plate),
    typeName: type ? pick(lang, type.name, type.nameAr) : plate.plateType,
    fees: feeRows(fees),
    similar: similar.map(plateDto),
    url: config.publicUrl + localePath(lang, `/buy/plates/${plate.id}`),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const lang = langFromParam(params.lang);
  const plate = loaderData?.plate;
  return seoMeta(matches, { pageName: "buy_plates", path: plate ? `/buy/plates/${plate.id}` : "/buy/plates", title: plate ? plateLabel(plate, lang) : undefined });
};

export default function BuyPlate({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const svgRef = useRef<SVGSVGElement>(null);
  if (!loaderData.plate) {
    return (
      <section className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">{t("route.buy_plates")}</h1>
        <p className="mb-4">{t("catalog.chooseFromSearch")}</p>
        <Form method="get" action={href("/plates")} className="flex gap-2">
          <label htmlFor="buy-pattern" className="sr-only">{t("filters.pattern")}</label>
          <input id="buy-pattern" name="pattern" inputMode="numeric" maxLength={5} dir="ltr" className="flex-1 rounded-md border border-slate-400 px-3 py-2" />
          <button type="submit" className="btn-primary">{t("filters.submit")}</button>
        </Form>
      </section>
    );
  }
  const { plate, fees, similar, url, typeName } = loaderData;
  const label = plateLabel(plate, lang);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd value={productJsonLd({ name: label, url, priceFils: plate.price_fils, sold: plate.sold })} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col items-center gap-4">
          <PlateImage ref={svgRef} emirateCode={plate.emirate} code={plate.code} number={plate.number} plateType={plate.plate_type} label={label} className="w-full max-w-lg" />
          <PlateDownload svgRef={svgRef} fileName={`plate-${plate.emirate}-${plate.code}-${plate.number}.png`} />
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold text-brand-900">
              <PlateTitle plate={plate} />
            </h1>
            <FavouriteButton kind="plate" id={plate.id} label={label} />
          </div>
          <p className="text-slate-700">{t("catalog.plateType")}: {typeName}</p>
          <ItemBadges pattern={plate.pattern} kind="plate" sold={plate.sold} featured={plate.featured} />
          <FeeTable fees={fees} kind="plate" />
          <BuyBox sold={plate.sold} itemLabel={label} pageUrl={url} />
          <ShareLink text={t("catalog.shareText", { site: t("site.name"), item: label })} url={url} />
        </div>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar-title" className="mt-12">
          <h2 id="similar-title" className="section-heading">{t("catalog.similar")}</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((p) => <PlateCard key={p.id} plate={p} />)}
          </div>
        </section>
      )}
    </article>
  );
}

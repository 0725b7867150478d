import { useRef } from "react";
import { appContext } from "#app-context";
import { localePath, pick } from "#core/i18n/lang.ts";
import { PLATE_DIGITS_MAX } from "#core/catalog/listing-options.ts";
import { plateDto } from "#app/lib/catalog.server.ts";
import { plateMarket } from "#app/lib/item-market.server.ts";
import { PriceHistory, SameDigits, SoldComparables } from "../components/catalog/item-market.tsx";
import { PlateTitle } from "../components/catalog/item-title.tsx";
import { PlateCard } from "../components/catalog/plate-card.tsx";
import { PlateDownload } from "../components/catalog/plate-download.tsx";
import { PlateImage } from "../components/catalog/plate-image.tsx";
import { plateLabel, plateText } from "../lib/catalog.ts";
import { ItemDetail, ItemSearchPrompt } from "../components/catalog/item-detail.tsx";
import { langFromParam, translatorOf, useT } from "../lib/i18n.ts";
import { feeRows, notFound, parseItemId } from "../lib/item-page.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/buy-plate.ts";
import { OfferLink } from "../components/offers/offer-link.tsx";

/** /buy/plates/:id: the plate, its patterns, the fee breakdown, similar plates. Without an id: the search. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const { catalog, config, offers } = services;
  const id = parseItemId(params.id);
  if (id === null) return { plate: null };
  const plate = await catalog.getPlate(id);
  if (!plate) notFound();
  const lang = langFromParam(params.lang);
  const [fees, similar, types, market] = await Promise.all([catalog.fees("plate", plate.price), catalog.similarPlates(plate), catalog.listPlateTypes(), plateMarket(services, plate, lang)]);
  const type = types.find((t) => t.key === plate.plateType);
  return {
    plate: plateDto(plate),
    typeName: type ? pick(lang, type.name, type.nameAr) : plate.plateType,
    fees: feeRows(fees),
    similar: similar.map(plateDto),
    market,
    url: config.publicUrl + localePath(lang, `/buy/plates/${plate.id}`),
    acceptsOffers: await offers.accepting("plate", plate.id),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { lang, t } = translatorOf(matches);
  const plate = loaderData?.plate;
  return seoMeta(matches, { pageName: "buy_plates", path: plate ? `/buy/plates/${plate.id}` : "/buy/plates", title: plate ? plateText(plate, lang, t) : undefined });
};

export default function BuyPlate({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const svgRef = useRef<SVGSVGElement>(null);
  if (!loaderData.plate) return <ItemSearchPrompt title={t("route.buy_plates")} action={href("/plates")} maxLength={PLATE_DIGITS_MAX} />;
  const { plate, fees, similar, url, typeName, market } = loaderData;
  const label = plateLabel(plate, lang, t);
  return (
    <ItemDetail
      kind="plate"
      item={plate}
      label={label}
      text={plateText(plate, lang, t)}
      title={<PlateTitle plate={plate} />}
      media={
        <>
          <PlateImage ref={svgRef} emirateCode={plate.emirate} code={plate.code} number={plate.number} plateType={plate.plate_type} label={label} className="w-full max-w-lg" />
          <PlateDownload svgRef={svgRef} fileName={`plate-${plate.emirate}-${plate.code}-${plate.number}.png`} />
        </>
      }
      details={
        <>
          <p className="text-slate-700">
            {t("catalog.plateType")}: {typeName}
          </p>
          {loaderData.acceptsOffers && <OfferLink kind="plate" id={plate.id} />}
        </>
      }
      fees={fees}
      url={url}
      similar={similar.map((p) => <PlateCard key={p.id} plate={p} />)}
      market={
        <>
          <SameDigits market={market} />
          <PriceHistory market={market} />
          <SoldComparables market={market} kind="plate" href={(id) => href(`/buy/plates/${id}`)} />
        </>
      }
    />
  );
}

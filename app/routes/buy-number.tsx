import { appContext } from "#app-context";
import { localePath, pick } from "#core/i18n/lang.ts";
import { MOBILE_MAX_LENGTH } from "#core/catalog/listing-options.ts";
import { numberDto } from "#app/lib/catalog.server.ts";
import { numberMarket } from "#app/lib/item-market.server.ts";
import { PriceHistory, SameDigits, SoldComparables } from "../components/catalog/item-market.tsx";
import { NumberTitle } from "../components/catalog/item-title.tsx";
import { NumberCard, NumberDisplay } from "../components/catalog/number-card.tsx";
import { numberLabel, numberText } from "../lib/catalog.ts";
import { ItemDetail, ItemSearchPrompt } from "../components/catalog/item-detail.tsx";
import { langFromParam, translatorOf, useT } from "../lib/i18n.ts";
import { feeRows, notFound, parseItemId } from "../lib/item-page.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/buy-number.ts";
import { OfferLink } from "../components/offers/offer-link.tsx";

/** /buy/numbers/:id (sign-in required, per the specification): the number, its patterns and fees. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requireUser();
  const id = parseItemId(params.id);
  if (id === null) return { item: null };
  const item = await services.catalog.getNumber(id);
  if (!item) notFound();
  const lang = langFromParam(params.lang);
  const [fees, similar, packages, market] = await Promise.all([services.catalog.fees("number", item.price), services.catalog.similarNumbers(item), services.catalog.listPackages(), numberMarket(services, item, lang)]);
  const pkg = packages.find((p) => p.id === item.packageId);
  return {
    item: numberDto(item),
    packageName: pkg ? pick(lang, pkg.name, pkg.nameAr) : null,
    fees: feeRows(fees),
    similar: similar.map(numberDto),
    market,
    url: services.config.publicUrl + localePath(lang, `/buy/numbers/${item.id}`),
    acceptsOffers: await services.offers.accepting("number", item.id),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const item = loaderData?.item;
  return seoMeta(matches, { pageName: "buy_numbers", path: item ? `/buy/numbers/${item.id}` : "/buy/numbers", title: item ? numberText(item, translatorOf(matches).t) : undefined });
};

export default function BuyNumber({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  if (!loaderData.item) return <ItemSearchPrompt title={t("route.buy_numbers")} action={href("/numbers")} maxLength={MOBILE_MAX_LENGTH} />;
  const { item, fees, similar, url, packageName, market } = loaderData;
  const label = numberLabel(item, t);
  return (
    <ItemDetail
      kind="number"
      item={item}
      label={label}
      text={numberText(item, t)}
      title={<NumberTitle item={item} />}
      media={<NumberDisplay item={item} large />}
      details={
        <>
          {packageName && (
            <p className="text-slate-700">
              {t("catalog.package")}: {packageName}
            </p>
          )}
          {loaderData.acceptsOffers && <OfferLink kind="number" id={item.id} />}
        </>
      }
      fees={fees}
      url={url}
      similar={similar.map((n) => <NumberCard key={n.id} item={n} />)}
      market={
        <>
          <SameDigits market={market} />
          <PriceHistory market={market} />
          <SoldComparables market={market} kind="number" href={(id) => href(`/buy/numbers/${id}`)} />
        </>
      }
    />
  );
}

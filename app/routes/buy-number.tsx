import { Form } from "react-router";
import { appContext } from "#app-context";
import { localePath, pick } from "../../core/i18n/index.ts";
import { MOBILE_MAX_LENGTH } from "../../core/validation/catalog.ts";
import { numberDto } from "../../server/modules/catalog/item-dto.ts";
import { requireUser } from "../../server/modules/access/require-permission.ts";
import { BuyBox } from "../components/catalog/buy-box.tsx";
import { FeeTable } from "../components/catalog/fee-table.tsx";
import { FavouriteButton } from "../components/catalog/favourite-button.tsx";
import { ItemBadges } from "../components/catalog/item-badges.tsx";
import { NumberTitle } from "../components/catalog/item-title.tsx";
import { JsonLd } from "../components/catalog/json-ld.tsx";
import { NumberCard, NumberDisplay } from "../components/catalog/number-card.tsx";
import { ShareLink } from "../components/catalog/share-link.tsx";
import { numberLabel } from "../lib/catalog.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { feeRows, notFound, parseItemId, productJsonLd } from "../lib/item-page.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/buy-number.ts";

/** /buy/numbers/:id (sign-in required, per the specification): the number, its patterns and fees. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await requireUser(session);
  const id = parseItemId(params.id);
  if (id === null) return { item: null };
  const item = await services.catalog.getNumber(id);
  if (!item) notFound();
  const lang = langFromParam(params.lang);
  const [fees, similar, packages] = await Promise.all([services.catalog.fees("number", item.price), services.catalog.similarNumbers(item), services.catalog.listPackages()]);
  const pkg = packages.find((p) => p.id === item.packageId);
  return {
    item: numberDto(item),
    packageName: pkg ? pick(lang, pkg.name, pkg.nameAr) : null,
    fees: feeRows(fees),
    similar: similar.map(numberDto),
    url: services.config.publicUrl + localePath(lang, `/buy/numbers/${item.id}`),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const item = loaderData?.item;
  return seoMeta(matches, { pageName: "buy_numbers", path: item ? `/buy/numbers/${item.id}` : "/buy/numbers", title: item ? numberLabel(item, langFromParam(params.lang)) : undefined });
};

export default function BuyNumber({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  if (!loaderData.item) {
    return (
      <section className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">{t("route.buy_numbers")}</h1>
        <p className="mb-4">{t("catalog.chooseFromSearch")}</p>
        <Form method="get" action={href("/numbers")} className="flex gap-2">
          <label htmlFor="buy-pattern" className="sr-only">{t("filters.pattern")}</label>
          <input id="buy-pattern" name="pattern" maxLength={MOBILE_MAX_LENGTH} dir="ltr" className="digits-plain flex-1 rounded-md border border-slate-400 px-3 py-2" />
          <button type="submit" className="btn-primary">{t("filters.submit")}</button>
        </Form>
      </section>
    );
  }
  const { item, fees, similar, url, packageName } = loaderData;
  const label = numberLabel(item, lang);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd value={productJsonLd({ name: label, url, priceFils: item.price_fils, sold: item.sold })} />
      <div className="grid gap-8 lg:grid-cols-2">
        <NumberDisplay item={item} large />
        <div className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold text-brand-900">
              <NumberTitle item={item} />
            </h1>
            <FavouriteButton kind="number" id={item.id} label={label} />
          </div>
          {packageName && <p className="text-slate-700">{t("catalog.package")}: {packageName}</p>}
          <ItemBadges pattern={item.pattern} kind="number" sold={item.sold} featured={item.featured} />
          <FeeTable fees={fees} kind="number" />
          <BuyBox sold={item.sold} itemLabel={label} pageUrl={url} />
          <ShareLink text={t("catalog.shareText", { site: t("site.name"), item: label })} url={url} />
        </div>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar-title" className="mt-12">
          <h2 id="similar-title" className="section-heading">{t("catalog.similar")}</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((n) => <NumberCard key={n.id} item={n} />)}
          </div>
        </section>
      )}
    </article>
  );
}

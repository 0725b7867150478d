import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { BelowFold } from "#app/components/below-fold.tsx";
import { productJsonLd } from "#app/lib/item-page.ts";
import { BuyBox } from "./buy-box.tsx";
import { type FeeRows, FeeTable } from "./fee-table.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { ItemBadges } from "./item-badges.tsx";
import { JsonLd } from "./json-ld.tsx";
import { ShareLink } from "./share-link.tsx";

type Pattern = Parameters<typeof ItemBadges>[0]["pattern"];

export interface DetailItem {
  id: number;
  price_fils: string;
  sold: boolean;
  reserved: boolean;
  featured: boolean;
  offered_by_owner: boolean;
  pattern: Pattern;
}

/**
 * The body of a buy page, the same for plates and numbers: the picture, the title with its heart, one line of
 * details, the badges, the fee breakdown, how to buy (or that it is sold), sharing, and similar items.
 */
export function ItemDetail(props: {
  kind: "plate" | "number";
  item: DetailItem;
  /** The item's name as an accessible name (plateLabel, numberLabel). */
  label: string;
  /** The same as shown plain text, isolated (plateText, numberText): the share and WhatsApp texts. */
  text: string;
  title: ReactNode;
  media: ReactNode;
  details: ReactNode;
  fees: FeeRows;
  url: string;
  similar: ReactNode[];
  /** The price history and similar items sold (issue 31), and the matching plate or number. */
  market?: ReactNode;
}) {
  const { t } = useT();
  const { kind, item, label, text, url } = props;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd value={productJsonLd({ name: label, url, priceFils: item.price_fils, sold: item.sold })} />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col items-center gap-4">{props.media}</div>
        <div className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold text-brand-900">{props.title}</h1>
            <FavouriteButton kind={kind} id={item.id} label={label} />
          </div>
          {props.details}
          <ItemBadges pattern={item.pattern} kind={kind} sold={item.sold} featured={item.featured} ownerOffer={item.offered_by_owner} />
          <FeeTable fees={props.fees} kind={kind} />
          <BuyBox kind={kind} id={item.id} sold={item.sold} reserved={item.reserved} itemLabel={text} pageUrl={url} />
          <ShareLink text={t("catalog.shareText", { site: t("site.name"), item: text })} url={url} />
        </div>
      </div>
      {props.market && (
        <BelowFold name="market" className="mt-12 grid gap-8 lg:grid-cols-2">
          {props.market}
        </BelowFold>
      )}
      {props.similar.length > 0 && (
        <section aria-labelledby="similar-title" className="mt-12">
          <h2 id="similar-title" className="section-heading">
            {t("catalog.similar")}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{props.similar}</div>
        </section>
      )}
    </article>
  );
}

/** A buy page opened without an id: a search box for that kind. */
export function ItemSearchPrompt({ title, action, maxLength }: { title: string; action: string; maxLength: number }) {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <p className="mb-4">{t("catalog.chooseFromSearch")}</p>
      <Form method="get" action={action} className="flex gap-2">
        <label htmlFor="buy-pattern" className="sr-only">
          {t("filters.pattern")}
        </label>
        <input id="buy-pattern" name="pattern" maxLength={maxLength} dir="ltr" className="digits-plain flex-1 rounded-md border border-slate-400 px-3 py-2" />
        <button type="submit" className="btn-primary">
          {t("filters.submit")}
        </button>
      </Form>
    </section>
  );
}

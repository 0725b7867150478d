import { Link } from "react-router";
import { formatMobile } from "../../../core/catalog/format.ts";
import { operatorColours } from "../../../core/catalog/plate-design.ts";
import { type NumberItem, numberLabel } from "../../lib/catalog.ts";
import { useT } from "../../lib/i18n.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { ItemBadges } from "./item-badges.tsx";
import { NumberTitle } from "./item-title.tsx";
import { Price } from "./price.tsx";

/** The number in its operator's colours: the card's band and the operator's name. */
export function NumberDisplay({ item, large = false }: { item: Pick<NumberItem, "operator" | "number">; large?: boolean }) {
  const { lang } = useT();
  const c = operatorColours[item.operator];
  return (
    <div className="overflow-hidden rounded-md" data-operator={item.operator}>
      <div className={`flex items-center justify-between px-3 py-1 text-sm font-bold operator-band-${item.operator}`}>
        <span>{lang === "ar" ? c.nameAr : c.name}</span>
      </div>
      <p className={`operator-body-${item.operator} px-3 py-3 text-center font-bold tracking-wider ${large ? "text-4xl" : "text-2xl"}`}>
        <bdi dir="ltr">{formatMobile(item.number)}</bdi>
      </p>
    </div>
  );
}

/** `onFavouriteMessage`: see FavouriteButton. */
export function NumberCard({ item, onFavouriteMessage }: { item: NumberItem; onFavouriteMessage?: (message: string) => void }) {
  const { lang, t, href } = useT();
  const label = numberLabel(item, lang);
  return (
    <article className={`relative flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${item.sold ? "opacity-80" : ""}`}>
      <NumberDisplay item={item} />
      <h3 className="text-base font-bold text-brand-900">
        <Link to={href(`/buy/numbers/${item.id}`)} className="after:absolute after:inset-0" aria-label={t("catalog.viewItem", { item: label })}>
          <NumberTitle item={item} />
        </Link>
      </h3>
      <ItemBadges pattern={item.pattern} kind="number" sold={item.sold} featured={item.featured} />
      <div className="mt-auto flex items-center justify-between gap-2">
        <p className="text-lg font-bold text-slate-900">
          <Price fils={item.price_fils} />
        </p>
        {/* Above the card-wide link, so the heart stays clickable. */}
        <div className="relative z-10">
          <FavouriteButton kind="number" id={item.id} label={label} onMessage={onFavouriteMessage} />
        </div>
      </div>
    </article>
  );
}

import { formatMobile } from "#core/catalog/format.ts";
import { operatorColours } from "#core/catalog/plate-design.ts";
import { type NumberCardItem, type NumberItem, numberLabel } from "#app/lib/catalog.ts";
import { useT } from "#app/lib/i18n.ts";
import { ItemCard } from "./item-card.tsx";
import { NumberTitle } from "./item-title.tsx";

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
export function NumberCard({ item, onFavouriteMessage }: { item: NumberCardItem; onFavouriteMessage?: (message: string) => void }) {
  const { t } = useT();
  return (
    <ItemCard kind="number" item={item} label={numberLabel(item, t)} picture={<NumberDisplay item={item} />} title={<NumberTitle item={item} />} onFavouriteMessage={onFavouriteMessage} />
  );
}

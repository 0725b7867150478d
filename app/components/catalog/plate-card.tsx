import { Link } from "react-router";
import { type PlateItem, plateLabel } from "../../lib/catalog.ts";
import { useT } from "../../lib/i18n.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { ItemBadges } from "./item-badges.tsx";
import { PlateTitle } from "./item-title.tsx";
import { PlateImage } from "./plate-image.tsx";
import { Price } from "./price.tsx";

/** `onFavouriteMessage`: see FavouriteButton. */
export function PlateCard({ plate, onFavouriteMessage }: { plate: PlateItem; onFavouriteMessage?: (message: string) => void }) {
  const { lang, t, href } = useT();
  const label = plateLabel(plate, lang);
  return (
    <article className={`relative flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${plate.sold ? "opacity-80" : ""}`}>
      <PlateImage emirateCode={plate.emirate} code={plate.code} number={plate.number} plateType={plate.plate_type} label={label} className="max-h-32 w-full max-w-72 self-center" />
      <h3 className="text-base font-bold text-brand-900">
        <Link to={href(`/buy/plates/${plate.id}`)} className="after:absolute after:inset-0" aria-label={t("catalog.viewItem", { item: label })}>
          <PlateTitle plate={plate} />
        </Link>
      </h3>
      <ItemBadges pattern={plate.pattern} kind="plate" sold={plate.sold} featured={plate.featured} />
      <div className="mt-auto flex items-center justify-between gap-2">
        <p className="text-lg font-bold text-slate-900">
          <Price fils={plate.price_fils} />
        </p>
        {/* Above the card-wide link, so the heart stays clickable. */}
        <div className="relative z-10">
          <FavouriteButton kind="plate" id={plate.id} label={label} onMessage={onFavouriteMessage} />
        </div>
      </div>
    </article>
  );
}

import { type PlateCardItem, plateLabel } from "#app/lib/catalog.ts";
import { useT } from "#app/lib/i18n.ts";
import { ItemCard } from "./item-card.tsx";
import { PlateTitle } from "./item-title.tsx";
import { PlateImage } from "./plate-image.tsx";

/** `onFavouriteMessage`: see FavouriteButton. */
export function PlateCard({ plate, onFavouriteMessage }: { plate: PlateCardItem; onFavouriteMessage?: (message: string) => void }) {
  const { lang, t } = useT();
  const label = plateLabel(plate, lang, t);
  return (
    <ItemCard
      kind="plate"
      item={plate}
      label={label}
      picture={<PlateImage emirateCode={plate.emirate} code={plate.code} number={plate.number} plateType={plate.plate_type} label={label} className="item-card-picture" />}
      title={<PlateTitle plate={plate} />}
      onFavouriteMessage={onFavouriteMessage}
    />
  );
}

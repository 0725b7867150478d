import type { ReactNode } from "react";
import { Link } from "react-router";
import { type PlateCardItem, useHearts } from "#app/lib/catalog.ts";
import { useT } from "#app/lib/i18n.ts";
import { Kept } from "../kept.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { ItemBadges } from "./item-badges.tsx";
import { Price } from "./price.tsx";

export interface ItemCardProps {
  kind: "plate" | "number";
  /** The whole item the picture and title are drawn from: it is what the card's kept HTML is kept by. */
  item: Pick<PlateCardItem, "id" | "sold" | "featured" | "pattern" | "price_fils" | "offered_by_owner">;
  /** The item's name for screen readers ("Dubai plate O-6413"). */
  label: string;
  /** The drawing: a plate, or the number in its operator's colours. */
  picture: ReactNode;
  /** The visible title, inside the link to the buy page. */
  title: ReactNode;
  /** See FavouriteButton. */
  onFavouriteMessage?: ((message: string) => void) | undefined;
}

/**
 * A plate's or a number's card: picture, title linking to its buy page, badges, price and the wishlist heart.
 * Kept (decision 0034) by the item and what its heart shows (useHearts).
 */
export function ItemCard(props: ItemCardProps) {
  const { kind, item } = props;
  const hearts = useHearts(kind, [item]);
  return (
    <Kept name="card" inputs={{ kind, item, hearts }}>
      <Card {...props} />
    </Kept>
  );
}

function Card({ kind, item, label, picture, title, onFavouriteMessage }: ItemCardProps) {
  const { t, href } = useT();
  // content-visibility: the browser lays out and paints a card only when it comes near the screen. A phone
  // shows the filters first and one column of 24 cards below them; laying them all out at load took most
  // of the listing's blocking time in Lighthouse (decision 0008). 16rem is about a card's height until the
  // browser has seen the real one (app.css, `.item-card`). Only on phones, as for the blocks below the fold (`below-fold`):
  // on a wide screen a row of cards can come into view before the browser lays it out, and the stand-in
  // giving way to the real height (13 to 18rem) moved the footer (the layout-shift test caught it on a buy
  // page's similar items).
  return (
    <article className={item.sold ? "item-card opacity-80" : "item-card"}>
      {picture}
      <h3 className="item-card-title">
        <Link to={href(`/buy/${kind}s/${item.id}`)} className="item-card-link" aria-label={t("catalog.viewItem", { item: label })}>
          {title}
        </Link>
      </h3>
      <ItemBadges pattern={item.pattern} kind={kind} sold={item.sold} featured={item.featured} ownerOffer={item.offered_by_owner} />
      <div className="item-card-foot">
        <p className="item-card-price">
          <Price fils={item.price_fils} />
        </p>
        {/* Above the card-wide link, so the heart stays clickable. */}
        <div className="item-card-heart">
          <FavouriteButton kind={kind} id={item.id} label={label} onMessage={onFavouriteMessage} />
        </div>
      </div>
    </article>
  );
}

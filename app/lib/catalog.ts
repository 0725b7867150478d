import { useLocation, useRouteLoaderData } from "react-router";
import type { numberCard, numberDto, plateCard, plateDto } from "#app/lib/catalog.server.ts";
import type { RootData } from "../root.tsx";

export type PlateItem = ReturnType<typeof plateDto>;
export type NumberItem = ReturnType<typeof numberDto>;
/** What a card needs of an item (the listings send only this; a whole item is one too). */
export type PlateCardItem = ReturnType<typeof plateCard>;
export type NumberCardItem = ReturnType<typeof numberCard>;

export { emirateName, numberLabel, numberText, plateLabel, plateText } from "#core/catalog/labels.ts";

/** The signed-in user's wishlist ids (from the root loader), for marking hearts. */
export function useFavouriteIds(): FavouriteIds | null {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.favourites ?? null;
}

export interface FavouriteIds {
  plates: number[];
  numbers: number[];
}

/**
 * What cards' hearts show besides the items: whether someone is signed in (null: a visitor), which of these
 * items are in their wishlist, and the page a heart comes back to. With the items, all a kept card or listing
 * depends on (decision 0034).
 */
export function useHearts(kind: "plate" | "number", items: readonly { id: number }[]) {
  const ids = useFavouriteIds();
  const { pathname, search } = useLocation();
  return { saved: ids && items.filter((item) => isFavourite(ids, kind, item.id)).map((item) => item.id), back: pathname + search };
}

/** Whether an item is in the user's wishlist. */
export function isFavourite(ids: FavouriteIds, kind: "plate" | "number", id: number): boolean {
  return (kind === "plate" ? ids.plates : ids.numbers).includes(id);
}

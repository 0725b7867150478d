import { useRouteLoaderData } from "react-router";
import type { numberDto, plateDto } from "#app/lib/catalog.server.ts";
import type { RootData } from "../root.tsx";

export type PlateItem = ReturnType<typeof plateDto>;
export type NumberItem = ReturnType<typeof numberDto>;

export { emirateName, numberLabel, plateLabel } from "#core/catalog/labels.ts";

/** The signed-in user's wishlist ids (from the root loader), for marking hearts. */
export function useFavouriteIds(): { plates: number[]; numbers: number[] } | null {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.favourites ?? null;
}

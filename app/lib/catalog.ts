import { useRouteLoaderData } from "react-router";
import { formatMobile } from "#core/catalog/format.ts";
import { emirateList } from "#core/catalog/emirates.ts";
import { type Lang, type MessageKey, translate } from "#core/i18n/index.ts";
import type { numberDto, plateDto } from "#app/lib/catalog.server.ts";
import type { RootData } from "../root.tsx";

export type PlateItem = ReturnType<typeof plateDto>;
export type NumberItem = ReturnType<typeof numberDto>;

export function emirateName(code: string, lang: Lang): string {
  const e = emirateList.find((x) => x.code === code);
  return e ? (lang === "ar" ? e.nameAr : e.name) : code;
}

/** "Dubai plate A 777": what a screen reader says and what a share message quotes. */
export function plateLabel(p: Pick<PlateItem, "emirate" | "code" | "number">, lang: Lang): string {
  return translate(lang, "catalog.plateLabel", { emirate: emirateName(p.emirate, lang), code: p.code, number: p.number });
}

export function numberLabel(n: Pick<NumberItem, "operator" | "number">, lang: Lang): string {
  return translate(lang, "catalog.numberLabel", { operator: translate(lang, `catalog.operator.${n.operator}` as MessageKey), number: formatMobile(n.number) });
}

/** The signed-in user's wishlist ids (from the root loader), for marking hearts. */
export function useFavouriteIds(): { plates: number[]; numbers: number[] } | null {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.favourites ?? null;
}

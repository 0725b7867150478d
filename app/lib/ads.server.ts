import { numberText, plateText } from "#core/catalog/labels.ts";
import { type Lang, translatorFor } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import type { Ad } from "#server/modules/ads/index.ts";

/** An ad as the owner's Ads List and the admin show it: the item in words, its price, state and listing. */
export function adRow(ad: Ad, lang: Lang) {
  const t = translatorFor(lang);
  const item =
    ad.kind === "plate"
      ? plateText({ emirate: ad.emirateCode ?? "", code: ad.plateCode ?? "", number: ad.plateNumber ?? "" }, lang, t)
      : numberText({ operator: ad.operator ?? "", number: ad.mobile ?? "" }, t);
  return {
    id: ad.id,
    kind: ad.kind,
    item,
    price: formatAed(ad.askingPrice, lang),
    state: ad.state,
    note: ad.staffNote,
    listing: ad.state === "approved" && ad.itemId !== null ? `/buy/${ad.kind === "plate" ? "plates" : "numbers"}/${ad.itemId}` : null,
    expiresAt: ad.state === "approved" ? (ad.expiresAt?.toISOString() ?? null) : null,
    createdAt: ad.createdAt.toISOString(),
  };
}

import type { AppContext } from "#app-context";
import type { Lang } from "#core/i18n/lang.ts";
import { formatAed } from "#core/money.ts";
import type { OfferRow } from "#app/components/offers/my-offers.tsx";

/** The buyer's offers as the profile lists them (decision 0064). */
export async function myOffers(services: AppContext["services"], buyerId: string, lang: Lang): Promise<OfferRow[]> {
  const rows = await services.offers.listMineNamed(buyerId, lang);
  return rows.map((o) => ({ id: o.id, kind: o.itemKind, itemId: o.itemId, item: o.itemName, amount: formatAed(o.amount, lang), counter: o.counter === null ? undefined : formatAed(o.counter, lang), state: o.state, orderId: o.orderId }));
}

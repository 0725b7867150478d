import { type Lang, pick } from "#core/i18n/index.ts";
import type { Services } from "#server/services.ts";

// Server-only helpers of the checkout pages.

/** The item of an order as its title reads: a plate's emirate, code and number, or the mobile number. */
export async function itemTitle(catalog: Services["catalog"], kind: "plate" | "number", id: number, lang: Lang): Promise<string> {
  if (kind === "number") return (await catalog.orderedNumber(id))?.number ?? `#${id}`;
  const plate = await catalog.orderedPlate(id);
  if (!plate) return `#${id}`;
  const emirate = (await catalog.listEmirates()).find((e) => e.code === plate.emirateCode);
  return `${emirate ? pick(lang, emirate.name, emirate.nameAr) : plate.emirateCode} ${plate.code} ${plate.number}`;
}

/**
 * What an order buys, as its pages name it: its item, or a bundle's plate and number (decision 0070: the order's
 * own item is the bundle's plate, and the number is held, sold and invoiced with it). Each is shown isolated.
 */
export async function orderItems(services: Pick<Services, "catalog" | "bundles">, order: { itemKind: "plate" | "number"; itemId: number; bundleId: number | null }, lang: Lang): Promise<{ bundle: boolean; names: string[] }> {
  const bundle = order.bundleId === null ? undefined : await services.bundles.get(order.bundleId);
  if (!bundle) return { bundle: false, names: [await itemTitle(services.catalog, order.itemKind, order.itemId, lang)] };
  return { bundle: true, names: [await itemTitle(services.catalog, "plate", bundle.plateId, lang), await itemTitle(services.catalog, "number", bundle.numberId, lang)] };
}

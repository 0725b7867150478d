import { type Lang, pick } from "#core/i18n/index.ts";
import type { Services } from "#server/services.ts";

// Server-only helpers of the checkout pages.

/** The item of an order as its title reads: a plate's emirate, code and number, or the mobile number. */
export async function itemTitle(catalog: Services["catalog"], kind: "plate" | "number", id: number, lang: Lang): Promise<string> {
  if (kind === "number") return (await catalog.getNumber(id))?.number ?? `#${id}`;
  const plate = await catalog.getPlate(id);
  if (!plate) return `#${id}`;
  const emirate = (await catalog.listEmirates()).find((e) => e.code === plate.emirateCode);
  return `${emirate ? pick(lang, emirate.name, emirate.nameAr) : plate.emirateCode} ${plate.code} ${plate.number}`;
}

import { formatMobile } from "#core/catalog/format.ts";
import { plateLabel } from "#core/catalog/labels.ts";
import { type Lang, translatorFor } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import type { Services } from "#server/services.ts";

type AdminBundle = NonNullable<Awaited<ReturnType<Services["bundlesAdmin"]["get"]>>>;

/**
 * A bundle as the section's pages show it (decision 0070): the plate in words, the mobile number grouped, the
 * bundle's price and the two items' own prices in the page's language, and its state's message key.
 */
export function bundleRow(row: Omit<AdminBundle, "version">, lang: Lang) {
  const { bundle, plate, number } = row;
  return {
    id: bundle.id,
    plate: plateLabel({ emirate: plate.emirateCode, code: plate.code, number: plate.number }, lang, translatorFor(lang)),
    plateId: plate.id,
    number: formatMobile(number.number),
    numberId: number.id,
    price: formatAed(bundle.price, lang),
    itemsPrice: formatAed(plate.price + number.price, lang),
    state: `bundles.admin.state.${row.state}` as const,
  };
}

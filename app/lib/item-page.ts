import { data } from "react-router";
import type { FeeBreakdown } from "#core/catalog/fees.ts";
import { parseId } from "#core/text/digits.ts";

/** `/buy/<kind>/:id`: the id must be a positive whole number; anything else is "Item is not found." */
export function parseItemId(id: string | undefined): number | null {
  if (id === undefined) return null;
  // Without zod: buy pages keep it out of the browser (tests/integration/client-bundles.test.ts).
  const parsed = parseId(id);
  if (parsed === undefined) throw data({ messageKey: "error.itemNotFound" }, 404);
  return parsed;
}

export function notFound(): never {
  throw data({ messageKey: "error.itemNotFound" }, 404);
}

export function feeRows(f: FeeBreakdown) {
  return { price: f.price.toString(), discount: f.discount.toString(), adminFee: f.adminFee.toString(), vat: f.vat.toString(), transferFee: f.transferFee.toString(), total: f.total.toString() };
}

/** schema.org Product + Offer for search engines. */
export function productJsonLd(input: { name: string; url: string; priceFils: string; sold: boolean; image?: string }) {
  const fils = BigInt(input.priceFils);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    offers: {
      "@type": "Offer",
      priceCurrency: "AED",
      price: `${fils / 100n}.${String(fils % 100n).padStart(2, "0")}`,
      availability: input.sold ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url: input.url,
    },
  };
}

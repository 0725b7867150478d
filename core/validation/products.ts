import { z } from "./zod.ts";
import { MOBILE_MAX_LENGTH, PRODUCT_PAGES_MAX, productKinds } from "../catalog/listing-options.ts";
import { numberFilterFields, patternShorthand, priceOrder, withPattern } from "./catalog.ts";
import { wholeNumber } from "./fields.ts";

// The Products search (/products, /api/products; issue 31, decision 0063): one pattern over plates and both
// operators' numbers, with the kind as a filter. The fields are the listings' own (their messages, their pattern
// normalisation); what only one kind has (emirate, code, package) stays on that kind's listing.

const empty = (v: unknown) => (v === "" || v === null ? undefined : v);

export const productFilterFields = numberFilterFields.omit({ operator: true, package: true }).extend({
  kind: z.preprocess(empty, z.enum(productKinds, { error: "products.kindInvalid" }).optional()).describe("plate, du or etisalat; left out, every kind"),
  // Merging two ordered lists costs the page's depth on each side: the first pages only (decision 0063).
  page: z.preprocess(empty, wholeNumber({ min: 1, max: PRODUCT_PAGES_MAX, message: "products.pageMax" }).default(1)),
});

/**
 * A typed wildcard (x, *, ?) with no mode chosen means a mask: one box takes "777" and "05x7777xxx" alike.
 * The listings' shorthand (`?contains=777`) works here too.
 */
function maskWhenWild(value: unknown): unknown {
  const query = patternShorthand(value);
  if (!query || typeof query !== "object") return query;
  const q = query as Record<string, unknown>;
  return typeof q.pattern === "string" && !q.mode && /[xX*?]/.test(q.pattern) ? { ...q, mode: "mask" } : q;
}

/** Normalised as a mobile number's pattern (the longer of the two): a plate cannot match more than 5 digits anyway. */
export const productFilters = z.preprocess(maskWhenWild, productFilterFields.superRefine(priceOrder).transform(withPattern(MOBILE_MAX_LENGTH, "number")));

export type ProductFilters = z.infer<typeof productFilters>;

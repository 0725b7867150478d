import { z } from "./zod.ts";
import { emirateList } from "../catalog/emirates.ts";
import { MOBILE_MAX_LENGTH, PLATE_DIGITS_MAX } from "../catalog/listing-options.ts";
import { patternModes } from "../catalog/search-pattern.ts";
import { toAsciiDigits } from "../text/digits.ts";
import { priceOrder, withPattern } from "./catalog.ts";
import { aed, flag, id, listOf, recordVersion, singleLine, wholeNumber } from "./fields.ts";
import { listQuery, oneOf } from "./list-query.ts";
import { platePrice } from "./plates-admin.ts";

// The admin lists of plates and of du and Etisalat numbers (issue 27): the public filters and more, and the
// bulk actions on ticked rows or on everything a filter matches. Messages are i18n keys.

const blank = (v: unknown) => (v === "" ? undefined : v);
const maybe = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const yesNo = oneOf(["yes", "no"]);
const day = maybe(z.iso.date({ error: "validation.date" }));

/** Filters every item list has: the catalogue's own digit pattern, price, digit count, state, hot deal, date added. */
const itemFilters = (digitsMax: number) => ({
  mode: oneOf(patternModes),
  pattern: maybe(singleLine({ max: 30, tooLong: "catalog.patternInvalid" })),
  price_min: maybe(aed("catalog.priceInvalid")),
  price_max: maybe(aed("catalog.priceInvalid")),
  digits: maybe(wholeNumber({ min: 1, max: digitsMax, message: "catalog.digitsInvalid" })),
  active: yesNo,
  sold: yesNo,
  hot: yesNo,
  from: day,
  to: day,
});

const emirateCodes = emirateList.map((e) => e.code) as [string, ...string[]];

/** The plates list: search by number (Arabic-keyboard digits too) or code, every filter, sort by every column. */
export const plateAdminListQuery = listQuery({
  sorts: ["number", "emirate", "code", "type", "price", "created"],
  filters: {
    ...itemFilters(PLATE_DIGITS_MAX),
    emirate: oneOf(emirateCodes),
    code: maybe(singleLine({ max: 10 }).transform((v) => toAsciiDigits(v).toUpperCase())),
    type: maybe(singleLine({ max: 30 })),
  },
})
  .superRefine(priceOrder)
  .transform(withPattern(PLATE_DIGITS_MAX, "plate"));
export type PlateAdminListQuery = z.output<typeof plateAdminListQuery>;

/** A du or Etisalat numbers list (the operator is the section's): the same filters, and the package. */
export const numberAdminListQuery = listQuery({
  sorts: ["number", "package", "price", "created"],
  filters: { ...itemFilters(MOBILE_MAX_LENGTH), package: maybe(id("catalog.packageInvalid")) },
})
  .superRefine(priceOrder)
  .transform(withPattern(MOBILE_MAX_LENGTH, "number"));
export type NumberAdminListQuery = z.output<typeof numberAdminListQuery>;

export const ITEMS_DEFAULT_SORT = { key: "created", dir: "desc" } as const;

/** What a bulk action does to each item it reaches. */
export const bulkIntents = ["activate", "deactivate", "hot_on", "hot_off", "mark_sold", "mark_unsold"] as const;
export type BulkIntent = (typeof bulkIntents)[number];

/**
 * A bulk action: on the ticked rows (`ids`), or on everything the list's filter matches (`scope=filter`, the
 * filter itself posted beside it). The filter's count is shown to confirm first: `confirm` echoes it.
 */
export const itemBulkForm = z.object({
  scope: z.preprocess(blank, z.enum(["selection", "filter"], { error: "error.validation" }).default("selection")),
  ids: listOf(id(), 200),
  confirm: maybe(wholeNumber({ min: 0, max: 10_000_000, message: "error.validation" })),
});

/** A mobile number as staff type it: 05X and 7 digits (at most 11 characters with a space or dash), any digits. */
export const mobileNumberField = singleLine({ max: 11, required: "numbers.numberRequired", tooLong: "numbers.numberInvalid" })
  .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^05\d{8}$/, "numbers.numberInvalid"));


/** What staff change on a number: its package, price, on sale and hot deal (the number itself is its identity). */
export const numberEditForm = z.object({
  package: id("numbers.packageRequired"),
  price: platePrice,
  active: flag(),
  featured: flag(),
  version: recordVersion(),
});

/** A new du or Etisalat number. */
export const numberCreateForm = numberEditForm.omit({ version: true }).extend({ number: mobileNumberField });

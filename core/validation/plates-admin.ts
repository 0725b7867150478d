import { z } from "./zod.ts";
import { emirateList } from "../catalog/emirates.ts";
import { PLATE_NUMBER_MAX } from "../catalog/listing-options.ts";
import { toAsciiDigits } from "../text/digits.ts";
import { flag, money, recordVersion, singleLine, wholeNumber } from "./fields.ts";

// The Plates admin section's forms (its list query is core/validation/items-admin.ts); messages are i18n keys.

const emirateCodes = emirateList.map((e) => e.code) as [string, ...string[]];

/** An asking or listed price: AED with at most two decimals, as fils; a plate is never free. */
export const platePrice = money({ maxAed: 1_000_000_000, message: "plates.priceInvalid" }).pipe(z.number().min(1, "plates.priceInvalid"));

/** The plate itself: emirate, code, type and a number of 1 to 5 digits (a plate's identity, unique). */
export const plateIdentityFields = {
  emirate: z.enum(emirateCodes, { error: "plates.emirateRequired" }),
  code: singleLine({ max: 10, required: "plates.codeRequired", tooLong: "plates.codeInvalid" })
    .transform((v) => toAsciiDigits(v).toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,10}$/, "plates.codeInvalid")),
  plate_type: singleLine({ max: 30, required: "plates.typeRequired" }).pipe(z.string().regex(/^[a-z_]+$/, "plates.typeRequired")),
  number: wholeNumber({ min: 1, max: PLATE_NUMBER_MAX, message: "plates.numberInvalid" }),
};

/** Staff's new plate: its identity, price, and whether it is on sale now and a hot deal. */
export const plateCreateForm = z.object({
  ...plateIdentityFields,
  price: platePrice,
  active: flag(),
  featured: flag(),
});

/** What staff change on a listed plate: the price, on sale or not, hot deal or not (and the version it was opened at). */
export const plateEditForm = z.object({ price: platePrice, active: flag(), featured: flag(), version: recordVersion() });

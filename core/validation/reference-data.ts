import { z } from "./zod.ts";
import { plateIdentityFields } from "./plates-admin.ts";
import { id, singleLine, wholeNumber } from "./fields.ts";

// The Reference data section's forms (decision 0053): an emirate's plate codes and the plate types.
// A code is written as the plate form accepts it (one rule: plateIdentityFields.code), so a code staff add
// here is one a plate can be listed with.

/** A new code for the emirate of the page's address. */
export const plateCodeForm = z.object({ code: plateIdentityFields.code });

/** A code renamed: its row, the new text, and the text it had when the page was opened (the record's version). */
export const plateCodeRenameForm = z.object({
  id: id(),
  code: plateIdentityFields.code,
  was: singleLine({ max: 10 }).optional(),
});

/** A plate type in both languages and its place in lists; `version` is what the page was opened at. */
export const plateTypeForm = z.object({
  name: singleLine({ max: 40, required: "referenceData.typeNameRequired", tooLong: "referenceData.typeNameMax" }),
  name_ar: singleLine({ max: 40, required: "referenceData.typeNameArRequired", tooLong: "referenceData.typeNameMax" }),
  sort_order: wholeNumber({ min: 0, max: 999, message: "referenceData.sortOrderInvalid" }),
  version: singleLine({ max: 200 }).optional(),
});

/**
 * The keys in the section's addresses (decision 0076): an emirate's code (one of the seven) and a plate type's key
 * (as a plate names its type). Anything else names no record: the page's 404, before a form or a query is read.
 */
export const emirateKey = plateIdentityFields.emirate;
export const plateTypeKey = plateIdentityFields.plate_type;

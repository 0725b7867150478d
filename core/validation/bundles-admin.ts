import { z } from "./zod.ts";
import { flag, recordVersion } from "./fields.ts";
import { listQuery } from "./list-query.ts";
import { mobileNumberField } from "./items-admin.ts";
import { plateIdentityFields, platePrice } from "./plates-admin.ts";

// The staff Bundles section's list and forms (issue 31, decision 0070); messages are i18n keys. The items are
// picked by their numbers, with the same rules as the Plates and Numbers sections' own fields.

export const bundleListQuery = listQuery({ sorts: ["created", "price"], filters: {} });
export const BUNDLES_DEFAULT_SORT = { key: "created", dir: "desc" } as const;

/** What staff change on a bundle: its price (never 0, at most two decimals), whether it is on the site, the version opened. */
export const bundleEditForm = z.object({ price: platePrice, active: flag(), version: recordVersion() });

/** A new bundle: the plate's emirate, code and number, the mobile number, the price and whether it is on the site. */
export const bundleCreateForm = z.object({
  emirate: plateIdentityFields.emirate,
  code: plateIdentityFields.code,
  plate_number: plateIdentityFields.number,
  number: mobileNumberField,
  price: platePrice,
  active: flag(),
});

// The fixed choices and limits of the catalogue's listings, in a module without zod: the pages' forms need
// them in the browser, where importing the validation schemas would also load and build zod (about 30 ms on
// a phone, before the page can respond). The schemas in core/validation/catalog.ts use these.

export const PLATE_NUMBER_MAX = 99_999;
export const PLATE_DIGITS_MAX = 5;
export const MOBILE_MAX_LENGTH = 11;
/** A stored mobile number's digits: national form, 05 and 8 more. */
export const MOBILE_DIGITS = 10;
export const ITEMS_PER_PAGE = 24;
export const operators = ["du", "etisalat"] as const;
export type Operator = (typeof operators)[number];
export const sorts = ["newest", "price_asc", "price_desc", "digits"] as const;
/** The Products search's kind filter: a plate, or one operator's numbers (decision 0063). */
export const productKinds = ["plate", ...operators] as const;
export type ProductKind = (typeof productKinds)[number];
/** The Products search shows its first pages only: each page merges the first page × 24 items of each kind. */
export const PRODUCT_PAGES_MAX = 20;

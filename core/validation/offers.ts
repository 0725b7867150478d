import { z } from "./zod.ts";
import { flag, id, money } from "./fields.ts";
import { listQuery, oneOf } from "./list-query.ts";

// "Make an offer" (issue 31 item 2, decision 0064): the buyer's offer, staff's counter and the item's offer
// settings. Amounts are typed in AED with at most two decimals and read as integer fils; 0, negative amounts
// and a third decimal are refused here (above the price is the service's rule: it needs the item).

const MAX_AED = 1_000_000_000;
const positiveAmount = (message: string) => money({ maxAed: MAX_AED, message }).pipe(z.number().min(1, message));
const blank = (v: unknown) => (v === "" ? undefined : v);

/** The item page's form: the amount offered. */
export const offerForm = z.object({ amount: positiveAmount("offers.amountInvalid") });

/** The API's body: which item, and the amount. */
export const makeOfferBody = offerForm.extend({ kind: z.enum(["plate", "number"], { error: "error.validation" }), id: id() });

/** The offer page's address: /offers/<kind>/<id>. */
export const offerItemParams = z.object({ kind: z.enum(["plate", "number"], { error: "error.validation" }), id: id() });

/** Staff's counter. */
export const counterForm = z.object({ amount: positiveAmount("offers.counterInvalid") });

/** An item's offer settings (the plate and number record pages): open to offers, and an optional floor. */
export const offerTermsForm = z.object({
  accepting: flag(),
  floor: z.preprocess(blank, positiveAmount("offers.floorInvalid").optional()),
});

export const offerStateNames = ["pending", "countered", "accepted", "declined", "withdrawn", "expired", "ended"] as const;

/** The offers inbox: newest first by default, filtered by state and kind. */
export const offerInboxQuery = listQuery({
  sorts: ["created", "amount", "expires"],
  filters: { state: oneOf(offerStateNames), kind: oneOf(["plate", "number"]) },
});

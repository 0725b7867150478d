import { z } from "./zod.ts";
import { money } from "./fields.ts";

// The lot page's forms (issue 30, decision 0069). The page takes AED with at most two decimals (the API takes
// integer fils: core/validation/auctions.ts); the price the page showed and the press's key ride along hidden.

const MAX_AED = 10_000_000_000;
const amount = money({ maxAed: MAX_AED, message: "auctionPage.amountInvalid" }).pipe(z.number().min(1, "auctionPage.amountInvalid"));
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A bid: the amount, an optional proxy maximum, the price shown (empty before the first bid) and the press's key. */
export const bidForm = z.object({
  amount,
  max: z.preprocess(blank, amount.optional()),
  price: z.preprocess((v) => (v === "" || v === undefined ? null : v), z.string({ error: "error.validation" }).regex(/^\d{1,17}$/, { error: "error.validation" }).nullable()),
  request_key: z.string({ error: "error.validation" }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "error.validation" }),
});

/** Paying a deposit: by the site's card gateway or by bank transfer; under a percentage rule, the limit wished for. */
export const depositForm = z.object({
  provider: z.enum(["card", "bank_transfer"], { error: "error.validation" }),
  limit: z.preprocess(blank, amount.optional()),
});

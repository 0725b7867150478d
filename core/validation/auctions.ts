import { z } from "./zod.ts";

// The bid and deposit bodies of the auctions' API (issue 30); amounts are integer fils as strings (JSON has
// no bigint, and top plates pass 2^53 fils only in dreams, but one rule for every amount).

const fils = (message: string) => z.string({ error: message }).regex(/^\d{1,15}$/, { error: message }).transform((v) => BigInt(v));

export const bidBody = z.object({
  amount: fils("auctions.bidAmount").describe("The bid, integer fils"),
  max: fils("auctions.bidAmount").optional().describe("A proxy maximum the site bids up to, one increment at a time (integer fils)"),
  price: fils("auctions.bidAmount").nullable().describe("The current price the page showed (null before the first bid): a different price now refuses the bid"),
  request_key: z.string({ error: "error.validation" }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "error.validation" }).describe("One random key per press of Bid: the same key twice is refused"),
});

export const depositBody = z.object({
  provider: z.enum(["card", "bank_transfer"], { error: "error.validation" }).describe("The site's card gateway, or a bank transfer confirmed by staff"),
  limit: fils("auctions.bidAmount").optional().describe("Under a percentage rule: the bidding limit wished for (integer fils)"),
});

import type { Fils } from "../money.ts";
import { type IncrementTier, nextValidBid, withinLimit } from "./rules.ts";

/** A lot as the bidding sees it: its price, who leads and the most the leader's proxy bids up to. */
export interface LotStanding {
  startingPrice: Fils;
  currentPrice: Fils | null;
  leaderId: string | null;
  leaderMax: Fils | null;
  reserve: Fils | null;
}

/** A buyer's bid: `amount` now, and optionally a proxy maximum the site bids up to for them. */
export interface BidRequest {
  bidderId: string;
  amount: Fils;
  max?: Fils | null | undefined;
  /** The buyer's bidding limit (null: none). */
  limit: Fils | null;
}

export type BidRefusal = "belowNext" | "overLimit" | "maxBelowAmount" | "alreadyLeading";

/** One bid to record, in order; `auto` for those the site placed for a proxy maximum. */
export interface PlacedBid {
  bidderId: string;
  amount: Fils;
  auto: boolean;
}

export type BidOutcome =
  | { ok: false; refusal: BidRefusal }
  | { ok: true; bids: PlacedBid[]; price: Fils | null; leaderId: string; leaderMax: Fils };

/** Guard against a loop that would never end (a tier with a zero step is refused by the schema anyway). */
const MAX_STEPS = 1_000_000;

/**
 * Applies a bid to a lot: the buyer's own bid, then the proxies answering each other one increment at a time
 * (issue 30: "a maximum the site bids up to for them, one increment at a time"). The steps are walked in
 * memory, and only the last answer of the bidder who drops out and the final bid of the one who leads are
 * recorded: each recorded bid is at least the next valid bid after the one before it, so the history stays
 * one rising line whatever the proxies did. A leader's new bid only raises their maximum. When the leader's
 * maximum reaches an unmet reserve, their proxy bids the reserve (the lot then sells to them).
 */
export function resolveBid(lot: LotStanding, bid: BidRequest, tiers: readonly IncrementTier[]): BidOutcome {
  const max = bid.max ?? bid.amount;
  if (max < bid.amount) return { ok: false, refusal: "maxBelowAmount" };
  if (bid.amount < nextValidBid(lot, tiers)) return { ok: false, refusal: "belowNext" };
  if (!withinLimit(max, bid.limit)) return { ok: false, refusal: "overLimit" };

  if (lot.leaderId === bid.bidderId) {
    if (bid.max == null || max <= (lot.leaderMax ?? 0n)) return { ok: false, refusal: "alreadyLeading" };
    const bids = reserveBid(lot.currentPrice, bid.bidderId, max, lot.reserve, tiers);
    return { ok: true, bids, price: bids.at(-1)?.amount ?? lot.currentPrice, leaderId: bid.bidderId, leaderMax: max };
  }

  const bids: PlacedBid[] = [{ bidderId: bid.bidderId, amount: bid.amount, auto: false }];
  let price = bid.amount;
  let leader = { id: bid.bidderId, max };
  let other = lot.leaderId !== null && lot.leaderMax !== null ? { id: lot.leaderId, max: lot.leaderMax } : null;
  // The proxies answer each other, one increment at a time, until one cannot.
  const last: Record<string, Fils> = {};
  for (let steps = 0; other && steps < MAX_STEPS; steps++) {
    const next = nextValidBid({ startingPrice: lot.startingPrice, currentPrice: price }, tiers);
    if (other.max < next) break;
    price = next;
    last[other.id] = next;
    [leader, other] = [other, leader];
  }
  if (price !== bid.amount) {
    const loser = other!.id;
    const loserLast = last[loser];
    if (loserLast !== undefined && loserLast > bid.amount) bids.push({ bidderId: loser, amount: loserLast, auto: true });
    bids.push({ bidderId: leader.id, amount: price, auto: true });
  }
  bids.push(...reserveBid(price, leader.id, leader.max, lot.reserve, tiers));
  return { ok: true, bids, price: bids.at(-1)!.amount, leaderId: leader.id, leaderMax: leader.max };
}

/** The leader's proxy bid up to an unmet reserve, when their maximum reaches it (none otherwise). */
function reserveBid(price: Fils | null, leaderId: string, leaderMax: Fils, reserve: Fils | null, tiers: readonly IncrementTier[]): PlacedBid[] {
  if (reserve === null || price === null || price >= reserve || leaderMax < reserve) return [];
  const next = nextValidBid({ startingPrice: price, currentPrice: price }, tiers);
  const amount = reserve > next ? reserve : next;
  return amount <= leaderMax ? [{ bidderId: leaderId, amount, auto: true }] : [];
}

import type { Fils } from "../money.ts";

// The auction's rules, pure (issue 30; docs/decisions/0062-auctions.md): the service applies them inside the
// transaction that holds the lot's row, and the page shows what they say (the next valid bid, the clock).

/** From `from` (fils) upward, each bid is at least `step` more than the price: AED 1,000 below 100,000, then 5,000. */
export interface IncrementTier {
  from: Fils;
  step: Fils;
}

/** How much a buyer deposits and what it lets them bid. */
export type DepositRule = { kind: "fixed"; amount: Fils } | { kind: "percent"; percent: number };

export const DEFAULT_DEPOSIT: DepositRule = { kind: "fixed", amount: 500_000n };
export const DEFAULT_TIERS: IncrementTier[] = [
  { from: 0n, step: 100_000n },
  { from: 10_000_000n, step: 500_000n },
];
/** A bid in the last three minutes moves the end to three minutes after it. */
export const DEFAULT_WINDOW_SECONDS = 180;
export const DEFAULT_EXTENSION_SECONDS = 180;

/** The step that applies at this price: the tier with the highest `from` not above it. */
export function incrementAt(price: Fils, tiers: readonly IncrementTier[]): Fils {
  let step = tiers[0]?.step ?? 1n;
  for (const tier of tiers) if (tier.from <= price && tier.step > 0n) step = tier.step;
  return step;
}

/** The least a bid may be: the starting price for the first bid, else the price plus its step. */
export function nextValidBid(lot: { startingPrice: Fils; currentPrice: Fils | null }, tiers: readonly IncrementTier[]): Fils {
  return lot.currentPrice === null ? lot.startingPrice : lot.currentPrice + incrementAt(lot.currentPrice, tiers);
}

/**
 * How high a buyer may bid, given what they have deposited for the auction: under the fixed rule, any amount
 * once the deposit is paid (null: no ceiling; the deposit is the security), nothing before; under the
 * percentage rule, the deposits are that percentage of the limit (AED 5,000 at 10% lets one bid AED 50,000).
 */
export function biddingLimit(rule: DepositRule, deposited: Fils): Fils | null {
  if (rule.kind === "fixed") return deposited >= rule.amount && deposited > 0n ? null : 0n;
  if (rule.percent <= 0) return 0n;
  return (deposited * 10_000n) / BigInt(Math.round(rule.percent * 100));
}

/** The deposit a buyer pays for a wished limit: the fixed amount, or the percentage of the limit (rounded up to the fils). */
export function depositFor(rule: DepositRule, wishedLimit: Fils): Fils {
  if (rule.kind === "fixed") return rule.amount;
  const basis = BigInt(Math.round(rule.percent * 100));
  return (wishedLimit * basis + 9_999n) / 10_000n;
}

export const withinLimit = (amount: Fils, limit: Fils | null) => limit === null || amount <= limit;

/** Where a lot stands on its clock. */
export type LotPhase = "upcoming" | "live" | "ended";
export function phaseAt(lot: { startsAt: Date; endsAt: Date }, now: Date): LotPhase {
  if (now < lot.startsAt) return "upcoming";
  return now < lot.endsAt ? "live" : "ended";
}

/**
 * Anti-sniping: a bid accepted in the last `windowSeconds` before the end moves the end to `extensionSeconds`
 * after the bid (never earlier than it was), for everyone. Outside the window the end stays.
 */
export function extendedEnd(endsAt: Date, bidAt: Date, windowSeconds: number, extensionSeconds: number): Date {
  if (endsAt.getTime() - bidAt.getTime() > windowSeconds * 1000) return endsAt;
  return new Date(Math.max(endsAt.getTime(), bidAt.getTime() + extensionSeconds * 1000));
}

/** The reserve is met (or there is none). */
export const reserveMet = (price: Fils | null, reserve: Fils | null) => price !== null && (reserve === null || price >= reserve);

import type { IncrementTier, DepositRule } from "#core/auctions/rules.ts";
import type { StoredDepositRule, StoredTier } from "./auctions.schema.ts";

// The stored forms of the rules (JSON has no bigint) and back.

export const tiersOf = (stored: StoredTier[]): IncrementTier[] => stored.map((t) => ({ from: BigInt(t.from), step: BigInt(t.step) }));
export const storedTiers = (tiers: IncrementTier[]): StoredTier[] => tiers.map((t) => ({ from: String(t.from), step: String(t.step) }));
export const depositRuleOf = (stored: StoredDepositRule): DepositRule => (stored.kind === "fixed" ? { kind: "fixed", amount: BigInt(stored.amount) } : stored);
export const storedDepositRule = (rule: DepositRule): StoredDepositRule => (rule.kind === "fixed" ? { kind: "fixed", amount: String(rule.amount) } : rule);

/**
 * The fee breakdown a buyer sees before paying, computed on the server from the database's prices and fee
 * settings (never from the client). All amounts are integer fils.
 *
 * - The promo discount is a percentage of the item price.
 * - The administration fee is a fixed amount per item kind.
 * - VAT (5%) applies to the discounted price plus the administration fee.
 * - The plate ownership transfer fee is a government fee passed on at cost, so it carries no VAT.
 */
export interface FeeSettings {
  adminFeeFils: bigint;
  /** Basis points: 500 = 5%. */
  vatBasisPoints: number;
  plateTransferFeeFils: bigint;
}

/** The fee settings as the Settings Manager shows and edits them: one VAT rate, the rest per item kind. */
export interface ShopFees {
  plateAdminFeeFils: bigint;
  numberAdminFeeFils: bigint;
  /** Basis points: 500 = 5%. */
  vatBasisPoints: number;
  plateTransferFeeFils: bigint;
  plateHoldMinutes: number;
  numberHoldMinutes: number;
  /** "Sell with us": the shop's commission on an owner's sale, basis points (decision 0025). */
  ownerCommissionBasisPoints: number;
  /** "Sell with us": days an approved owner's ad stays listed. */
  adLifetimeDays: number;
  /** Checkouts one buyer may have open at once (each holds a one-of-a-kind item from everyone else). */
  maxOpenCheckouts: number;
}

export interface FeeBreakdown {
  price: bigint;
  discount: bigint;
  adminFee: bigint;
  vat: bigint;
  transferFee: bigint;
  total: bigint;
}

/** Rounds a / b to the nearest whole, halves away from zero (how UAE VAT invoices round to the fils). */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

export function feeBreakdown(input: { kind: "plate" | "number"; price: bigint; discountPercent?: number; settings: FeeSettings }): FeeBreakdown {
  const { price, settings } = input;
  const percent = BigInt(Math.max(0, Math.min(100, Math.trunc(input.discountPercent ?? 0))));
  const discount = divRound(price * percent, 100n);
  const adminFee = settings.adminFeeFils;
  const vat = divRound((price - discount + adminFee) * BigInt(settings.vatBasisPoints), 10_000n);
  const transferFee = input.kind === "plate" ? settings.plateTransferFeeFils : 0n;
  return { price, discount, adminFee, vat, transferFee, total: price - discount + adminFee + vat + transferFee };
}

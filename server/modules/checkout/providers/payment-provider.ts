import type { Lang } from "#core/i18n/index.ts";

/** What a gateway says of a payment: the only thing that settles one (docs/decisions/0012). */
export type GatewayStatus = "pending" | "captured" | "declined" | "cancelled" | "expired" | "refunded";

/** One payment gateway behind the checkout; amounts cross it as integer fils. */
export interface PaymentProvider {
  readonly id: "sandbox" | "ngenius" | "bank_transfer";
  /**
   * Opens a payment at the gateway; the buyer goes to redirectUrl. returnUrl and cancelUrl are absolute (a
   * gateway's page sends the browser back to them); `buyer` is who pays: the e-mail always, the names where the
   * buyer's verification gives them.
   */
  createSession(input: {
    reference: string;
    amountFils: bigint;
    lang: Lang;
    returnUrl: string;
    cancelUrl: string;
    buyer: { email: string; firstName?: string | undefined; lastName?: string | undefined };
  }): Promise<{ providerRef: string; redirectUrl: string }>;
  readStatus(providerRef: string): Promise<GatewayStatus>;
  refund(providerRef: string, amountFils: bigint): Promise<void>;
  /** Which payment a callback is about, after checking its signature when the gateway signs; null: not to be believed. */
  parseCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): { providerRef: string; eventId: string } | null;
}

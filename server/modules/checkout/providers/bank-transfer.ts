import { eq } from "drizzle-orm";
import { localePath } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { paymentAttempts } from "../checkout.schema.ts";
import type { GatewayStatus, PaymentProvider } from "./payment-provider.ts";

/**
 * Bank transfer (plates: amounts a card limit often cannot carry). There is no gateway: the buyer transfers
 * the amount quoting the order's reference, the order waits (its hold extended to BANK_TRANSFER_HOLD_HOURS),
 * and staff confirm it in Transactions with the bank's reference number, through the same confirm-once
 * function as a card payment. Refunds are paid back by the bank by staff; the adapter records nothing else.
 */
export const BANK_TRANSFER_HOLD_HOURS = 48;

export function createBankTransferProvider(db: Db): PaymentProvider {
  return {
    id: "bank_transfer",
    async createSession({ reference, lang }) {
      const orderId = /^ord-(\d+)-\d+$/.exec(reference)?.[1];
      return { providerRef: reference, redirectUrl: `${localePath(lang, "/payment_success")}?order=${orderId}` };
    },
    async readStatus(providerRef) {
      const [row] = await db.select({ state: paymentAttempts.state }).from(paymentAttempts).where(eq(paymentAttempts.providerRef, providerRef));
      return (row?.state === "created" ? "pending" : (row?.state ?? "pending")) as GatewayStatus;
    },
    async refund() {
      // Paid back by staff from the company's account; the order's state records it.
    },
    parseCallback() {
      return null;
    },
  };
}

import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { PaymentProvider } from "#server/modules/checkout/index.ts";
import { auctionDeposits } from "./auctions.schema.ts";
import type { Deposits } from "./deposits.ts";

/**
 * Deposits paid at the card gateway learn of it from the gateway's webhook too (decision 0068), not only when
 * the buyer comes back: the checkout's callback address is the one the gateway knows, so checkout verifies the
 * notification (signature or portal header), stores its event once (a replay is a duplicate there) and, when the
 * reference is no order's payment, hands it here. As for orders, the notification is only a hint: the gateway
 * is asked how the payment stands (`deposits.sync`), and a deposit is marked paid once, when it says captured.
 */
export function createDepositWebhooks(deps: { db: Db; deposits: Deposits }) {
  return {
    async apply(gateway: PaymentProvider["id"], providerRef: string): Promise<"applied" | "unknown"> {
      const [deposit] = await deps.db
        .select({ id: auctionDeposits.id, buyerId: auctionDeposits.buyerId })
        .from(auctionDeposits)
        .where(and(eq(auctionDeposits.provider, gateway), eq(auctionDeposits.providerRef, providerRef)));
      if (!deposit) return "unknown";
      await deps.deposits.sync(deposit.buyerId, deposit.id);
      return "applied";
    },
  };
}

export type DepositWebhooks = ReturnType<typeof createDepositWebhooks>;

import { and, eq } from "drizzle-orm";
import { orders } from "./checkout.schema.ts";
import { expireLapsed } from "./order-expiry.ts";
import { type AgreedPrice, type OrderOpeningDeps, createOrderOpening } from "./order-opening.ts";
import { type CheckoutJobs, type OrderPaymentDeps, type PaymentAttempt, createOrderPayment } from "./order-payment.ts";
import type { Order } from "./order-states.ts";

export type { AgreedPrice, CheckoutJobs, Order, PaymentAttempt };

/**
 * Checkout (docs/decisions/0012-checkout-and-payments.md): an order holds its one-of-a-kind item from "Buy
 * now" until it is paid or its hold lapses; the payment is confirmed exactly once, whoever asks first. Every
 * step is a conditional write whose condition is the rule, so concurrent buyers, replays and retries cannot
 * sell an item twice or charge an order twice. Its two halves live apart: how an order starts
 * (order-opening.ts) and what happens to it afterwards (order-payment.ts, order-expiry.ts); callers see one service.
 */
export function createCheckoutService(deps: OrderOpeningDeps & OrderPaymentDeps) {
  const { db, catalog } = deps;
  return {
    ...createOrderOpening(deps),
    ...createOrderPayment(deps),

    /** The buyer's own order (another buyer's is "not found", never "forbidden": ids are not to be probed). */
    async get(buyerId: string, orderId: number): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
      return row;
    },

    /** Lapsed holds end (the sweeper calls this every minute; every read already treats them as free). */
    sweepExpired: () => expireLapsed(db).finally(() => catalog.forgetAnswers()),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

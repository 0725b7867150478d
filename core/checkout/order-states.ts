// The order's states and the events that move it between them: pure data, shared by the server (which writes
// every move as one conditional UPDATE: server/modules/checkout/order-states.ts) and the pages (which show only
// the steps an order can take).

export const orderStates = [
  "verification", "payment", "paid", "documents_checked", "transfer_booked", "transferred", "activated",
  "expired", "refund_due", "refunded",
] as const;
export type OrderState = (typeof orderStates)[number];

/** States of a paid order on its way to the buyer (the payment outcome page says "Congrats"). */
export const paidStates = ["paid", "documents_checked", "transfer_booked", "transferred", "activated"] as const satisfies readonly OrderState[];

/** States in which the order's sale stands: the item is the buyer's, and staff may not put it back on sale by hand. */
export const saleStandsStates = [...paidStates, "refund_due"] as const satisfies readonly OrderState[];

/** Orders the buyer sees in My orders: every one that was paid, refunded ones included. */
export const boughtStates = [...saleStandsStates, "refunded"] as const satisfies readonly OrderState[];

/** The states in which an order still holds its item and waits for the buyer. */
export const openOrderStates = ["verification", "payment"] as const satisfies readonly OrderState[];

/**
 * The order's state machine (decisions 0012 and 0038), the one place that says which event may move an order
 * from which states. Every change of an order's state goes through the server's `moveOrders`: one UPDATE whose WHERE is the
 * rule, so an event that arrives twice, late or out of order finds no row and does nothing.
 *
 * ```
 * verification ──pay──► payment ──capture──► paid ──documents_checked──► … ──► transferred | activated
 *      │                  │   └──captureTooLate──► refund_due ──refunded──► refunded
 *      └────expire────────┴──► expired ──capture / captureTooLate──► (a late payment is honoured if it can be)
 * paid, documents_checked ──staffRefund──► refund_due
 * ```
 * A payment captured for an order that is past `payment` (already paid, refunded, …) changes no state: it is
 * an extra payment, refunded alone (checkout.service.ts).
 */
export const orderTransitions = {
  /** A payment attempt opens (only for a buyer whose verification is on file: payments.service.ts). */
  pay: { from: ["verification", "payment"], to: "payment" },
  /** The hold lapsed before any payment arrived. */
  expire: { from: ["verification", "payment"], to: "expired" },
  /** The gateway captured the money and the item was still the order's to sell (a late payment after a lapsed hold included). */
  capture: { from: ["payment", "expired"], to: "paid" },
  /** The money arrived after the item was sold to someone else. */
  captureTooLate: { from: ["payment", "expired"], to: "refund_due" },
  /** Staff refund a paid order before its transfer is booked. */
  staffRefund: { from: ["paid", "documents_checked"], to: "refund_due" },
  /** The refund job paid the order's money back. */
  refunded: { from: ["refund_due"], to: "refunded" },
  documents_checked: { from: ["paid"], to: "documents_checked" },
  transfer_booked: { from: ["documents_checked"], to: "transfer_booked" },
  transferred: { from: ["transfer_booked"], to: "transferred", kinds: ["plate"] },
  activated: { from: ["transfer_booked"], to: "activated", kinds: ["number"] },
} as const satisfies Record<string, { from: readonly OrderState[]; to: OrderState; kinds?: readonly ("plate" | "number")[] }>;

export type OrderEvent = keyof typeof orderTransitions;

/** The steps after payment that staff move an order through (the transfer tracker), in order. */
export const transferSteps = ["documents_checked", "transfer_booked", "transferred", "activated"] as const satisfies readonly OrderEvent[];
export type TransferStep = (typeof transferSteps)[number];

/** Whether `event` may move an order in `state` of this kind (what `moveOrders` writes, for the pages' buttons). */
export function canMove(event: OrderEvent, state: OrderState, kind: "plate" | "number"): boolean {
  const rule: { from: readonly OrderState[]; kinds?: readonly string[] } = orderTransitions[event];
  return rule.from.includes(state) && (!rule.kinds || rule.kinds.includes(kind));
}

import { paidOrder, shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Transactions: the list filtered, a paid order and its invoice; move it on, refund it. */
export const transactionProbes: DeclaredProbes = {
  record: shown.paidOrder,
  list: [
    { route: "admin_transactions", path: () => "/admin/transactions?status=paid&category=plate" },
    { route: "admin_transaction_invoice", path: async () => `/admin/transactions/${await shown.paidOrder()}/invoice`, download: "application/pdf" },
  ],
  update: [
    {
      route: "admin_transaction",
      name: "move a paid order on",
      request: async () => ({ path: `/admin/transactions/${await paidOrder()}`, form: { step: "documents_checked", note: "All in order" } }),
      success: /\/admin\/transactions\/\d+\?done=orderMoved$/,
    },
    {
      route: "admin_transaction",
      name: "refund a paid order",
      request: async () => ({ path: `/admin/transactions/${await paidOrder()}`, form: { intent: "refund" } }),
      success: /\/admin\/transactions\/\d+\?done=refundStarted$/,
    },
  ],
};

// The checkout module's public entry: orders that hold an item, payment attempts, their confirmation, the
// payment gateways, and the sweeper that ends lapsed holds.
export { type AgreedPrice, type CheckoutJobs, type CheckoutService, type Order, type PaymentAttempt, createCheckoutService } from "./checkout.service.ts";
export { type PaymentsService, createPaymentsService } from "./payments.service.ts";
export { type SandboxGateway, createSandboxGateway, signSandboxCallback } from "./providers/sandbox.ts";
export { createCheckoutSweeper } from "./sweeper.ts";
export { orderDto, registerCheckoutRoutes } from "./checkout.routes.ts";
export { type BuyerVerification, type VerificationsService, createVerificationsService } from "./verifications.service.ts";
export { type TrafficDataAdmin, createTrafficDataAdmin } from "./traffic-data-admin.ts";
export { type PromoCode, type PromocodesAdmin, createPromocodesAdmin } from "./promocodes-admin.ts";
export { type TransactionsAdmin, type TransferStep, createTransactionsAdmin, transferSteps } from "./transactions-admin.ts";
export { BANK_TRANSFER_HOLD_HOURS, createBankTransferProvider } from "./providers/bank-transfer.ts";
export { type NGeniusOptions, createNGeniusProvider } from "./providers/ngenius.ts";
export { type InvoiceFile, type Invoices, type Seller, createInvoices } from "./invoices.service.ts";
export { openAuctionOrder } from "./auction-order.ts";
export type { GatewayStatus, PaymentProvider } from "./providers/payment-provider.ts";
// The checkout side of bundles that the checkout service does not need (decision 0070).
export { bundleOrderUse } from "./bundle-orders.ts";

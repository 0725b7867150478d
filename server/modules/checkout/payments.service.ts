import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { type Lang, localePath } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { CatalogService } from "#server/modules/catalog/index.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { orders, paymentAttempts, paymentEvents } from "./checkout.schema.ts";
import type { CheckoutService, Order } from "./checkout.service.ts";
import type { PaymentProvider } from "./providers/payment-provider.ts";
import { BANK_TRANSFER_HOLD_HOURS } from "./providers/bank-transfer.ts";
import type { StaffActor } from "#core/access/current-user.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import type { Invoices } from "./invoices.service.ts";
import { orderMail } from "./receipt-mail.ts";

/** Payments still pending after this long are asked about (a callback may never come: N-Genius sends one, once). */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;

/**
 * Paying for an order through the configured gateway. Callbacks are hints: each is stored once (a replay is
 * dropped by its unique key), then the gateway is asked for the payment's status, and only that is applied,
 * through the checkout's confirm-once functions. The browser's return pages go through the same `sync`.
 */
export function createPaymentsService(deps: {
  db: Db;
  checkout: CheckoutService;
  /** The card gateway (sandbox by default) and bank transfer. */
  card: PaymentProvider;
  bankTransfer: PaymentProvider;
  catalog: CatalogService;
  mail: MailService;
  audit: AuditLog;
  invoices: Invoices;
  publicUrl: string;
}) {
  const { db, checkout, card: provider } = deps;
  const byId = (id: PaymentProvider["id"]) => (id === deps.bankTransfer.id ? deps.bankTransfer : deps.card);

  async function attemptByRef(providerRef: string) {
    const [row] = await db.select().from(paymentAttempts).where(and(eq(paymentAttempts.provider, provider.id), eq(paymentAttempts.providerRef, providerRef)));
    return row;
  }

  /** Applies what the attempt's gateway says of it now. */
  async function sync(attemptId: number, providerRef: string, gateway: PaymentProvider = provider): Promise<void> {
    const status = await gateway.readStatus(providerRef);
    if (status === "captured") await checkout.confirmCaptured(attemptId);
    else if (status === "declined" || status === "cancelled" || status === "expired") await checkout.markFailed(attemptId, status);
  }

  async function itemName(order: Order): Promise<string> {
    if (order.itemKind === "number") return (await deps.catalog.getNumber(order.itemId))?.number ?? `#${order.itemId}`;
    const plate = await deps.catalog.getPlate(order.itemId);
    return plate ? `${plate.emirateCode.toUpperCase()} ${plate.code} ${plate.number}` : `#${order.itemId}`;
  }

  async function mailBuyer(orderId: number, kind: "receipt" | "refunded"): Promise<void> {
    const [row] = await db.select({ order: orders, name: users.name, email: users.email, lang: users.lang }).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(eq(orders.id, orderId));
    if (!row) throw new Error(`order ${orderId} not found for its e-mail`);
    const url = `${deps.publicUrl}${localePath(row.lang, `/payment_success?order=${orderId}`)}`;
    const content = orderMail({ kind, lang: row.lang, name: row.name, order: row.order, item: await itemName(row.order), url });
    // The receipt carries the tax invoice in both languages, the buyer's first.
    const files = kind === "receipt" ? ((await deps.invoices.issue(orderId)) ?? []) : [];
    const attachments = [...files.filter((f) => f.lang === row.lang), ...files.filter((f) => f.lang !== row.lang)].map(({ filename, key }) => ({ filename, key }));
    await deps.mail.send(row.email, { ...content, attachments });
  }

  return {
    /** Which card gateway this site uses (its callback address is the one believed). */
    cardGateway: provider.id,

    /**
     * Opens a payment for the buyer's open order: by card at the gateway (the address of its page), or by bank
     * transfer for a plate (the order then waits, held longer, for staff to confirm the money arrived).
     */
    async pay(buyerId: string, orderId: number, lang: Lang, method: "card" | "bank_transfer" = "card"): Promise<string> {
      const order = await checkout.get(buyerId, orderId);
      if (!order) throw new HttpError(404, "checkout.orderNotFound");
      if (method === "bank_transfer" && order.itemKind !== "plate") throw new HttpError(409, "checkout.bankPlatesOnly");
      const gateway = method === "bank_transfer" ? deps.bankTransfer : provider;
      const attempt = await checkout.createAttempt(order.id, gateway.id);
      if (method === "bank_transfer") await checkout.extendHold(order.id, BANK_TRANSFER_HOLD_HOURS);
      const back = (path: string) => `${localePath(lang, path)}?order=${order.id}`;
      const session = await gateway.createSession({ reference: attempt.reference, amountFils: attempt.amount, lang, returnUrl: back("/payment_success"), cancelUrl: back("/payment_failure") });
      await checkout.setProviderRef(attempt.id, session.providerRef);
      return session.redirectUrl;
    },

    /** Staff confirm that a bank transfer arrived, with the bank's reference number: the same confirm-once path. */
    async confirmBankTransfer(actor: StaffActor, orderId: number, bankReference: string): Promise<"paid" | "refund_due"> {
      const [attempt] = await db
        .update(paymentAttempts)
        .set({ bankReference, updatedAt: new Date() })
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.provider, "bank_transfer"), inArray(paymentAttempts.state, ["created", "pending"])))
        .returning();
      if (!attempt) throw new HttpError(409, "transactions.noBankTransfer");
      const outcome = await checkout.confirmCaptured(attempt.id);
      if (outcome === "already") throw new HttpError(409, "transactions.noBankTransfer");
      await db.transaction((tx) => deps.audit.record(tx, actor, { action: "confirm_bank_transfer", entity: "order", entityId: orderId, after: { bankReference, outcome } }));
      return outcome;
    },

    /** A gateway's callback: believed only after its signature (if signed) and the gateway's own answer. */
    async handleCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<"applied" | "duplicate" | "unknown"> {
      const parsed = provider.parseCallback(rawBody, headers);
      if (!parsed) throw new HttpError(400, "checkout.badCallback");
      const stored = await db.insert(paymentEvents).values({ provider: provider.id, eventId: parsed.eventId, providerRef: parsed.providerRef }).onConflictDoNothing().returning({ id: paymentEvents.id });
      if (!stored.length) return "duplicate";
      const attempt = await attemptByRef(parsed.providerRef);
      if (!attempt) return "unknown";
      await sync(attempt.id, parsed.providerRef);
      return "applied";
    },

    /** The order's latest attempt, brought up to date with the gateway (the return pages call this). */
    async refresh(buyerId: string, orderId: number): Promise<Order | undefined> {
      const order = await checkout.get(buyerId, orderId);
      if (!order) return undefined;
      const [latest] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(sql`${paymentAttempts.id} desc`).limit(1);
      if (latest?.providerRef && (latest.state === "pending" || latest.state === "created")) await sync(latest.id, latest.providerRef, byId(latest.provider));
      return checkout.get(buyerId, orderId);
    },

    /** The order's latest payment attempt (the outcome pages say "waiting" while it is pending). */
    async latestAttempt(orderId: number) {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(sql`${paymentAttempts.id} desc`).limit(1);
      return row;
    },

    /** The reconciliation job's round: every attempt pending for a while is asked about. */
    async reconcile(): Promise<number> {
      const stale = await db
        .select({ id: paymentAttempts.id, providerRef: paymentAttempts.providerRef })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.state, "pending"), eq(paymentAttempts.provider, provider.id), lt(paymentAttempts.updatedAt, new Date(Date.now() - RECONCILE_AFTER_MS))));
      for (const a of stale) if (a.providerRef) await sync(a.id, a.providerRef);
      return stale.length;
    },

    /** The receipt job: the buyer's e-mail, in their language first. */
    sendReceipt: (orderId: number) => mailBuyer(orderId, "receipt"),

    /** The refund job: money back at the gateway, the order marked refunded, the buyer told. */
    async refund(attemptId: number): Promise<void> {
      const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
      if (!attempt?.providerRef) throw new Error(`payment attempt ${attemptId} cannot be refunded`);
      await byId(attempt.provider).refund(attempt.providerRef, attempt.amount);
      const done = await db.transaction(async (tx) => {
        await tx.update(paymentAttempts).set({ state: "refunded", updatedAt: new Date() }).where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.state, "captured")));
        return tx.update(orders).set({ state: "refunded", updatedAt: new Date() }).where(and(eq(orders.id, attempt.orderId), eq(orders.state, "refund_due"))).returning({ id: orders.id });
      });
      if (done.length) await mailBuyer(attempt.orderId, "refunded");
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

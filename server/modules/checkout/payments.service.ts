import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { type Lang, localePath } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { CatalogService } from "#server/modules/catalog/index.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { orderEvents, orders, paymentAttempts, paymentEvents } from "./checkout.schema.ts";
import { moveOrders } from "./order-states.ts";
import type { VerificationsService } from "./verifications.service.ts";
import type { CheckoutService, Order } from "./checkout.service.ts";
import type { PaymentProvider } from "./providers/payment-provider.ts";
import { BANK_TRANSFER_HOLD_HOURS } from "./providers/bank-transfer.ts";
import type { StaffActor } from "#core/access/current-user.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import type { Invoices } from "./invoices.service.ts";
import { orderMail } from "./receipt-mail.ts";

/** Payments still pending after this long are asked about (a callback may never come: N-Genius sends one, once). */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** How long a second "Pay" waits for the first one's gateway session (a gateway answers in a second or two). */
const SESSION_WAIT_TRIES = 40;
const SESSION_WAIT_MS = 250;

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
  verifications: VerificationsService;
  publicUrl: string;
  /** A notification whose reference is no order's payment (an auction deposit's): applied there, or unknown. */
  otherPayment?: (gateway: PaymentProvider["id"], providerRef: string) => Promise<"applied" | "unknown">;
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
    if (order.itemKind === "number") return (await deps.catalog.orderedNumber(order.itemId))?.number ?? `#${order.itemId}`;
    const plate = await deps.catalog.orderedPlate(order.itemId);
    return plate ? `${plate.emirateCode.toUpperCase()} ${plate.code} ${plate.number}` : `#${order.itemId}`;
  }

  /** Who pays, as a card gateway is told (N-Genius requires the e-mail): the account's e-mail, the verification's names. */
  async function payer(buyerId: string): Promise<{ email: string; firstName: string | undefined; lastName: string | undefined }> {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, buyerId));
    if (!user) throw new Error(`buyer ${buyerId} not found`);
    const verification = await deps.verifications.get(buyerId);
    return { email: user.email, firstName: verification?.firstName, lastName: verification?.lastName };
  }

  async function mailBuyer(orderId: number, kind: "receipt" | "refunded" | "extraRefunded", amountFils?: bigint): Promise<void> {
    const [row] = await db.select({ order: orders, name: users.name, email: users.email, lang: users.lang }).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(eq(orders.id, orderId));
    if (!row) throw new Error(`order ${orderId} not found for its e-mail`);
    const url = `${deps.publicUrl}${localePath(row.lang, `/payment_success?order=${orderId}`)}`;
    // A bundle's two items, named as its invoice names them (decision 0070).
    const item = row.order.bundleId === null ? await itemName(row.order) : await deps.invoices.itemName(row.order, row.lang);
    const content = orderMail({ kind, lang: row.lang, name: row.name, order: row.order, item, url, ...(amountFils === undefined ? {} : { amountFils }) });
    // The receipt carries the tax invoice in both languages, the buyer's first.
    const files = kind === "receipt" ? ((await deps.invoices.issue(orderId)) ?? []) : [];
    const attachments = [...files.filter((f) => f.lang === row.lang), ...files.filter((f) => f.lang !== row.lang)].map(({ filename, key }) => ({ filename, key }));
    await deps.mail.send(row.email, { ...content, attachments });
  }

  /**
   * The page of an attempt another request opened: at once if its gateway session is recorded, else after
   * waiting a little for it (two tabs pressing "Pay" together). An attempt left without a session (its request
   * failed before the gateway answered) is not given back: the buyer is asked to try again shortly.
   */
  async function openedSession(attemptId: number): Promise<string> {
    for (let i = 0; i < SESSION_WAIT_TRIES; i++) {
      const attempt = await checkout.attempt(attemptId);
      if (attempt?.redirectUrl) return attempt.redirectUrl;
      if (!attempt || (attempt.state !== "created" && attempt.state !== "pending")) break;
      await new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS));
    }
    throw new HttpError(409, "checkout.paymentOpening");
  }

  return {
    /** Which card gateway this site uses (its callback address is the one believed). */
    cardGateway: provider.id,

    /**
     * Opens a payment for the buyer's open order: by card at the gateway (the address of its page), or by bank
     * transfer for a plate (the order then waits, held longer once, for staff to confirm the money arrived).
     * Only once the buyer's verification is on file (spec: Verification → Payment → Congrats), on every path
     * that reaches here (pages, API, a resumed order, after a promo code, a retry after a decline). A payment
     * already open for the order this way is given back rather than a second one opened.
     */
    async pay(buyerId: string, orderId: number, lang: Lang, method: "card" | "bank_transfer" = "card"): Promise<string> {
      const order = await checkout.get(buyerId, orderId);
      if (!order) throw new HttpError(404, "checkout.orderNotFound");
      if (method === "bank_transfer" && order.itemKind !== "plate") throw new HttpError(409, "checkout.bankPlatesOnly");
      if (!deps.verifications.isComplete(await deps.verifications.get(buyerId), order.itemKind)) throw new HttpError(409, "checkout.verificationFirst");
      const gateway = method === "bank_transfer" ? deps.bankTransfer : provider;
      const { attempt, fresh } = await checkout.openAttempt(order.id, gateway.id);
      if (!fresh) return openedSession(attempt.id);
      if (method === "bank_transfer") await checkout.extendHoldOnce(order.id, BANK_TRANSFER_HOLD_HOURS);
      const back = (path: string) => `${localePath(lang, path)}?order=${order.id}`;
      // Absolute: the gateway's page sends the browser back to them (docs/decisions/0039).
      const session = await gateway.createSession({
        reference: attempt.reference,
        amountFils: attempt.amount,
        lang,
        returnUrl: `${deps.publicUrl}${back("/payment_success")}`,
        cancelUrl: `${deps.publicUrl}${back("/payment_failure")}`,
        buyer: await payer(buyerId),
      });
      await checkout.setSession(attempt.id, session.providerRef, session.redirectUrl);
      return session.redirectUrl;
    },

    /** Staff confirm that a bank transfer arrived, with the bank's reference number: the same confirm-once path. */
    async confirmBankTransfer(actor: StaffActor, orderId: number, bankReference: string): Promise<"paid" | "refund_due" | "extra"> {
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
      if (!attempt) return deps.otherPayment ? deps.otherPayment(provider.id, parsed.providerRef) : "unknown";
      await sync(attempt.id, parsed.providerRef);
      return "applied";
    },

    /** The order's latest attempt, brought up to date with the gateway (the return pages call this). */
    async refresh(buyerId: string, orderId: number): Promise<Order | undefined> {
      const order = await checkout.get(buyerId, orderId);
      if (!order) return undefined;
      const [latest] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(sql`${paymentAttempts.id} desc`).limit(1);
      // An attempt given up on (abandoned on the gateway's page) is asked too: a buyer who paid after all and
      // comes back is believed, even if the gateway's webhook never came (the capture is then applied, or refunded).
      if (latest?.providerRef && (latest.state === "pending" || latest.state === "created" || latest.state === "expired")) await sync(latest.id, latest.providerRef, byId(latest.provider));
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

    /**
     * The refund job: one captured attempt's money back at its gateway, then recorded. The attempt that paid a
     * paid order is never refunded here (only after staff refunded the order, which moves it to refund_due);
     * an extra payment is refunded alone and the order stays as it is. The order becomes refunded when none of
     * its payments is left captured. The buyer is told either way, in their language.
     */
    async refund(attemptId: number): Promise<void> {
      const [row] = await db.select({ attempt: paymentAttempts, order: orders }).from(paymentAttempts).innerJoin(orders, eq(orders.id, paymentAttempts.orderId)).where(eq(paymentAttempts.id, attemptId));
      const providerRef = row?.attempt.providerRef;
      if (!row || !providerRef) throw new Error(`payment attempt ${attemptId} cannot be refunded`);
      const { attempt, order } = row;
      if (attempt.state !== "captured") return;
      // The money of an order due a refund is that refund; any other captured attempt is an extra payment.
      if (order.paidAttemptId === attempt.id && order.state !== "refund_due") throw new Error(`payment attempt ${attemptId} paid order ${order.id}: refused to refund it while the order is ${order.state}`);
      const extra = order.state !== "refund_due";
      await byId(attempt.provider).refund(providerRef, attempt.amount);
      const outcome = await db.transaction(async (tx) => {
        const marked = await tx.update(paymentAttempts).set({ state: "refunded", updatedAt: new Date() }).where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.state, "captured"))).returning({ id: paymentAttempts.id });
        if (!marked.length) return "already" as const;
        const stillCaptured = sql`NOT EXISTS (SELECT 1 FROM ${paymentAttempts} WHERE ${paymentAttempts.orderId} = ${orders.id} AND ${paymentAttempts.state} = 'captured')`;
        const [moved] = await moveOrders(tx, "refunded", and(eq(orders.id, order.id), stillCaptured));
        if (moved) await tx.insert(orderEvents).values({ orderId: order.id, state: "refunded" });
        if (extra) await tx.insert(orderEvents).values({ orderId: order.id, state: moved ? "refunded" : order.state, event: "extra_payment_refunded" });
        return moved ? ("refunded" as const) : extra ? ("extra" as const) : ("already" as const);
      });
      if (outcome === "refunded") await mailBuyer(order.id, "refunded");
      else if (outcome === "extra") await mailBuyer(order.id, "extraRefunded", attempt.amount);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

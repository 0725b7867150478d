import { type SQL, and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { localePath } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { containsWords } from "#server/lib/contains-words.ts";
import { type Paged, paginate } from "#server/lib/paginate.ts";
import { ADMIN_PER_PAGE } from "#server/lib/list-rows.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { returnOrderItems } from "#server/modules/catalog/index.ts";
import { actionMail } from "#server/modules/mail/index.ts";
import { type OrderState, buyerVerifications, openOrderStates, orderEvents, orders, paymentAttempts } from "./checkout.schema.ts";
import { type TransferStep, boughtStates } from "#core/checkout/order-states.ts";
import { moveOrders } from "./order-states.ts";

export { type TransferStep, transferSteps } from "#core/checkout/order-states.ts";

export interface TransactionQuery {
  page: number;
  q?: string | undefined;
  status?: OrderState | undefined;
  category?: "plate" | "number" | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  minFils?: bigint | undefined;
  maxFils?: bigint | undefined;
  sort: { key: "date" | "amount"; dir: "asc" | "desc" };
}

const columns = {
  id: orders.id,
  state: orders.state,
  itemKind: orders.itemKind,
  itemId: orders.itemId,
  total: orders.total,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  invoiceNumber: orders.invoiceNumber,
  buyerName: users.name,
  buyerEmail: users.email,
  buyerPhone: users.phone,
};
export type TransactionRow = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | (K extends "paidAt" | "invoiceNumber" | "buyerPhone" ? null : never) };

/**
 * Staff's Transactions (spec section 3: id, item, amount, buyer name, date, phone, status, category) and the
 * transfer tracker: staff move a paid order through its steps with a note; each step is one conditional
 * update, written to the order's timeline and the audit log, and e-mailed to the buyer in their language.
 */
export function createTransactionsAdmin(deps: {
  db: Db;
  audit: AuditLog;
  mail: MailService;
  publicUrl: string;
  /** The refund job (checkout.refund), enqueued in the refund's own transaction. */
  enqueueRefund: (tx: Db, attemptId: number) => Promise<unknown>;
  forgetAnswers: () => void;
}) {
  const { db } = deps;

  function where(q: Omit<TransactionQuery, "page" | "sort">): SQL | undefined {
    const parts: SQL[] = [];
    const words = containsWords(q.q, [users.name, users.email, users.phone]);
    if (words) parts.push(words);
    if (q.status) parts.push(eq(orders.state, q.status));
    if (q.category) parts.push(eq(orders.itemKind, q.category));
    if (q.from) parts.push(gte(orders.createdAt, q.from));
    if (q.to) parts.push(lt(orders.createdAt, q.to));
    if (q.minFils !== undefined) parts.push(gte(orders.total, q.minFils));
    if (q.maxFils !== undefined) parts.push(lte(orders.total, q.maxFils));
    return parts.length ? and(...parts) : undefined;
  }

  return {
    list(query: TransactionQuery): Promise<Paged<TransactionRow>> {
      const condition = where(query);
      const order = query.sort.dir === "asc" ? asc : desc;
      const sortColumn = query.sort.key === "amount" ? orders.total : orders.createdAt;
      return paginate(
        { page: query.page, perPage: ADMIN_PER_PAGE },
        async () => (await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(condition))[0]?.n ?? 0,
        (limit, offset) =>
          db.select(columns).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(condition).orderBy(order(sortColumn), order(orders.id)).limit(limit).offset(offset) as Promise<TransactionRow[]>,
      );
    },

    /** The next batch of an export of the list's filters (decision 0059), with the bank reference, in id order after `after`. */
    exportBatch(query: Omit<TransactionQuery, "page" | "sort">, after: number | undefined, limit: number): Promise<(TransactionRow & { bankReference: string | null })[]> {
      const bankReference = sql<string | null>`(SELECT ${paymentAttempts.bankReference} FROM ${paymentAttempts} WHERE ${paymentAttempts.orderId} = ${orders.id} AND ${paymentAttempts.bankReference} IS NOT NULL ORDER BY ${paymentAttempts.id} DESC LIMIT 1)`;
      return db
        .select({ ...columns, bankReference })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.buyerId))
        .where(and(where(query), after === undefined ? undefined : gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(limit) as Promise<(TransactionRow & { bankReference: string | null })[]>;
    },

    async get(id: number) {
      const [row] = await db.select({ order: orders, buyerName: users.name, buyerEmail: users.email, buyerPhone: users.phone }).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(eq(orders.id, id));
      if (!row) return undefined;
      const [events, attempts, verification] = await Promise.all([
        db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
        db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id)).orderBy(asc(paymentAttempts.id)),
        db.select().from(buyerVerifications).where(eq(buyerVerifications.userId, row.order.buyerId)),
      ]);
      return { ...row, events, attempts, verification: verification[0] };
    },

    /**
     * Buyers holding items now (open checkouts whose hold still runs), most holds first: who keeps how much of
     * the shop from other buyers, and until when (decision 0038).
     */
    holdsByBuyer(limit = 20) {
      const holds = sql<number>`count(*)::int`;
      return db
        .select({ buyerId: orders.buyerId, buyerName: users.name, buyerEmail: users.email, holds, firstEnds: sql<Date>`min(${orders.holdUntil})`.mapWith(orders.holdUntil), lastEnds: sql<Date>`max(${orders.holdUntil})`.mapWith(orders.holdUntil) })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.buyerId))
        .where(and(inArray(orders.state, [...openOrderStates]), sql`${orders.holdUntil} > now()`))
        .groupBy(orders.buyerId, users.name, users.email)
        .orderBy(desc(holds), asc(users.email))
        .limit(limit);
    },

    /** The buyer's own orders with their timelines (My orders on the profile), newest first. */
    async forBuyer(buyerId: string) {
      const mine = await db.select().from(orders).where(and(eq(orders.buyerId, buyerId), inArray(orders.state, [...boughtStates]))).orderBy(desc(orders.createdAt));
      const events = mine.length ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, mine.map((o) => o.id))).orderBy(asc(orderEvents.at), asc(orderEvents.id)) : [];
      return mine.map((o) => ({ ...o, events: events.filter((e) => e.orderId === o.id) }));
    },

    /**
     * Staff refund a paid order before its transfer is booked: the order becomes "refund under way", the refund
     * job pays the money back through the payment's gateway (a bank transfer is paid back by staff), and the
     * item goes back on sale. One conditional update: a second click, or one after the transfer, does nothing.
     */
    async refund(actor: StaffActor, id: number, note: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, id)).for("update");
        const [order] = await moveOrders(tx, "staffRefund", eq(orders.id, id));
        if (!order?.paidAttemptId) throw new HttpError(409, "transactions.refundNotAllowed");
        // The payment that paid the order (an extra payment, if any, is refunded on its own).
        const [attempt] = await tx.select().from(paymentAttempts).where(and(eq(paymentAttempts.id, order.paidAttemptId), eq(paymentAttempts.state, "captured")));
        if (!attempt) throw new HttpError(409, "transactions.refundNotAllowed");
        await returnOrderItems(tx, order);
        await tx.insert(orderEvents).values({ orderId: id, state: "refund_due", note: note || null, actorId: actor.userId });
        await deps.audit.record(tx, actor, { action: "refund", entity: "order", entityId: id, before: { state: before?.state }, after: { state: "refund_due", note } });
        await deps.enqueueRefund(tx, attempt.id);
      });
      deps.forgetAnswers();
    },

    /** Moves a paid order one step on, with staff's note (the date and place of a booked transfer, say). */
    async advance(actor: StaffActor, id: number, step: TransferStep, note: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, id)).for("update");
        const [moved] = await moveOrders(tx, step, eq(orders.id, id));
        if (!moved) throw new HttpError(409, "transactions.stepNotAllowed");
        await tx.insert(orderEvents).values({ orderId: id, state: step, note: note || null, actorId: actor.userId });
        await deps.audit.record(tx, actor, { action: step, entity: "order", entityId: id, before: { state: before?.state }, after: { state: step, note } });
        const [buyer] = await tx.select({ email: users.email, name: users.name, lang: users.lang }).from(users).where(eq(users.id, moved.buyerId));
        if (buyer) {
          await deps.mail.send(
            buyer.email,
            actionMail({
              lang: buyer.lang,
              name: buyer.name,
              subject: `transactions.mail.${step}Subject`,
              body: `transactions.mail.${step}Body`,
              button: "transactions.mail.button",
              url: `${deps.publicUrl}${localePath(buyer.lang, "/profile#orders")}`,
              ...(note ? { note } : {}),
              ignoreLine: false,
            }),
            tx,
          );
        }
      });
    },
  };
}

export type TransactionsAdmin = ReturnType<typeof createTransactionsAdmin>;

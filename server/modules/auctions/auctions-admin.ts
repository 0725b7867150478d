import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { DEFAULT_TIERS } from "#core/auctions/rules.ts";
import type { Lang } from "#core/i18n/index.ts";
import { type ScheduleForm, parseTiers, readItemText } from "#core/validation/auctions-admin.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { listRows } from "#server/lib/list-rows.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { mobileNumbers, plates } from "#server/db/schema.ts";
import { auctionBids, auctionDeposits, auctionLots, auctions } from "./auctions.schema.ts";
import { type AuctionInput, type AuctionsService, bidderNumbers, publicLot } from "./auctions.service.ts";
import type { Enqueue } from "./jobs.ts";

type ItemKind = "plate" | "number";

/**
 * The staff Auctions section's reads and writes (issue 30, decision 0068): the list with its counts, an auction
 * with its lots and deposits, a lot's full history with the bidders' identities (staff only: the public sees
 * bidder numbers), the schedule form turned into an auction (each lot's plate or number found by what staff
 * typed, refused next to its field when it is unknown or not free), and bank-transfer deposits confirmed.
 */
export function createAuctionsAdmin(deps: { db: Db; audit: AuditLog; clock: () => Date; enqueue: Enqueue; auctions: AuctionsService; itemName: (kind: ItemKind, id: number, lang: Lang) => Promise<string> }) {
  const { db } = deps;

  /** The plate or number a lot's text names (undefined: none, or several plates of different types). */
  async function findItem(text: string): Promise<{ kind: ItemKind; itemId: number; sold: boolean; heldUntil: Date | null } | undefined> {
    const read = readItemText(text);
    if (!read) return undefined;
    if (read.kind === "number") {
      const [row] = await db.select({ id: mobileNumbers.id, sold: mobileNumbers.sold, heldUntil: mobileNumbers.heldUntil }).from(mobileNumbers).where(eq(mobileNumbers.number, read.digits));
      return row && { kind: "number", itemId: row.id, sold: row.sold, heldUntil: row.heldUntil };
    }
    const rows = await db
      .select({ id: plates.id, sold: plates.sold, heldUntil: plates.heldUntil })
      .from(plates)
      .where(and(eq(plates.emirateCode, read.emirate), sql`upper(${plates.code}) = ${read.code}`, eq(plates.number, read.number)))
      .limit(2);
    return rows.length === 1 ? { kind: "plate", itemId: rows[0]!.id, sold: rows[0]!.sold, heldUntil: rows[0]!.heldUntil } : undefined;
  }

  /** Counts per auction: lots, bidders (buyers with a deposit) and paid deposits. */
  async function countsOf(ids: number[]) {
    if (ids.length === 0) return new Map<number, { lots: number; bidders: number; deposits: number }>();
    const lots = await db.select({ id: auctionLots.auctionId, n: sql<number>`count(*)::int` }).from(auctionLots).where(inArray(auctionLots.auctionId, ids)).groupBy(auctionLots.auctionId);
    const deposits = await db
      .select({ id: auctionDeposits.auctionId, bidders: sql<number>`count(DISTINCT ${auctionDeposits.buyerId})::int`, paid: sql<number>`count(*) FILTER (WHERE ${auctionDeposits.state} = 'paid')::int` })
      .from(auctionDeposits)
      .where(inArray(auctionDeposits.auctionId, ids))
      .groupBy(auctionDeposits.auctionId);
    return new Map(ids.map((id) => [id, { lots: lots.find((l) => l.id === id)?.n ?? 0, bidders: deposits.find((d) => d.id === id)?.bidders ?? 0, deposits: deposits.find((d) => d.id === id)?.paid ?? 0 }]));
  }

  const phaseOf = (a: typeof auctions.$inferSelect, now: Date): "cancelled" | "upcoming" | "live" | "ended" => (a.cancelledAt ? "cancelled" : now < a.startsAt ? "upcoming" : now < a.endsAt ? "live" : "ended");

  return {
    async list(query: { page: number; sort: { key: "starts" | "ends"; dir: "asc" | "desc" } }) {
      const paged = await listRows(db, auctions, { page: query.page, sort: query.sort, sortColumns: { starts: auctions.startsAt, ends: auctions.endsAt } });
      const counts = await countsOf(paged.items.map((a) => a.id));
      const now = deps.clock();
      return { ...paged, items: paged.items.map((a) => ({ ...a, phase: phaseOf(a, now), ...counts.get(a.id)! })) };
    },

    /** An auction with its lots (item names, leader's e-mail) and its deposits (buyers' e-mails). */
    async get(auctionId: number, lang: Lang = "ar") {
      const found = await deps.auctions.get(auctionId);
      if (!found) return undefined;
      const { auction, lots } = found;
      const now = deps.clock();
      const emails = await emailsOf([...lots.map((l) => l.leaderId), ...(await db.select({ id: auctionDeposits.buyerId }).from(auctionDeposits).where(eq(auctionDeposits.auctionId, auctionId))).map((d) => d.id)]);
      const deposits = await db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, auctionId)).orderBy(asc(auctionDeposits.bidderNumber), asc(auctionDeposits.id));
      return {
        auction,
        phase: phaseOf(auction, now),
        lots: await Promise.all(lots.map(async (l) => ({ ...publicLot(l, auction, now), reserve: l.reserve, orderId: l.orderId, leader: l.leaderId ? (emails.get(l.leaderId) ?? l.leaderId) : null, name: await deps.itemName(l.itemKind, l.itemId, lang) }))),
        deposits: deposits.map((d) => ({ ...d, buyer: emails.get(d.buyerId) ?? d.buyerId })),
      };
    },

    /** A lot and its whole history, with who placed each bid (name, e-mail, bidder number). */
    async lot(lotId: number, lang: Lang = "ar") {
      const [row] = await db.select({ lot: auctionLots, auction: auctions }).from(auctionLots).innerJoin(auctions, eq(auctions.id, auctionLots.auctionId)).where(eq(auctionLots.id, lotId));
      if (!row) return undefined;
      const numbers = bidderNumbers(db, row.auction.id);
      const history = await db
        .select({ seq: auctionBids.seq, amount: auctionBids.amount, auto: auctionBids.auto, placedAt: auctionBids.placedAt, bidderId: auctionBids.bidderId, name: users.name, email: users.email, number: numbers.number })
        .from(auctionBids)
        .leftJoin(users, eq(users.id, auctionBids.bidderId))
        .leftJoin(numbers, eq(numbers.buyerId, auctionBids.bidderId))
        .where(eq(auctionBids.lotId, lotId))
        .orderBy(desc(auctionBids.seq));
      return { lot: row.lot, auction: row.auction, view: publicLot(row.lot, row.auction, deps.clock()), name: await deps.itemName(row.lot.itemKind, row.lot.itemId, lang), history };
    },

    /**
     * The schedule form as an auction: each lot's text is looked up, and a lot that names nothing, or an item
     * already sold, held by a checkout or in another open lot, is refused on its own field; the service then
     * takes the items off the market in one transaction (and refuses the whole auction if one was taken meanwhile).
     */
    async schedule(actor: StaffActor, form: ScheduleForm) {
      const fields: Record<string, string> = {};
      const lots: AuctionInput["lots"] = [];
      const now = deps.clock();
      for (const [i, row] of (form.lots ?? []).entries()) {
        if (!row.item || row.starting_price === undefined) continue;
        const item = await findItem(row.item);
        if (!item) fields[`lots[${i}].item`] = "auctionsAdmin.itemNotFound";
        else if (item.sold || (item.heldUntil !== null && item.heldUntil > now)) fields[`lots[${i}].item`] = "auctions.itemUnavailable";
        else lots.push({ kind: item.kind, itemId: item.itemId, startingPrice: BigInt(row.starting_price), reserve: row.reserve === undefined ? null : BigInt(row.reserve) });
      }
      if (Object.keys(fields).length > 0) throw new HttpError(409, "error.validation", fields);
      const tiers = parseTiers(form.tiers);
      return deps.auctions.schedule(actor, {
        titleEn: form.title_en,
        titleAr: form.title_ar,
        startsAt: form.starts_at,
        endsAt: form.ends_at,
        tiers: "tiers" in tiers ? tiers.tiers : DEFAULT_TIERS,
        depositRule: form.deposit_kind === "fixed" ? { kind: "fixed", amount: BigInt(form.deposit_amount!) } : { kind: "percent", percent: form.deposit_percent! / 100 },
        windowSeconds: form.window_minutes * 60,
        extensionSeconds: form.extension_minutes * 60,
        payHours: form.pay_hours,
        lots,
      });
    },

    /** Deposits by bank transfer waiting for staff, oldest first. */
    async pendingTransfers() {
      const rows = await db
        .select({ deposit: auctionDeposits, title: auctions.titleEn, titleAr: auctions.titleAr, email: users.email })
        .from(auctionDeposits)
        .innerJoin(auctions, eq(auctions.id, auctionDeposits.auctionId))
        .leftJoin(users, eq(users.id, auctionDeposits.buyerId))
        .where(and(eq(auctionDeposits.provider, "bank_transfer"), eq(auctionDeposits.state, "pending")))
        .orderBy(asc(auctionDeposits.id))
        .limit(200);
      return rows;
    },

    /**
     * Staff say a transfer arrived: the deposit is paid once (a second confirmation is refused), audited with the
     * bank's reference. Money that arrives after the auction was cancelled or closed is the buyer's to get back
     * (decision 0068): it is recorded as received and its refund queued at once, as the cancel or close would have.
     */
    async confirmTransfer(actor: StaffActor, depositId: number, bankReference: string): Promise<"paid" | "refund_due"> {
      return db.transaction(async (tx) => {
        const [pending] = await tx.select({ auctionId: auctionDeposits.auctionId }).from(auctionDeposits).where(eq(auctionDeposits.id, depositId));
        if (!pending) throw new HttpError(409, "auctionsAdmin.depositNotPending");
        // The auction's lots locked, as the close (each lot) and the cancel (every open lot) lock them: either they
        // ran first and this sees the lots closed, or they run after and refund this deposit as paid.
        const lots = await tx.select({ state: auctionLots.state }).from(auctionLots).where(eq(auctionLots.auctionId, pending.auctionId)).orderBy(asc(auctionLots.id)).for("update");
        const state = lots.some((l) => l.state === "open") ? "paid" : "refund_due";
        const [paid] = await tx
          .update(auctionDeposits)
          .set({ state, paidAt: deps.clock(), bankReference, updatedAt: new Date() })
          .where(and(eq(auctionDeposits.id, depositId), eq(auctionDeposits.provider, "bank_transfer"), eq(auctionDeposits.state, "pending")))
          .returning();
        if (!paid) throw new HttpError(409, "auctionsAdmin.depositNotPending");
        if (state === "refund_due") await deps.enqueue(tx, "auctions.refund", { depositId });
        await deps.audit.record(tx, actor, { action: "confirm_bank_transfer", entity: "auction_deposit", entityId: depositId, before: { state: "pending" }, after: { state, bankReference } });
        return state;
      });
    },
  };

  async function emailsOf(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, wanted));
    return new Map(rows.map((r) => [r.id, r.email]));
  }
}

export type AuctionsAdmin = ReturnType<typeof createAuctionsAdmin>;

import { randomBytes } from "node:crypto";
import type { AppContext } from "#app-context";
import type { CurrentUser } from "#core/access/current-user.ts";
import { biddingLimit } from "#core/auctions/rules.ts";
import type { Lang, MessageKey } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import type { LotItem } from "#server/modules/catalog/index.ts";
import type { PublicLot } from "#server/modules/auctions/index.ts";
import { formatUaeTime } from "#app/lib/dates.ts";

// What the buyers' auction pages show (issue 30, decision 0069), shaped on the server: words, amounts and UAE
// times are written here, so the browser formats nothing but the running countdown.

type Services = AppContext["services"];

/** A moment as the page shows it: for `<time dateTime>` and in UAE time in the page's language. */
const shown = (at: Date, lang: Lang) => ({ iso: at.toISOString(), text: formatUaeTime(at, lang) });

/** How the lot's item is drawn: the buy pages' plate drawing or number card, with its accessible name. */
export type LotDrawing = { kind: "plate"; emirate: string; code: string; number: number; plateType: string; label: string } | { kind: "number"; operator: "du" | "etisalat"; number: string; label: string };

function drawingOf(item: LotItem | undefined): LotDrawing | null {
  if (!item) return null;
  if (item.kind === "plate") return { kind: "plate", emirate: item.emirate, code: item.code, number: item.number, plateType: item.plateType, label: item.label };
  return { kind: "number", operator: item.operator, number: item.number, label: item.label };
}

/** One lot as a card or a page shows its standing. */
function lotStanding(lot: PublicLot, item: LotItem | undefined, lang: Lang) {
  const drawing = drawingOf(item);
  return {
    id: lot.id,
    auctionId: lot.auctionId,
    drawing,
    label: drawing?.label ?? `#${lot.itemId}`,
    phase: lot.phase,
    state: lot.state,
    offeredToNext: lot.offeredToNext,
    startsAt: shown(lot.startsAt, lang),
    endsAt: shown(lot.endsAt, lang),
    startingPrice: formatAed(lot.startingPrice, lang),
    currentPrice: lot.currentPrice === null ? null : formatAed(lot.currentPrice, lang),
    bidCount: lot.bidCount,
  };
}
export type LotCard = ReturnType<typeof lotStanding>;

const itemKey = (l: { itemKind: string; itemId: number }) => `${l.itemKind}:${l.itemId}`;

/** /auctions: the auctions with their lots, in three groups (live, upcoming, ended or cancelled). */
export async function auctionsPage(services: Services, lang: Lang) {
  const all = (await services.auctions.auctions.list()).filter((a) => a.lots.length > 0);
  const items = await services.auctions.items(all.flatMap((a) => a.lots), lang);
  const groups = { live: [] as AuctionCard[], upcoming: [] as AuctionCard[], ended: [] as AuctionCard[] };
  for (const { auction, lots } of all) {
    const cards = lots.map((l) => lotStanding(l, items.get(itemKey(l)), lang));
    const card = { id: auction.id, title: lang === "ar" ? auction.titleAr : auction.titleEn, startsAt: shown(auction.startsAt, lang), lots: cards };
    if (lots.some((l) => l.phase === "live")) groups.live.push(card);
    else if (lots.some((l) => l.phase === "upcoming")) groups.upcoming.push(card);
    else groups.ended.push(card);
  }
  return groups;
}
interface AuctionCard {
  id: number;
  title: string;
  startsAt: { iso: string; text: string };
  lots: LotCard[];
}

/** A fresh key for one press of "Bid" when the page works without JavaScript (the browser makes its own otherwise). */
export const pressKey = () => randomBytes(12).toString("base64url");

/** Where the signed-in visitor stands in the lot's auction: deposit, limit, bidder number, lead. */
async function standingOf(services: Services, user: CurrentUser, auctionId: number, lotId: number) {
  const a = services.auctions.auctions;
  const [mine, whole] = await Promise.all([a.mine(user.id), a.get(auctionId)]);
  const deposits = mine.deposits.filter((d) => d.auctionId === auctionId);
  const paid = deposits.filter((d) => d.state === "paid").reduce((sum, d) => sum + d.amount, 0n);
  const rule = a.depositRule(whole!.auction);
  const raw = whole!.lots.find((l) => l.id === lotId)!;
  const bidHere = mine.bids.some((b) => b.lotId === lotId);
  return {
    rule,
    paid,
    limit: paid > 0n ? biddingLimit(rule, paid) : 0n,
    bidderNumber: deposits[0]?.bidderNumber ?? null,
    pending: deposits.find((d) => d.state === "pending"),
    leading: raw.leaderId === user.id,
    bidHere,
    /** They won and did not pay in time (decision 0068): the lot is no longer theirs, and neither is the deposit. */
    passedOver: raw.passedOver.includes(user.id),
    winnerOrderId: raw.leaderId === user.id && raw.state === "sold" ? raw.orderId : null,
  };
}

/** The lot page: the lot, its item, the masked history, and what the visitor may do. */
export async function lotPage(services: Services, lotId: number, lang: Lang, user: CurrentUser | null) {
  const view = await services.auctions.auctions.lot(lotId);
  if (!view) return undefined;
  const items = await services.auctions.items([view.lot], lang);
  const lot = lotStanding(view.lot, items.get(itemKey(view.lot)), lang);
  const me = user && (await standingOf(services, user, view.auction.id, lotId));
  const rule = services.auctions.auctions.depositRule(view.auction);
  const who = !user ? ("visitor" as const) : !user.verified ? ("unverified" as const) : user.scope.length > 0 ? ("staff" as const) : ("buyer" as const);
  return {
    lot,
    title: lang === "ar" ? view.auction.titleAr : view.auction.titleEn,
    extended: view.lot.endsAt.getTime() > view.auction.endsAt.getTime(),
    reserveMet: view.lot.reserveMet,
    nextBid: { text: formatAed(view.lot.nextBid, lang), aed: aedValue(view.lot.nextBid) },
    /** The price the page shows, sent back with a bid (empty before the first bid). */
    price: view.lot.currentPrice === null ? "" : String(view.lot.currentPrice),
    remainingMs: Math.max(0, (view.lot.phase === "upcoming" ? view.lot.startsAt : view.lot.endsAt).getTime() - Date.now()),
    history: view.history.map((h) => ({ seq: h.seq, bidder: h.bidder, mine: me !== null && h.bidder !== null && h.bidder === me.bidderNumber, amount: formatAed(h.amount, lang), auto: h.auto, at: shown(h.placedAt, lang) })),
    who,
    deposit: {
      amount: rule.kind === "fixed" ? formatAed(rule.amount, lang) : null,
      percent: rule.kind === "percent" ? rule.percent : null,
    },
    me: me && {
      paid: me.paid > 0n,
      bidderNumber: me.bidderNumber,
      limit: me.limit === null ? null : formatAed(me.limit, lang),
      pending: me.pending ? { id: me.pending.id, amount: formatAed(me.pending.amount, lang) } : null,
      leading: me.leading,
      outbid: me.bidHere && !me.leading,
      passedOver: me.passedOver,
      winnerOrderId: me.winnerOrderId,
    },
    key: pressKey(),
  };
}
export type LotPageData = NonNullable<Awaited<ReturnType<typeof lotPage>>>;

/** Fils as the AED a form field holds ("10500", "10500.5"). */
function aedValue(fils: bigint): string {
  const whole = fils / 100n;
  const rest = fils % 100n;
  return rest === 0n ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** The buyer's deposit on its return page, asked of its gateway first. */
export async function depositPage(services: Services, userId: string, depositId: number, lang: Lang) {
  const deposit = await services.auctions.deposits.sync(userId, depositId);
  if (!deposit) return undefined;
  const whole = await services.auctions.auctions.get(deposit.auctionId);
  const bank = deposit.provider === "bank_transfer" && deposit.state === "pending";
  const account = bank ? (await services.content.listConstants()).find((c) => c.key === (lang === "ar" ? "bankAccount_ar" : "bankAccount"))?.value.value : undefined;
  return {
    id: deposit.id,
    state: deposit.state,
    amount: formatAed(deposit.amount, lang),
    bank: bank ? { reference: deposit.reference, account: account ?? "" } : null,
    title: whole ? (lang === "ar" ? whole.auction.titleAr : whole.auction.titleEn) : "",
    back: whole?.lots.length === 1 ? `/auctions/lots/${whole.lots[0]!.id}` : "/auctions",
  };
}

/** The profile's "My bids and deposits": per lot the buyer bid on, their highest bid and whether they lead; each deposit's state. */
/**
 * Where the buyer stands on a lot they bid on, one wording per lot state: a winner who did not pay in time is
 * passed over (the lot forfeited, or sold on to the next bidder), which is neither "cancelled" nor "lost".
 */
export function myStanding(state: PublicLot["state"], leading: boolean, passedOver: boolean): MessageKey {
  if (passedOver) return "auctionPage.passedOver";
  const words = { open: leading ? "auctionPage.leading" : "auctionPage.outbid", sold: leading ? "auctionPage.won" : "auctionPage.lost", unsold: "auctionPage.unsold", cancelled: "auctionPage.cancelled", forfeited: "auctionPage.forfeited" } as const satisfies Record<PublicLot["state"], MessageKey>;
  return words[state];
}

export async function myAuctions(services: Services, userId: string, lang: Lang) {
  const a = services.auctions.auctions;
  const mine = await a.mine(userId);
  // Most buyers never bid: the auctions are read only for those who did.
  const all: Awaited<ReturnType<typeof a.list>> = mine.bids.length > 0 || mine.deposits.length > 0 ? await a.list() : [];
  const lots = new Map(all.flatMap(({ lots }) => lots.map((l) => [l.id, l] as const)));
  const titles = new Map(all.map(({ auction }) => [auction.id, lang === "ar" ? auction.titleAr : auction.titleEn]));
  const items = await services.auctions.items([...lots.values()].filter((l) => mine.bids.some((b) => b.lotId === l.id)), lang);
  const byLot = new Map<number, (typeof mine.bids)[number]>();
  // Newest first: the first seen is the buyer's latest (and highest) bid on the lot.
  for (const b of mine.bids) if (!byLot.has(b.lotId)) byLot.set(b.lotId, b);
  return {
    lots: [...byLot.values()].flatMap((b) => {
      const lot = lots.get(b.lotId);
      if (!lot) return [];
      return [{ ...lotStanding(lot, items.get(itemKey(lot)), lang), myBid: formatAed(b.amount, lang), at: shown(b.placedAt, lang), standing: myStanding(lot.state, Boolean(b.leading), Boolean(b.passedOver)) }];
    }),
    deposits: mine.deposits.map((d) => ({ id: d.id, title: titles.get(d.auctionId) ?? "", amount: formatAed(d.amount, lang), bidderNumber: d.bidderNumber, state: d.state })),
  };
}

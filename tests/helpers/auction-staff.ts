import { eq, sql } from "drizzle-orm";
import { auctionDeposits, auctionLots, orders, plates } from "#server/db/schema.ts";
import type { AuctionServices } from "#server/modules/auctions/index.ts";
import { aed, auctionInput, bidders, freeItems, paidDeposit, staff } from "./auctions.ts";
import type { TestApp } from "./test-app.ts";

// Fixtures of the staff side of auctions (decision 0068): a lot won and unpaid, a pending bank-transfer deposit.

/**
 * A plate's lot won by the higher of two bidders with paid deposits (Alice AED 10,000, Bob AED 11,000),
 * closed at its end: the auction's clock is the services' (`now` on the real clock, or a fake one the caller
 * moves to `end` before closing when `at` is given).
 */
export async function wonLot(t: TestApp, a: AuctionServices, at?: { start: Date; end: Date; set: (d: Date) => void }) {
  const start = at?.start ?? new Date(Date.now() - 60_000);
  const end = at?.end ?? new Date(Date.now() + 3_600_000);
  at?.set(start);
  const [plateId] = await freeItems(t, "plate", 1);
  const auction = await a.auctions.schedule(staff, auctionInput(start, end, [{ kind: "plate", itemId: plateId!, startingPrice: aed(10_000), reserve: null }]));
  const lot = (await a.auctions.get(auction.id))!.lots[0]!;
  const [alice, bob] = (await bidders(t, 2)) as [string, string];
  await paidDeposit(t, auction.id, alice);
  await paidDeposit(t, auction.id, bob);
  const bidder = (id: string) => ({ id, verified: true, staff: false });
  await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(10_000), expectedPrice: null, requestKey: `a-${lot.id}` });
  await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: `b-${lot.id}` });
  if (at) at.set(end);
  else await t.database.db.update(auctionLots).set({ endsAt: new Date(Date.now() - 1_000) }).where(eq(auctionLots.id, lot.id));
  if ((await a.closing.closeLot(lot.id)) !== "sold") throw new Error("the lot did not sell");
  const [closed] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, lot.id));
  return { auction, lot: closed!, plateId: plateId!, alice, bob, orderId: closed!.orderId! };
}

/** The winner's time to pay has run out, for the database's clock too (holds are compared with now()). */
export async function deadlinePassed(t: TestApp, orderId: number): Promise<void> {
  await t.database.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, orderId));
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  await t.database.db.update(plates).set({ heldUntil: order!.holdUntil }).where(eq(plates.heldByOrder, orderId));
}

/** A won lot whose winner did not pay: forfeited by the deadline job (real clock). */
export async function forfeitedLot(t: TestApp) {
  const a = t.services.auctions;
  const won = await wonLot(t, a);
  await deadlinePassed(t, won.orderId);
  if ((await a.forfeit.payDeadline(won.lot.id)) !== "forfeited") throw new Error("the lot was not forfeited");
  return won;
}

/** A deposit by bank transfer a new buyer opened, waiting for staff (as the deposit API leaves it). */
export async function pendingTransfer(t: TestApp, auctionId: number): Promise<number> {
  const [buyer] = await bidders(t, 1);
  const [row] = await t.database.db
    .insert(auctionDeposits)
    .values({ auctionId, buyerId: buyer!, bidderNumber: sql`(SELECT coalesce(max(bidder_number), 0) + 1 FROM auction_deposits WHERE auction_id = ${auctionId})` as unknown as number, amount: aed(5_000), provider: "bank_transfer", reference: `dep-bank-${auctionId}-${buyer}` })
    .returning();
  return row!.id;
}

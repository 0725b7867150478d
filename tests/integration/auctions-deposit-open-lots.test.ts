import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auctionDeposits, auctionLots, orders } from "#server/db/schema.ts";
import { aed, auctionInput, bidders, freeItems, paidDeposit, staff } from "#tests/helpers/auctions.ts";
import { auctionAppForFile } from "#tests/helpers/auction-app.ts";
import { verifyBuyer } from "#tests/helpers/users.ts";

// One deposit covers the whole auction (decision 0068): a buyer who pays for a lot that closed early while
// another lot of the same auction is still open keeps the deposit as the limit to bid with there; it goes back
// when the last lot closes (decision 0074). Real database (PGlite, and PostgreSQL with TEST_DATABASE_URL).

const { t, a, clock, start, end } = auctionAppForFile({ start: new Date("2026-12-02T08:00:00Z"), end: new Date("2026-12-02T12:00:00Z") });
const firstEnd = new Date("2026-12-02T10:00:00Z");

const depositOf = async (auctionId: number, buyerId: string) =>
  (await t.database.db.select().from(auctionDeposits).where(and(eq(auctionDeposits.auctionId, auctionId), eq(auctionDeposits.buyerId, buyerId))))[0]!.state;

it("a winner who pays while another lot is open keeps the deposit to bid there; the last close refunds it, and holds an unpaid winner's", async () => {
  const [first, second] = await freeItems(t, "plate", 2);
  const auction = await a.auctions.schedule(staff, auctionInput(start, end, [
    { kind: "plate", itemId: first!, startingPrice: aed(10_000), reserve: null },
    { kind: "plate", itemId: second!, startingPrice: aed(10_000), reserve: null },
  ]));
  const [early, late] = (await a.auctions.get(auction.id))!.lots.map((lot) => ({ id: lot.id }));
  if (!early || !late) throw new Error("two lots were scheduled");
  // Staff may give lots their own end; here the first ends two hours before the second.
  await t.database.db.update(auctionLots).set({ endsAt: firstEnd }).where(eq(auctionLots.id, early.id));
  const [alice, bob] = (await bidders(t, 2)) as [string, string];
  await paidDeposit(t, auction.id, alice);
  await paidDeposit(t, auction.id, bob);
  const bidder = (id: string) => ({ id, verified: true, staff: false });
  await a.bidding.place(bidder(bob), { lotId: early.id, amount: aed(10_000), expectedPrice: null, requestKey: "bob-early" });

  clock.set(firstEnd);
  expect(await a.closing.closeLot(early.id)).toBe("sold");
  const [won] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, early.id));
  await verifyBuyer(t.database.db, bob);
  const url = await t.services.payments.pay(bob, won!.orderId!, "en");
  await t.services.sandbox.decide(url.split("/").pop()!, "approve");
  await t.services.payments.refresh(bob, won!.orderId!);
  expect((await t.database.db.select().from(orders).where(eq(orders.id, won!.orderId!)))[0]!.state).toBe("paid");
  // Paid, but the second lot is open: the deposit stays, and Bob may still bid with it.
  expect(await depositOf(auction.id, bob)).toBe("paid");
  await a.bidding.place(bidder(bob), { lotId: late.id, amount: aed(10_000), expectedPrice: null, requestKey: "bob-late" });
  await a.bidding.place(bidder(alice), { lotId: late.id, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: "alice-late" });

  clock.set(end);
  expect(await a.closing.closeLot(late.id)).toBe("sold");
  // The last close: Bob paid all he won and goes back; Alice's secures the lot she has yet to pay for.
  expect(await depositOf(auction.id, bob)).toMatch(/^refund(_due|ed)$/);
  expect(await depositOf(auction.id, alice)).toBe("paid");
});

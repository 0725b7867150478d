import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auctionDeposits, auctionLots, jobs, orders, outbox, plates, users } from "#server/db/schema.ts";
import { translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { isolated } from "#core/text/bidi.ts";
import { lotItemName } from "#server/modules/catalog/index.ts";
import { aed, auctionInput, bidders, freeItems, paidDeposit, staff } from "#tests/helpers/auctions.ts";
import { auctionAppForFile } from "#tests/helpers/auction-app.ts";
import { deadlinePassed } from "#tests/helpers/auction-staff.ts";
import { verifyBuyer } from "#tests/helpers/users.ts";

// Cancelling an auction one of whose lots already closed as sold (decision 0074), on a real database (PGlite, and
// PostgreSQL with TEST_DATABASE_URL) with a fake clock. Lots of one auction end apart (a late bid extends only its
// own lot), so staff may cancel while one lot is sold and its winner's checkout is open. The sale stands: the
// winner's checkout stays open, the item stays theirs to pay for, and their deposit stays the security for it
// (refunded when they pay, forfeited if they do not); every other deposit is refunded.

const { t, a, clock, start, end } = auctionAppForFile();

const bidder = (id: string) => ({ id, verified: true, staff: false });
const depositsOf = async (auctionId: number) => Object.fromEntries((await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, auctionId))).map((d) => [d.buyerId, d.state]));
const jobsNamed = async (name: string) => (await t.database.db.select().from(jobs).where(eq(jobs.name, name))).map((j) => j.payload as Record<string, unknown>);

/** Two plates in one auction: lot A won by Bob over Alice and closed; lot B, Carol's, extended and still open. */
async function oneLotSold() {
  clock.set(start);
  const [plateA, plateB] = (await freeItems(t, "plate", 2)) as [number, number];
  const auction = await a.auctions.schedule(staff, auctionInput(start, end, [plateA, plateB].map((itemId) => ({ kind: "plate" as const, itemId, startingPrice: aed(10_000), reserve: null }))));
  const [lotA, lotB] = (await a.auctions.get(auction.id))!.lots.map((l) => ({ id: l.id }));
  if (!lotA || !lotB) throw new Error("two lots were scheduled");
  const [alice, bob, carol] = (await bidders(t, 3)) as [string, string, string];
  for (const who of [alice, bob, carol]) await paidDeposit(t, auction.id, who);
  await a.bidding.place(bidder(alice), { lotId: lotA.id, amount: aed(10_000), expectedPrice: null, requestKey: `a-${lotA.id}` });
  await a.bidding.place(bidder(bob), { lotId: lotA.id, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: `b-${lotA.id}` });
  await a.bidding.place(bidder(carol), { lotId: lotB.id, amount: aed(10_000), expectedPrice: null, requestKey: `c-${lotB.id}` });
  // Lot B's end moved by a late bid (anti-sniping extends each lot on its own).
  await t.database.db.update(auctionLots).set({ endsAt: new Date(end.getTime() + 3_600_000) }).where(eq(auctionLots.id, lotB.id));
  clock.set(new Date(end.getTime() + 1_000));
  expect(await a.closing.closeLot(lotA.id)).toBe("sold");
  expect(await a.closing.closeLot(lotB.id)).toBe("notYet");
  const [sold] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, lotA.id));
  return { auction, lotA: sold!, lotB, plateA, plateB, alice, bob, carol };
}

describe("cancelling an auction with a lot already sold", () => {
  it("leaves the sale and the winner's deposit as they were; every other deposit is refunded; the winner's goes back when they pay", async () => {
    const { auction, lotA, lotB, plateA, plateB, alice, bob, carol } = await oneLotSold();
    // The losers of lot A wait for the auction's last lot before their refund (decision 0062).
    expect(await depositsOf(auction.id)).toEqual({ [alice]: "paid", [bob]: "paid", [carol]: "paid" });

    await a.auctions.cancel(staff, auction.id, "The owner withdrew plate B");
    expect(await depositsOf(auction.id)).toEqual({ [alice]: "refund_due", [bob]: "paid", [carol]: "refund_due" });
    const refunds = (await jobsNamed("auctions.refund")).map((p) => p.depositId);
    const ids = Object.fromEntries((await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, auction.id))).map((d) => [d.buyerId, d.id]));
    expect(refunds).toEqual(expect.arrayContaining([ids[alice], ids[carol]]));
    expect(refunds).not.toContain(ids[bob]);
    // Only those refunded are told their deposit comes back.
    const told = (await jobsNamed("auctions.mail")).filter((p) => p.kind === "cancelled" && p.lotId === lotB.id).map((p) => p.buyerId);
    expect(told.sort()).toEqual([alice, carol].sort());

    // Lot A is still sold, its checkout open and holding plate A; lot B is cancelled and plate B back on sale.
    const [lotAfter] = await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, lotA.id));
    expect(lotAfter).toMatchObject({ state: "sold", leaderId: bob, orderId: lotA.orderId });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, lotA.orderId!));
    expect(order!.state).toBe("verification");
    const [itemA] = await t.database.db.select().from(plates).where(eq(plates.id, plateA));
    expect(itemA!.heldByOrder).toBe(lotA.orderId);
    const [itemB] = await t.database.db.select().from(plates).where(eq(plates.id, plateB));
    expect(itemB).toMatchObject({ active: true, heldByOrder: null, heldUntil: null });
    // The public see lot A's result, not "cancelled"; lot B is cancelled.
    expect((await a.auctions.lot(lotA.id))!.lot).toMatchObject({ phase: "ended", state: "sold" });
    expect((await a.auctions.lot(lotB.id))!.lot).toMatchObject({ phase: "cancelled", state: "cancelled" });

    // Bob pays: his deposit is due back then, once.
    await verifyBuyer(t.database.db, bob);
    const url = await t.services.payments.pay(bob, lotA.orderId!, "en");
    await t.services.sandbox.decide(url.split("/").pop()!, "approve");
    await t.services.payments.refresh(bob, lotA.orderId!);
    expect((await depositsOf(auction.id))[bob]).toMatch(/^refund(_due|ed)$/);
    expect((await jobsNamed("auctions.refund")).filter((p) => p.depositId === ids[bob])).toHaveLength(1);
  });

  it("tells the winner whose sale stands, by e-mail in both languages (their own first), with the lot, the price and the reason (decision 0077)", async () => {
    const { auction, lotA, plateA, alice, bob, carol } = await oneLotSold();
    await a.auctions.cancel(staff, auction.id, "The owner withdrew plate B");
    expect(await jobsNamed("auctions.saleStands")).toContainEqual({ lotId: lotA.id, buyerId: bob });
    await t.services.worker.drain();
    const person = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
    const mailsTo = async (id: string) => t.database.db.select().from(outbox).where(eq(outbox.to, (await person(id)).email)).orderBy(desc(outbox.id));
    const winner = await person(bob);
    const [told] = (await mailsTo(bob)).filter((m) => m.subject.includes(translate("en", "auctions.mail.saleStandsSubject")));
    const other = winner.lang === "ar" ? "en" : "ar";
    expect(told!.subject).toBe(`${translate(winner.lang, "auctions.mail.saleStandsSubject")} | ${translate(other, "auctions.mail.saleStandsSubject")}`);
    for (const lang of ["ar", "en"] as const) {
      expect(told!.text).toContain(translate(lang, "auctions.mail.saleStandsBody"));
      expect(told!.text).toContain(translate(lang, "auctions.mail.lot", isolated({ item: await lotItemName(t.database.db, "plate", plateA, lang) })));
      expect(told!.text).toContain(translate(lang, "auctions.mail.price", isolated({ amount: formatAed(aed(11_000), lang) })));
      expect(told!.text).toContain(translate(lang, "auctions.mail.reason", isolated({ reason: "The owner withdrew plate B" })));
    }
    expect(told!.text).toContain(`/auctions/lots/${lotA.id}`);
    // Those whose deposits go back are told the auction was cancelled, not that a sale stands.
    for (const id of [alice, carol]) expect((await mailsTo(id)).map((m) => m.subject).join("\n")).not.toContain(translate("en", "auctions.mail.saleStandsSubject"));
  });

  it("a winner who does not pay forfeits the deposit after the cancel, as without it", async () => {
    const { auction, lotA, bob } = await oneLotSold();
    await a.auctions.cancel(staff, auction.id, "Withdrawn");
    await deadlinePassed(t, lotA.orderId!);
    clock.set(new Date(end.getTime() + 73 * 3_600_000));
    expect(await a.forfeit.payDeadline(lotA.id)).toBe("forfeited");
    const [deposit] = await t.database.db.select().from(auctionDeposits).where(and(eq(auctionDeposits.auctionId, auction.id), eq(auctionDeposits.buyerId, bob)));
    expect(deposit!.state).toBe("forfeited");
  });
});

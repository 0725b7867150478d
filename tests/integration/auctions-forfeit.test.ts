import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auctionDeposits, auctionLots, jobs, orders, plates } from "#server/db/schema.ts";
import { myAuctions } from "#app/routes/auctions/auctions.server.ts";
import { translate } from "#core/i18n/index.ts";
import { aed, staff } from "#tests/helpers/auctions.ts";
import { auctionAppForFile } from "#tests/helpers/auction-app.ts";
import { deadlinePassed, wonLot } from "#tests/helpers/auction-staff.ts";
import { verifyBuyer } from "#tests/helpers/users.ts";

// Issue 30 item 4 after the close (decision 0068), on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL) with a fake clock: the winner's deadline, the forfeited deposit, the offer to the next
// bidder, the item put back, and the winner's deposit refunded once their checkout is paid.

const { t, a, clock, start, end } = auctionAppForFile();
const hours = (n: number) => n * 3_600_000;

const won = () => wonLot(t, a, { start, end, set: clock.set });
const lotRow = async (id: number) => (await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, id)))[0]!;
const depositsOf = async (auctionId: number) => Object.fromEntries((await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, auctionId))).map((d) => [d.buyerId, d.state]));
const jobsNamed = async (name: string) => (await t.database.db.select().from(jobs).where(eq(jobs.name, name))).map((j) => j.payload);

describe("the winner's deadline", () => {
  it("is a job enqueued by the close; before the deadline it waits, after it the unpaid winner's deposit is forfeited and the buyer told", async () => {
    const { lot, bob, alice, auction, plateId } = await won();
    expect(await jobsNamed("auctions.payDeadline")).toContainEqual({ lotId: lot.id });
    clock.set(new Date(end.getTime() + hours(71)));
    expect(await a.forfeit.payDeadline(lot.id)).toBe("notYet");
    expect((await lotRow(lot.id)).state).toBe("sold");

    clock.set(new Date(end.getTime() + hours(72) + 1_000));
    await deadlinePassed(t, lot.orderId!);
    expect(await a.forfeit.payDeadline(lot.id)).toBe("forfeited");
    expect(await lotRow(lot.id)).toMatchObject({ state: "forfeited", passedOver: [bob] });
    // The loser's deposit went back at the close; the winner's is kept under the terms.
    expect((await depositsOf(auction.id))[bob]).toBe("forfeited");
    expect((await depositsOf(auction.id))[alice]).toMatch(/^refund(_due|ed)$/);
    expect(await jobsNamed("auctions.mail")).toContainEqual({ kind: "forfeited", lotId: lot.id, buyerId: bob });
    // The item is the auction's again: no checkout can take it, and a late payment for the old order finds it taken.
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate).toMatchObject({ heldByOrder: null, sold: false, active: false });
    expect(plate!.heldUntil!.getUTCFullYear()).toBe(9999);
    // Run again (or by a second instance): nothing more happens.
    expect(await a.forfeit.payDeadline(lot.id)).toBe("already");
  });

  it("the buyers' \"My bids and deposits\" word a forfeited lot as such, never \"cancelled\", and a winner passed over as passed over", async () => {
    const { lot, alice, bob } = await won();
    clock.set(new Date(end.getTime() + hours(73)));
    await deadlinePassed(t, lot.orderId!);
    expect(await a.forfeit.payDeadline(lot.id)).toBe("forfeited");
    const standing = async (buyerId: string) => (await myAuctions(t.services, buyerId, "en")).lots.find((l) => l.id === lot.id)?.standing;
    expect(await standing(bob)).toBe("auctionPage.passedOver");
    expect(await standing(alice)).toBe("auctionPage.forfeited");
    for (const lang of ["ar", "en"] as const) expect(translate(lang, "auctionPage.forfeited")).not.toBe(translate(lang, "auctionPage.cancelled"));
    // Offered to the next bidder: they won it; the winner who did not pay is still passed over, not "lost".
    await a.forfeit.offerNext(staff, lot.id);
    expect(await standing(alice)).toBe("auctionPage.won");
    expect(await standing(bob)).toBe("auctionPage.passedOver");
  });

  it("staff offer the lot to the next bidder at their highest bid, with a new deadline and an e-mail; when they do not pay either, nobody is left and the item goes back", async () => {
    const { lot, alice, bob, plateId } = await won();
    await expect(a.forfeit.offerNext(staff, lot.id)).rejects.toMatchObject({ key: "auctionsAdmin.notForfeited" });
    clock.set(new Date(end.getTime() + hours(73)));
    await deadlinePassed(t, lot.orderId!);
    expect(await a.forfeit.payDeadline(lot.id)).toBe("forfeited");

    const offered = await a.forfeit.offerNext(staff, lot.id);
    expect(offered.buyerId).toBe(alice);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, offered.orderId));
    const fees = await t.services.catalog.fees("plate", aed(10_000));
    expect(order).toMatchObject({ buyerId: alice, price: aed(10_000), total: fees.total, state: "verification" });
    expect(order!.holdUntil).toEqual(new Date(end.getTime() + hours(73) + hours(72)));
    expect(await lotRow(lot.id)).toMatchObject({ state: "sold", leaderId: alice, currentPrice: aed(10_000), orderId: offered.orderId, passedOver: [bob] });
    expect(await jobsNamed("auctions.mail")).toContainEqual({ kind: "offered", lotId: lot.id, buyerId: alice });
    await expect(a.forfeit.offerNext(staff, lot.id)).rejects.toMatchObject({ key: "auctionsAdmin.notForfeited" });

    clock.set(new Date(end.getTime() + hours(146)));
    await deadlinePassed(t, offered.orderId);
    expect(await a.forfeit.payDeadline(lot.id)).toBe("forfeited");
    // Alice's deposit was refunded at the close: nothing of hers to forfeit, and no e-mail saying so.
    expect(await jobsNamed("auctions.mail")).not.toContainEqual({ kind: "forfeited", lotId: lot.id, buyerId: alice });
    await expect(a.forfeit.offerNext(staff, lot.id)).rejects.toMatchObject({ key: "auctionsAdmin.noNextBidder" });

    await a.forfeit.release(staff, lot.id);
    expect((await lotRow(lot.id)).state).toBe("unsold");
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate).toMatchObject({ active: true, heldUntil: null, heldByOrder: null, sold: false });
  });
});

describe("the winner pays", () => {
  it("their deposit is refunded by the job in the payment's transaction, and the deadline job then finds the lot paid", async () => {
    const { lot, bob, auction } = await won();
    await verifyBuyer(t.database.db, bob);
    const url = await t.services.payments.pay(bob, lot.orderId!, "en");
    await t.services.sandbox.decide(url.split("/").pop()!, "approve");
    await t.services.payments.refresh(bob, lot.orderId!);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, lot.orderId!));
    expect(paid!.state).toBe("paid");
    // Due a refund with the payment (the app's own worker may already have run the job).
    expect((await depositsOf(auction.id))[bob]).toMatch(/^refund(_due|ed)$/);
    const refunds = await t.database.db.select().from(jobs).where(and(eq(jobs.name, "auctions.refund")));
    const [deposit] = await t.database.db.select().from(auctionDeposits).where(and(eq(auctionDeposits.auctionId, auction.id), eq(auctionDeposits.buyerId, bob)));
    expect(refunds.map((j) => j.payload)).toContainEqual({ depositId: deposit!.id });
    await a.closing.refundDeposit(deposit!.id);
    expect((await depositsOf(auction.id))[bob]).toBe("refunded");
    clock.set(new Date(end.getTime() + hours(80)));
    expect(await a.forfeit.payDeadline(lot.id)).toBe("paid");
    expect((await lotRow(lot.id)).state).toBe("sold");
  });
});

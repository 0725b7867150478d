import { asc, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auctionBids, auctionDeposits, auctionLots, jobs, orders, outbox, plates } from "#server/db/schema.ts";
import { itemTitle } from "#app/routes/checkout/checkout.server.ts";
import { plateLabel } from "#core/catalog/labels.ts";
import { translate, translatorFor } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { isolated } from "#core/text/bidi.ts";
import { aed, auctionInput, auctionsOn, bidders, freeItems, paidDeposit, staff } from "#tests/helpers/auctions.ts";
import { auctionAppForFile } from "#tests/helpers/auction-app.ts";

// Issue 30 through the auctions module's services on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL), with a fake clock: scheduling takes an item off the market, refusals store nothing,
// anti-sniping, proxies, the reserve, and closing exactly once.

const { t, a, clock, start, end } = auctionAppForFile();

/** An auction of one plate, live now, and two buyers with paid deposits. */
async function liveLot(extra: Parameters<typeof auctionInput>[3] = {}, lot: { startingPrice?: bigint; reserve?: bigint | null } = {}) {
  clock.set(start);
  const [plateId] = await freeItems(t, "plate", 1);
  const auction = await a.auctions.schedule(staff, auctionInput(start, end, [{ kind: "plate", itemId: plateId!, startingPrice: lot.startingPrice ?? aed(10_000), reserve: lot.reserve ?? null }], extra));
  const { lots } = (await a.auctions.get(auction.id))!;
  const [alice, bob] = await bidders(t, 2);
  await paidDeposit(t, auction.id, alice!);
  await paidDeposit(t, auction.id, bob!);
  return { auction, lot: lots[0]!, plateId: plateId!, alice: alice!, bob: bob! };
}
const bidder = (id: string) => ({ id, verified: true, staff: false });
const historyOf = (lotId: number) => t.database.db.select().from(auctionBids).where(eq(auctionBids.lotId, lotId)).orderBy(asc(auctionBids.seq));
const lotRow = async (id: number) => (await t.database.db.select().from(auctionLots).where(eq(auctionLots.id, id)))[0]!;
let key = 0;
const k = () => `k${++key}`;

describe("scheduling", () => {
  it("takes the item off the fixed-price listings: not active, cannot be bought, cannot be in a second auction", async () => {
    const { plateId, auction } = await liveLot();
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate!.active).toBe(false);
    const [buyer] = await bidders(t, 1);
    await expect(t.services.checkout.start(buyer!, "plate", plateId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(a.auctions.schedule(staff, auctionInput(start, end, [{ kind: "plate", itemId: plateId, startingPrice: aed(1_000), reserve: null }]))).rejects.toMatchObject({ key: "auctions.itemUnavailable" });
    // Staff switching it back on in the items section still cannot make it buyable: the auction holds it.
    await t.database.db.update(plates).set({ active: true }).where(eq(plates.id, plateId));
    await expect(t.services.checkout.start(buyer!, "plate", plateId)).rejects.toMatchObject({ key: "checkout.reserved" });
    await t.database.db.update(plates).set({ active: false }).where(eq(plates.id, plateId));
    // Cancelling gives it back as it was.
    await a.auctions.cancel(staff, auction.id, "Seller withdrew the plate");
    const [back] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(back).toMatchObject({ active: true, heldUntil: null });
  });
});

describe("refused bids store nothing", () => {
  it("unverified, staff, no deposit, below the next bid, over the limit, changed price, double click, not started, ended, cancelled", async () => {
    const { lot, alice, bob, auction } = await liveLot({ depositRule: { kind: "percent", percent: 10 } });
    const [poor] = await bidders(t, 1);
    const refusal = (p: Promise<unknown>) => p.then(() => "accepted", (e: { key?: string }) => e.key);
    expect(await refusal(a.bidding.place({ id: alice, verified: false, staff: false }, { lotId: lot.id, amount: aed(10_000), requestKey: k() }))).toBe("auctions.unverified");
    expect(await refusal(a.bidding.place({ id: alice, verified: true, staff: true }, { lotId: lot.id, amount: aed(10_000), requestKey: k() }))).toBe("auctions.staffCannotBid");
    expect(await refusal(a.bidding.place(bidder(poor!), { lotId: lot.id, amount: aed(10_000), requestKey: k() }))).toBe("auctions.depositFirst");
    expect(await refusal(a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(9_000), expectedPrice: null, requestKey: k() }))).toBe("auctions.belowNext");
    // A deposit of AED 5,000 at 10% lets one bid AED 50,000.
    expect(await refusal(a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(51_000), expectedPrice: null, requestKey: k() }))).toBe("auctions.overLimit");
    expect(await refusal(a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(50_000), expectedPrice: null, requestKey: "press-1" }))).toBe("accepted");
    expect(await refusal(a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(50_000), expectedPrice: null, requestKey: "press-1" }))).toBe("auctions.priceChanged");
    expect(await refusal(a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(50_000), requestKey: "press-1" }))).toBe("auctions.duplicate");
    expect(await refusal(a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(51_000), expectedPrice: aed(40_000), requestKey: k() }))).toBe("auctions.priceChanged");
    clock.set(new Date(start.getTime() - 1000));
    expect(await refusal(a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(51_000), requestKey: k() }))).toBe("auctions.notStarted");
    clock.set(end);
    expect(await refusal(a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(51_000), requestKey: k() }))).toBe("auctions.ended");
    clock.set(start);
    await a.auctions.cancel(staff, auction.id, "Cancelled for the test");
    expect(await refusal(a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(51_000), requestKey: k() }))).toBe("auctions.cancelled");
    expect((await historyOf(lot.id)).map((b) => b.amount)).toEqual([aed(50_000)]);
  });
});

describe("the clock (fake) and anti-sniping", () => {
  it("a bid 10 s before the end extends it to 3 minutes after the bid; one outside the window does not", async () => {
    const { lot, alice, bob } = await liveLot();
    clock.set(new Date(end.getTime() - 10 * 60_000));
    await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(10_000), expectedPrice: null, requestKey: k() });
    expect((await lotRow(lot.id)).endsAt).toEqual(end);
    clock.set(new Date(end.getTime() - 10_000));
    await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: k() });
    expect((await lotRow(lot.id)).endsAt).toEqual(new Date(end.getTime() + 170_000));
    // At the old end the lot is still live, and the close job finds it not due.
    clock.set(new Date(end.getTime() + 1_000));
    expect(await a.closing.closeLot(lot.id)).toBe("notYet");
    await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(12_000), expectedPrice: aed(11_000), requestKey: k() });
    expect((await lotRow(lot.id)).endsAt).toEqual(new Date(end.getTime() + 181_000));
    const jobsFor = await t.database.db.select().from(jobs).where(eq(jobs.name, "auctions.extended"));
    expect(jobsFor.filter((j) => (j.payload as { lotId: number }).lotId === lot.id)).toHaveLength(2);
  });
});

describe("proxy bids against each other", () => {
  it("the higher maximum leads one increment above the other's, and the outbid buyer is told", async () => {
    const { lot, alice, bob } = await liveLot();
    await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(10_000), max: aed(30_000), expectedPrice: null, requestKey: k() });
    await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(11_000), max: aed(25_000), expectedPrice: aed(10_000), requestKey: k() });
    const history = await historyOf(lot.id);
    expect(history.map((b) => [b.bidderId === alice ? "alice" : "bob", b.amount / 100n, b.auto])).toEqual([
      ["alice", 10_000n, false],
      ["bob", 11_000n, false],
      ["bob", 25_000n, true],
      ["alice", 26_000n, true],
    ]);
    expect(await lotRow(lot.id)).toMatchObject({ leaderId: alice, currentPrice: aed(26_000), bidCount: 4 });
    // Bob raises his maximum above Alice's: he leads one increment above her maximum.
    await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(27_000), max: aed(60_000), expectedPrice: aed(26_000), requestKey: k() });
    expect(await lotRow(lot.id)).toMatchObject({ leaderId: bob, currentPrice: aed(31_000) });
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.name, "auctions.mail"));
    expect(mails.map((j) => j.payload)).toContainEqual({ kind: "outbid", lotId: lot.id, buyerId: alice });
    // The public history names bidder numbers, never accounts.
    const view = (await a.auctions.lot(lot.id))!;
    expect(view.history[0]).toMatchObject({ amount: aed(31_000), bidder: 2 });
    expect(JSON.stringify(view, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))).not.toContain(alice);
  });
});

describe("closing", () => {
  it("reserve not met: unsold, the item goes back on sale, every deposit is refunded, bidders told", async () => {
    const { lot, alice, plateId } = await liveLot({}, { reserve: aed(50_000) });
    await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(20_000), expectedPrice: null, requestKey: k() });
    clock.set(end);
    expect(await a.closing.closeLot(lot.id)).toBe("unsold");
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate).toMatchObject({ active: true, sold: false, heldUntil: null });
    const deposits = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, lot.auctionId));
    expect(deposits.map((d) => d.state)).toEqual(expect.arrayContaining([expect.stringMatching(/^refund(_due|ed)$/)]));
    for (const d of deposits) await a.closing.refundDeposit(d.id);
    expect((await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, lot.auctionId))).map((d) => d.state)).toEqual(["refunded", "refunded"]);
  });

  it("run twice, or twice at once: one close, one checkout at the winning price with the fees and a deadline", async () => {
    const { lot, alice, bob, plateId } = await liveLot({}, { reserve: aed(15_000) });
    await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(10_000), expectedPrice: null, requestKey: k() });
    await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(16_000), expectedPrice: aed(10_000), requestKey: k() });
    clock.set(end);
    const outcomes = await Promise.all([a.closing.closeLot(lot.id), a.closing.closeLot(lot.id)]);
    expect(outcomes.sort()).toEqual(["already", "sold"]);
    expect(await a.closing.closeLot(lot.id)).toBe("already");
    const closed = await lotRow(lot.id);
    const buyerOrders = await t.database.db.select().from(orders).where(eq(orders.itemId, plateId));
    expect(buyerOrders).toHaveLength(1);
    const fees = await t.services.catalog.fees("plate", aed(16_000));
    expect(buyerOrders[0]).toMatchObject({ id: closed.orderId, buyerId: bob, state: "verification", price: aed(16_000), vat: fees.vat, adminFee: fees.adminFee, transferFee: fees.transferFee, total: fees.total });
    expect(buyerOrders[0]!.holdUntil).toEqual(new Date(end.getTime() + 72 * 3_600_000));
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate).toMatchObject({ heldByOrder: closed.orderId, sold: false });
    // The loser's deposit goes back by the refund job; the winner's is kept until the checkout is settled.
    await t.services.worker.drain();
    const deposits = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, lot.auctionId));
    expect(Object.fromEntries(deposits.map((d) => [d.buyerId, d.state]))).toEqual({ [alice]: "refunded", [bob]: "paid" });
    const mails = (await t.database.db.select().from(jobs).where(eq(jobs.name, "auctions.mail"))).map((j) => j.payload);
    expect(mails.filter((p) => JSON.stringify(p).includes(`"lotId":${lot.id},`) || (p as { lotId: number }).lotId === lot.id)).toEqual(
      expect.arrayContaining([{ kind: "won", lotId: lot.id, buyerId: bob }, { kind: "lost", lotId: lot.id, buyerId: alice }]),
    );
  });

  it("a process that dies at the moment of closing closes nothing; the job run again closes it once", async () => {
    const { lot, bob } = await liveLot();
    await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(10_000), expectedPrice: null, requestKey: k() });
    clock.set(end);
    // The "won" e-mail's enqueue is the last write of the close: the process dies there.
    let dies = true;
    const crashing = auctionsOn(t, clock.now, (name) => {
      if (dies && name === "auctions.mail") throw new Error("process killed");
    });
    await expect(crashing.closing.closeLot(lot.id)).rejects.toThrow("process killed");
    expect(await lotRow(lot.id)).toMatchObject({ state: "open", orderId: null });
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, bob))).toHaveLength(0);
    dies = false;
    expect(await crashing.closing.closeLot(lot.id)).toBe("sold");
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, bob))).toHaveLength(1);
  });

  it("the e-mails go out in the buyer's language first", async () => {
    const { lot, alice, bob } = await liveLot();
    await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(10_000), expectedPrice: null, requestKey: k() });
    await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: k() });
    await a.mail.send("outbid", lot.id, alice);
    const [sent] = await t.database.db.select().from(outbox).orderBy(asc(outbox.id)).limit(1).offset((await t.database.db.select().from(outbox)).length - 1);
    // Alice is the odd-numbered bidder: Arabic first.
    expect(sent!.subject.split(" | ")[0]).toBe("تجاوز مزايد آخر مزايدتك");
  });

  it("names the auctioned (inactive) item in its e-mails, the winner's checkout and invoice, in both languages, never #id", async () => {
    const { lot, plateId, alice, bob } = await liveLot();
    await a.bidding.place(bidder(alice), { lotId: lot.id, amount: aed(10_000), expectedPrice: null, requestKey: k() });
    await a.bidding.place(bidder(bob), { lotId: lot.id, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: k() });
    clock.set(new Date(end.getTime() + 1000));
    expect(await a.closing.closeLot(lot.id)).toBe("sold");
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate!.active).toBe(false);
    const label = (lang: "ar" | "en") => plateLabel({ emirate: plate!.emirateCode, code: plate!.code, number: plate!.number }, lang, translatorFor(lang));
    // The app's own wiring (server/services.ts), as the jobs send them.
    for (const kind of ["outbid", "won", "lost", "cancelled", "forfeited", "offered"] as const) {
      const subject = translate("en", `auctions.mail.${kind}Subject`);
      await t.services.auctions.mail.send(kind, lot.id, bob);
      // The newest e-mail of this kind: the app's worker may be sending others (the close's "won", "lost") meanwhile.
      const [sent] = await t.database.db.select().from(outbox).where(like(outbox.subject, `%${subject}%`)).orderBy(desc(outbox.id)).limit(1);
      expect(sent!.subject).toContain(subject);
      for (const lang of ["ar", "en"] as const) expect(sent!.text).toContain(translate(lang, "auctions.mail.lot", isolated({ item: label(lang) })));
      // The amount in its own isolate inside its line (decision 0074), in both languages.
      for (const lang of ["ar", "en"] as const) expect(sent!.text).toContain(translate(lang, "auctions.mail.price", isolated({ amount: formatAed(aed(11_000), lang) })));
      expect(sent!.text).not.toContain(`#${plateId}`);
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.buyerId, bob));
    for (const lang of ["ar", "en"] as const) {
      const title = await itemTitle(t.services.catalog, "plate", plateId, lang);
      expect(title).toContain(`${plate!.code} ${plate!.number}`);
      expect(await t.services.invoices.itemName(order!, lang)).toContain(plate!.code);
    }
  });
});

import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { isolated } from "#core/text/bidi.ts";
import { auctionDeposits, auctionLots, auctions, auditLog, mobileNumbers, outbox, plates, users } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { staffPages } from "#tests/helpers/staff-pages.ts";
import { shown } from "#tests/helpers/page-requests.ts";
import { aed, auctionInput, bidders, freeItems, paidDeposit, staff } from "#tests/helpers/auctions.ts";
import { pendingTransfer } from "#tests/helpers/auction-staff.ts";
import { createUser, login } from "#tests/helpers/users.ts";

// The staff Auctions section (issue 30, decision 0068) through the production build: scheduling from the form
// (plates and numbers picked by what staff type, UAE times), each refusal next to its field in both languages
// with nothing stored, cancelling with a reason (refunds by the job, bidders told in their language), the lot's
// history with identities for staff only, bank transfers confirmed once, and the gateway's webhook for a card
// deposit. (Who may do what: authorization-matrix.test.ts.)

let t: TestApp;
const { get, post } = staffPages(() => t, ["read:auction", "create:auction", "update:auction", "cancel:auction", "confirm:auction_deposit"], { role: "auction staff" });

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
});
afterAll(() => t.close());


/** The message shown under a field of the page's form (Conform names its error element after the field). */
function fieldError(body: string, field: string): string | undefined {
  const name = field.replace(/[[\].]/g, "[^a-z0-9]*");
  const text = new RegExp(`<p id="[^"]*${name}-error"[^>]*>([^<]*)</p>`).exec(body)?.[1];
  return text?.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** A plate as staff type it, and a free du number. */
async function freeTexts() {
  const [plateId] = await freeItems(t, "plate", 1);
  const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId!));
  const [numberId] = await freeItems(t, "number", 1);
  const [number] = await t.database.db.select().from(mobileNumbers).where(eq(mobileNumbers.id, numberId!));
  return { plate: plate!, plateText: `${plate!.emirateCode} ${plate!.code} ${plate!.number}`, number: number! };
}

const form = (extra: Record<string, string>) => ({
  intent: "schedule",
  title_en: "Rare plates night",
  title_ar: "ليلة اللوحات النادرة",
  starts_at: "2026-12-20T20:00",
  ends_at: "2026-12-20T22:00",
  tiers: "0 1000\n100000 5000",
  deposit_kind: "fixed",
  deposit_amount: "5000",
  window_minutes: "3",
  extension_minutes: "3",
  pay_hours: "72",
  ...extra,
});
const auctionCount = async () => (await t.database.db.select({ id: auctions.id }).from(auctions)).length;

describe("scheduling", () => {
  it("takes a plate and a du number typed as staff write them, in UAE time, with tiers and a percentage deposit; audited; listed, and on /api/auctions", async () => {
    const { plate, plateText, number } = await freeTexts();
    const arabicDigits = number.number.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);
    const res = await post("/en/admin/auctions/new", form({ "lots[0].item": plateText.toLowerCase(), "lots[0].starting_price": "50,000", "lots[0].reserve": "80000", "lots[1].item": arabicDigits, "lots[1].starting_price": "7500.50", deposit_kind: "percent", deposit_amount: "", deposit_percent: "10", window_minutes: "2", extension_minutes: "4", pay_hours: "48" }));
    expect(res.statusCode, res.body.slice(0, 400)).toBe(302);
    const id = Number(/\/en\/admin\/auctions\/(\d+)\?done=auctionScheduled$/.exec(res.headers.location as string)?.[1]);
    const [auction] = await t.database.db.select().from(auctions).where(eq(auctions.id, id));
    expect(auction).toMatchObject({ titleEn: "Rare plates night", startsAt: new Date("2026-12-20T16:00:00Z"), endsAt: new Date("2026-12-20T18:00:00Z"), windowSeconds: 120, extensionSeconds: 240, payHours: 48, depositRule: { kind: "percent", percent: 10 }, tiers: [{ from: "0", step: "100000" }, { from: "10000000", step: "500000" }] });
    const lots = await t.database.db.select().from(auctionLots).where(eq(auctionLots.auctionId, id)).orderBy(auctionLots.id);
    expect(lots.map((l) => [l.itemKind, l.itemId, l.startingPrice, l.reserve])).toEqual([
      ["plate", plate.id, aed(50_000), aed(80_000)],
      ["number", number.id, 750_050n, null],
    ]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "auction"), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: "create" });
    const [off] = await t.database.db.select().from(plates).where(eq(plates.id, plate.id));
    expect(off!.active).toBe(false);

    const record = await get(`/admin/auctions/${id}?done=auctionScheduled`);
    expect(record.statusCode).toBe(200);
    expect(record.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(shown(record.body)).toContain("ليلة اللوحات النادرة");
    expect(shown(record.body)).toContain(translate("ar", "auctionsAdmin.scheduled"));
    expect(shown((await get("/en/admin/auctions")).body)).toContain("Rare plates night");
    const api = (await t.app.inject({ url: "/api/auctions", headers: { "accept-language": "en" } })).json() as { data: { id: number; title: string; lots: unknown[] }[] };
    expect(api.data.find((x) => x.id === id)).toMatchObject({ title: "Rare plates night", lots: [expect.anything(), expect.anything()] });
  });

  it.each(["ar", "en"] as const)("refuses each mistake next to its field, in %s, and stores nothing", async (lang) => {
    const prefix = lang === "en" ? "/en" : "";
    const { plateText } = await freeTexts();
    const before = await auctionCount();
    const says = (body: string, field: string, key: Parameters<typeof translate>[1]) => expect(fieldError(body, field), `${field} in ${lang}`).toBe(translate(lang, key));
    const page = `${prefix}/admin/auctions/new`;

    // What the form alone can tell, all at once.
    const rules = await post(page, form({ ends_at: "2026-12-20T19:00", "lots[0].item": plateText, "lots[0].starting_price": "50000", "lots[0].reserve": "40000", "lots[1].item": plateText.replaceAll(" ", "  "), "lots[1].starting_price": "1000", tiers: "0 1000\n0 5000" }));
    expect(rules.statusCode).toBe(400);
    expect(rules.body).toMatch(lang === "en" ? /<html lang="en" dir="ltr"/ : /<html lang="ar" dir="rtl"/);
    says(rules.body, "ends_at", "auctionsAdmin.endBeforeStart");
    says(rules.body, "lots[0].reserve", "auctionsAdmin.reserveBelowStart");
    says(rules.body, "lots[1].item", "auctionsAdmin.itemTwice");
    says(rules.body, "tiers", "auctionsAdmin.tiersNotIncreasing");

    const amounts = await post(page, form({ "lots[0].item": plateText, "lots[0].starting_price": "12.345", deposit_amount: "-5", tiers: "0 1000\n100000 zero" }));
    expect(amounts.statusCode).toBe(400);
    says(amounts.body, "lots[0].starting_price", "auctionsAdmin.amountInvalid");
    says(amounts.body, "deposit_amount", "auctionsAdmin.amountInvalid");

    const tiers = await post(page, form({ "lots[0].item": plateText, "lots[0].starting_price": "1000", tiers: "0 1000\n100000 zero" }));
    says(tiers.body, "tiers", "auctionsAdmin.tiersInvalid");

    const unknown = await post(page, form({ "lots[0].item": "XX Q 99999", "lots[0].starting_price": "1000" }));
    expect(unknown.statusCode).toBe(409);
    says(unknown.body, "lots[0].item", "auctionsAdmin.itemNotFound");
    expect(await auctionCount()).toBe(before);
  });

  it("refuses an item already sold, held by a checkout or in another open lot, on its own field", async () => {
    const { plateText, number } = await freeTexts();
    expect((await post("/en/admin/auctions/new", form({ "lots[0].item": plateText, "lots[0].starting_price": "1000" }))).statusCode).toBe(302);
    await t.database.db.update(mobileNumbers).set({ sold: true }).where(eq(mobileNumbers.id, number.id));
    const before = await auctionCount();
    const again = await post("/en/admin/auctions/new", form({ "lots[0].item": plateText, "lots[0].starting_price": "1000", "lots[1].item": number.number, "lots[1].starting_price": "1000" }));
    expect(again.statusCode).toBe(409);
    expect(fieldError(again.body, "lots[0].item")).toBe(translate("en", "auctions.itemUnavailable"));
    expect(fieldError(again.body, "lots[1].item")).toBe(translate("en", "auctions.itemUnavailable"));
    expect(await auctionCount()).toBe(before);
  });
});

/** A live auction of one plate with two bidders (one Arabic, one English) who paid deposits and bid. */
async function liveAuction() {
  const [plateId] = await freeItems(t, "plate", 1);
  const auction = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(Date.now() - 60_000), new Date(Date.now() + 3_600_000), [{ kind: "plate", itemId: plateId!, startingPrice: aed(10_000), reserve: null }]));
  const lot = (await t.services.auctions.auctions.get(auction.id))!.lots[0]!;
  const [first, second] = (await bidders(t, 2)) as [string, string];
  for (const id of [first, second]) await paidDeposit(t, auction.id, id);
  await t.services.auctions.bidding.place({ id: first, verified: true, staff: false }, { lotId: lot.id, amount: aed(10_000), expectedPrice: null, requestKey: `first-${lot.id}` });
  await t.services.auctions.bidding.place({ id: second, verified: true, staff: false }, { lotId: lot.id, amount: aed(11_000), expectedPrice: aed(10_000), requestKey: `second-${lot.id}` });
  return { auction, lot, plateId: plateId!, first, second };
}

describe("cancelling and the lot's history", () => {
  it("asks for a reason; then the lots end, the item goes back, the deposits are refunded by the job and each bidder is told in their language, with the reason", async () => {
    const { auction, plateId, first, second } = await liveAuction();
    const missing = await post(`/admin/auctions/${auction.id}`, { intent: "cancel", reason: "  " });
    expect(missing.statusCode).toBe(400);
    expect(fieldError(missing.body, "reason")).toBe(translate("ar", "auctionsAdmin.reasonRequired"));
    const done = await post(`/en/admin/auctions/${auction.id}`, { intent: "cancel", reason: "The owner withdrew the plate" });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`/en/admin/auctions/${auction.id}?done=auctionCancelled`);
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate).toMatchObject({ heldUntil: null, sold: false });
    await t.services.worker.drain();
    const deposits = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.auctionId, auction.id));
    expect(deposits.map((d) => d.state)).toEqual(["refunded", "refunded"]);
    for (const id of [first, second]) {
      const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, user!.email)).orderBy(desc(outbox.id)).limit(1);
      expect(mail!.subject.split(" | ")[0]).toBe(translate(user!.lang, "auctions.mail.cancelledSubject"));
      expect(mail!.text).toContain(translate(user!.lang, "auctions.mail.reason", isolated({ reason: "The owner withdrew the plate" })));
    }
    const record = await get(`/en/admin/auctions/${auction.id}`);
    expect(shown(record.body)).toContain("Cancelled: The owner withdrew the plate");
    expect(shown(record.body)).not.toContain(translate("en", "auctionsAdmin.cancelReason"));
  });

  it("shows staff who placed each bid; the public history names bidder numbers only", async () => {
    const { lot, first, second } = await liveAuction();
    const emails = await t.database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, second));
    const page = await get(`/en/admin/auctions/lots/${lot.id}`);
    expect(page.statusCode).toBe(200);
    expect(shown(page.body)).toContain(emails[0]!.email);
    expect(shown(page.body)).toContain("11,000.00");
    const api = await t.app.inject({ url: `/api/auctions/lots/${lot.id}` });
    expect(api.body).not.toContain(emails[0]!.email);
    expect(api.body).not.toContain(first);
  });
});

describe("deposits", () => {
  it("a bank transfer waits on the staff list, is confirmed once with the bank's reference (audited), and then lets the buyer bid", async () => {
    const { auction, lot } = await liveAuction();
    const depositId = await pendingTransfer(t, auction.id);
    const [deposit] = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.id, depositId));
    const list = await get("/en/admin/auctions/deposits");
    expect(shown(list.body)).toContain(deposit!.reference);
    const bad = await post("/en/admin/auctions/deposits", { intent: "confirm", deposit_id: String(depositId), bank_reference: "<script>" });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body, "bank_reference")).toBe(translate("en", "auctionsAdmin.bankReferenceInvalid"));
    const ok = await post("/en/admin/auctions/deposits", { intent: "confirm", deposit_id: String(depositId), bank_reference: "FT-2026-0042" });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe("/en/admin/auctions/deposits?done=depositConfirmed");
    const [paid] = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.id, depositId));
    expect(paid).toMatchObject({ state: "paid", bankReference: "FT-2026-0042" });
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "auction_deposit"), eq(auditLog.entityId, String(depositId))));
    expect(entry).toMatchObject({ action: "confirm_bank_transfer", after: { state: "paid", bankReference: "FT-2026-0042" } });
    const twice = await post("/en/admin/auctions/deposits", { intent: "confirm", deposit_id: String(depositId), bank_reference: "FT-2026-0042" });
    expect(twice.statusCode).toBe(409);
    expect(shown(twice.body)).toContain(translate("en", "auctionsAdmin.depositNotPending"));
    await expect(t.services.auctions.bidding.place({ id: paid!.buyerId, verified: true, staff: false }, { lotId: lot.id, amount: aed(12_000), expectedPrice: aed(11_000), requestKey: "after-transfer" })).resolves.toBeTruthy();
  });

  it.each(["ar", "en"] as const)("a transfer confirmed after its auction was cancelled is recorded and refunded at once, never left paid (%s)", async (lang) => {
    const { auction } = await liveAuction();
    const depositId = await pendingTransfer(t, auction.id);
    await t.services.auctions.auctions.cancel(staff, auction.id, "The owner withdrew the plate");
    const prefix = lang === "ar" ? "" : "/en";
    const ok = await post(`${prefix}/admin/auctions/deposits`, { intent: "confirm", deposit_id: String(depositId), bank_reference: "FT-LATE-1" });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(`${prefix}/admin/auctions/deposits?done=depositRefunding`);
    expect(shown((await get(ok.headers.location as string)).body)).toContain(translate(lang, "auctionsAdmin.depositRefunding"));
    // Its refund job queued with it (and run by the worker).
    await t.services.worker.drain();
    const [row] = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.id, depositId));
    expect(row).toMatchObject({ state: "refunded", bankReference: "FT-LATE-1" });
  });

  it("a transfer confirmed while the auction is being cancelled ends refunded either way (a race on PostgreSQL)", async () => {
    for (let round = 0; round < 5; round++) {
      const { auction } = await liveAuction();
      const depositId = await pendingTransfer(t, auction.id);
      const [confirmed] = await Promise.all([t.services.auctions.admin.confirmTransfer(staff, depositId, `FT-RACE-${round}`), t.services.auctions.auctions.cancel(staff, auction.id, "Withdrawn")]);
      const [row] = await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.id, depositId));
      expect(row!.state).toBe("refund_due");
      // Either one ran first: confirmed as paid then refunded by the cancel, or refunded by the confirmation.
      expect(["paid", "refund_due"]).toContain(confirmed);
    }
  });

  it("a card deposit is marked paid by the gateway's signed webhook on checkout's address, once; a forged one is refused", async () => {
    const { auction } = await liveAuction();
    const buyer = await createUser(t, { verified: true });
    const buyerToken = await login(t, buyer.email, buyer.password);
    const opened = await t.app.inject({ method: "POST", url: `/api/auctions/${auction.id}/deposits`, headers: { cookie: `session=${buyerToken}` }, payload: { provider: "card" } });
    expect(opened.statusCode, opened.body).toBe(201);
    const { id, redirect_url } = opened.json().data as { id: number; redirect_url: string };
    const paymentId = redirect_url.split("/").pop()!;
    await t.services.sandbox.decide(paymentId, "approve");
    const forged = await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers: { "content-type": "application/json", "x-sandbox-signature": "t=1,v1=00" }, payload: JSON.stringify({ event_id: "forged", payment_id: paymentId }) });
    expect(forged.statusCode).toBe(400);
    const state = async () => (await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.id, id)))[0]!.state;
    expect(await state()).toBe("pending");
    const { body, headers } = t.services.sandbox.callback(paymentId);
    const cb = await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers, payload: body });
    expect(cb.json()).toEqual({ status: "applied" });
    expect(await state()).toBe("paid");
    expect((await t.app.inject({ method: "POST", url: "/api/payments/callback/sandbox", headers, payload: body })).json()).toEqual({ status: "duplicate" });
    expect(await state()).toBe("paid");
  });
});

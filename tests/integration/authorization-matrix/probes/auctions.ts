import { eq } from "drizzle-orm";
import { plates } from "#server/db/schema.ts";
import { auctionInput } from "#tests/helpers/auctions.ts";
import { forfeitedLot, pendingTransfer, wonLot } from "#tests/helpers/auction-staff.ts";
import { systemStaff } from "#tests/helpers/users.ts";
import { once, t } from "../context.ts";
import { freshPlate } from "../fixtures.ts";
import type { DeclaredProbes, FormProbe } from "./types.ts";

/**
 * The Auctions section (decision 0068): an auction, a lot's history, the bank transfers and the schedule form
 * (create:auction too); scheduling a fresh plate; offering a forfeited lot to the next bidder or putting its item
 * back (update:auction); confirming a transfer (confirm:auction_deposit); cancelling (cancel:auction).
 */
export function auctionProbes(): DeclaredProbes {
  const shown = once(async () => {
    const won = await wonLot(t, t.services.auctions);
    return { auctionId: won.auction.id, lotId: won.lot.id };
  });
  const freshAuction = async () => {
    const plate = await freshPlate();
    return t.services.auctions.auctions.schedule(systemStaff, auctionInput(new Date(Date.now() + 3_600_000), new Date(Date.now() + 7_200_000), [{ kind: "plate", itemId: plate, startingPrice: 100_000n, reserve: null }]));
  };
  const scheduleForm = async () => {
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.id, await freshPlate()));
    return { intent: "schedule", title_en: "Matrix auction", title_ar: "مزاد المصفوفة", starts_at: "2027-01-10T20:00", ends_at: "2027-01-10T22:00", "lots[0].item": `${plate!.emirateCode} ${plate!.code} ${plate!.number}`, "lots[0].starting_price": "1000", tiers: "0 1000", deposit_kind: "fixed", deposit_amount: "5000", window_minutes: "3", extension_minutes: "3", pay_hours: "72" };
  };
  const lotIntent = (intent: string, done: string): FormProbe => ({
    route: "admin_auction_lot",
    name: `${intent} a forfeited lot`,
    request: async () => ({ path: `/admin/auctions/lots/${(await forfeitedLot(t)).lot.id}`, form: { intent } }),
    success: new RegExp(`/admin/auctions/lots/\\d+\\?done=${done}$`),
  });
  return {
    record: async () => (await shown()).auctionId,
    list: [
      { route: "admin_auctions", path: () => "/admin/auctions?sort=ends&dir=asc" },
      { route: "admin_auction_lot", path: async () => `/admin/auctions/lots/${(await shown()).lotId}` },
      { route: "admin_auction_deposits", path: () => "/admin/auctions/deposits" },
      { route: "admin_auction_new", path: () => "/admin/auctions/new", also: ["create:auction"] },
    ],
    create: [{ route: "admin_auction_new", name: "schedule an auction", request: async () => ({ path: "/admin/auctions/new", form: await scheduleForm() }), success: /\/admin\/auctions\/\d+\?done=auctionScheduled$/ }],
    update: [
      lotIntent("offer", "auctionOffered"),
      lotIntent("release", "auctionReleased"),
      {
        route: "admin_auction_deposits",
        name: "confirm a bank transfer",
        // On an auction still to come: a transfer confirmed after its lots closed is refunded instead (decision 0068).
        permission: "confirm:auction_deposit",
        request: async () => ({ path: "/admin/auctions/deposits", form: { intent: "confirm", deposit_id: String(await pendingTransfer(t, (await freshAuction()).id)), bank_reference: "FT-MATRIX-1" } }),
        success: /\/admin\/auctions\/deposits\?done=depositConfirmed$/,
      },
    ],
    delete: [{ route: "admin_auction", name: "cancel an auction", request: async () => ({ path: `/admin/auctions/${(await freshAuction()).id}`, form: { intent: "cancel", reason: "Matrix" } }), success: /\/admin\/auctions\/\d+\?done=auctionCancelled$/ }],
  };
}

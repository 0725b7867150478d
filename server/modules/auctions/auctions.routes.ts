import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CurrentUser } from "#core/access/current-user.ts";
import { id } from "#core/validation/fields.ts";
import { bidBody, depositBody } from "#core/validation/auctions.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import type { AuctionServices } from "./auction-services.ts";
import type { PublicLot } from "./auctions.service.ts";
import type { LotUpdate } from "./bid-hub.ts";

const tags = ["auctions"];
const fils = z.string().describe("Integer fils (1 AED = 100 fils)");
const lotParams = z.object({ id: id() });
const lotSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  item_kind: z.enum(["plate", "number"]),
  item_id: z.int(),
  phase: z.enum(["upcoming", "live", "ended", "cancelled"]),
  state: z.enum(["open", "sold", "unsold", "cancelled", "forfeited"]).describe("forfeited: the winner did not pay in time; staff may offer it to the next bidder"),
  offered_to_next: z.boolean().describe("true: sold to the next bidder after the winner did not pay in time (state is then `sold`)"),
  starts_at: isoDateTime(),
  ends_at: isoDateTime(),
  starting_price: fils,
  current_price: fils.nullable(),
  next_bid: fils,
  reserve_met: z.boolean().nullable().describe("null: the lot has no reserve"),
  bid_count: z.int(),
});
const historySchema = z.array(z.object({ seq: z.int(), bidder: z.int().nullable().describe("The bidder's number in the auction, never a name"), amount: fils, auto: z.boolean(), placed_at: isoDateTime() }));

export function lotDto(l: PublicLot): z.infer<typeof lotSchema> {
  return {
    id: l.id,
    auction_id: l.auctionId,
    item_kind: l.itemKind,
    item_id: l.itemId,
    phase: l.phase,
    state: l.state,
    offered_to_next: l.offeredToNext,
    starts_at: l.startsAt.toISOString(),
    ends_at: l.endsAt.toISOString(),
    starting_price: String(l.startingPrice),
    current_price: l.currentPrice === null ? null : String(l.currentPrice),
    next_bid: String(l.nextBid),
    reserve_met: l.reserveMet,
    bid_count: l.bidCount,
  };
}

const updateOf = (l: PublicLot): LotUpdate => ({ lotId: l.id, bidCount: l.bidCount, currentPrice: l.currentPrice === null ? null : String(l.currentPrice), nextBid: String(l.nextBid), endsAt: l.endsAt.toISOString(), state: l.phase });

/**
 * The auctions for the apps and the lot page's script (issue 30): auctions and lots, a bid, my bids and deposits,
 * a deposit's payment, and the bid stream (Server-Sent Events; a client without them polls GET …/lots/:id).
 */
export async function registerAuctionRoutes(
  api: FastifyInstance,
  deps: { auctions: AuctionServices; signedIn: (request: FastifyRequest) => Promise<CurrentUser>; consumeBidLimit: (userId: string) => Promise<void>; consumeDepositLimit: (userId: string) => Promise<void>; cardGateway: "sandbox" | "ngenius" | "bank_transfer" },
) {
  const { auctions: a } = deps;
  const bidderOf = (user: CurrentUser) => ({ id: user.id, verified: user.verified, staff: user.scope.length > 0 });

  api.get(
    "/api/auctions",
    { schema: routeSchema({ tags, summary: "Auctions, newest first, each with its lots (upcoming, live, ended)", response: z.object({ data: z.array(z.object({ id: z.int(), title: z.string(), starts_at: isoDateTime(), ends_at: isoDateTime(), cancelled: z.boolean(), lots: z.array(lotSchema) })) }) }) },
    async (request) => {
      const lang = requestLang(request);
      const all = await a.auctions.list();
      return { data: all.map(({ auction, lots }) => ({ id: auction.id, title: lang === "ar" ? auction.titleAr : auction.titleEn, starts_at: auction.startsAt.toISOString(), ends_at: auction.endsAt.toISOString(), cancelled: auction.cancelledAt !== null, lots: lots.map(lotDto) })) };
    },
  );

  api.get(
    "/api/auctions/lots/:id",
    { schema: routeSchema({ tags, summary: "One lot: its price, next valid bid, end (moved by late bids) and masked history (the short poll)", params: lotParams, response: z.object({ data: lotSchema.extend({ history: historySchema }) }), errors: [404] }) },
    async (request) => {
      const view = await a.auctions.lot(parseInput(lotParams, request.params).id);
      if (!view) throw new HttpError(404, "auctions.lotNotFound");
      return { data: { ...lotDto(view.lot), history: view.history.map((h) => ({ seq: h.seq, bidder: h.bidder, amount: String(h.amount), auto: h.auto, placed_at: h.placedAt.toISOString() })) } };
    },
  );

  api.post(
    "/api/auctions/lots/:id/bids",
    { schema: routeSchema({ tags, summary: "Place a bid (optionally with a proxy maximum); refused with a message and nothing stored when it breaks a rule", params: lotParams, body: bidBody, response: z.object({ data: lotSchema }), status: 201, errors: [401, 403, 404, 409, 429] }) },
    async (request, reply) => {
      const user = await deps.signedIn(request);
      const { id: lotId } = parseInput(lotParams, request.params);
      const body = parseInput(bidBody, request.body);
      await deps.consumeBidLimit(user.id);
      await a.bidding.place(bidderOf(user), { lotId, amount: body.amount, max: body.max ?? null, expectedPrice: body.price, requestKey: body.request_key });
      const view = await a.auctions.lot(lotId);
      return reply.code(201).send({ data: lotDto(view!.lot) });
    },
  );

  api.get(
    "/api/auctions/mine",
    { schema: routeSchema({ tags, summary: "My bids (newest first) and my deposits", response: z.object({ data: z.object({ bids: z.array(z.object({ lot_id: z.int(), seq: z.int(), amount: fils, auto: z.boolean(), leading: z.boolean(), placed_at: isoDateTime() })), deposits: z.array(z.object({ id: z.int(), auction_id: z.int(), bidder_number: z.int(), amount: fils, state: z.string(), provider: z.string() })) }) }), errors: [401] }) },
    async (request) => {
      const user = await deps.signedIn(request);
      const mine = await a.auctions.mine(user.id);
      return {
        data: {
          bids: mine.bids.map((b) => ({ lot_id: b.lotId, seq: b.seq, amount: String(b.amount), auto: b.auto, leading: Boolean(b.leading), placed_at: b.placedAt.toISOString() })),
          deposits: mine.deposits.map((d) => ({ id: d.id, auction_id: d.auctionId, bidder_number: d.bidderNumber, amount: String(d.amount), state: d.state, provider: d.provider })),
        },
      };
    },
  );

  api.post(
    "/api/auctions/:id/deposits",
    { schema: routeSchema({ tags, summary: "Pay a deposit for an auction: the answer is the payment page to open", params: lotParams, body: depositBody, response: z.object({ data: z.object({ id: z.int(), amount: fils, redirect_url: z.string() }) }), status: 201, errors: [401, 403, 404, 409, 429] }) },
    async (request, reply) => {
      const user = await deps.signedIn(request);
      const { id: auctionId } = parseInput(lotParams, request.params);
      const body = parseInput(depositBody, request.body);
      await deps.consumeDepositLimit(user.id);
      const { deposit, redirectUrl } = await a.deposits.open({ ...bidderOf(user), email: user.email, lang: requestLang(request) }, auctionId, body.provider === "card" ? deps.cardGateway : "bank_transfer", body.limit ?? 0n);
      return reply.code(201).send({ data: { id: deposit.id, amount: String(deposit.amount), redirect_url: redirectUrl } });
    },
  );

  api.get(
    "/api/auctions/deposits/:id",
    { schema: routeSchema({ tags, summary: "One of my deposits, brought up to date with its gateway (the page the gateway sends the buyer back to asks this)", params: lotParams, response: z.object({ data: z.object({ id: z.int(), state: z.string(), amount: fils }) }), errors: [401, 404] }) },
    async (request) => {
      const user = await deps.signedIn(request);
      const deposit = await a.deposits.sync(user.id, parseInput(lotParams, request.params).id);
      if (!deposit) throw new HttpError(404, "auctions.depositNotFound");
      return { data: { id: deposit.id, state: deposit.state, amount: String(deposit.amount) } };
    },
  );

  api.get(
    "/api/auctions/lots/:id/stream",
    { schema: routeSchema({ tags, summary: "The lot's bid stream (Server-Sent Events): an `update` event with the lot's standing after each bid", params: lotParams, response: { file: "text/event-stream" }, errors: [404] }) },
    async (request, reply) => {
      const lotId = parseInput(lotParams, request.params).id;
      const first = await a.auctions.lot(lotId);
      if (!first) throw new HttpError(404, "auctions.lotNotFound");
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no", connection: "keep-alive" });
      let last = "";
      const send = (u: LotUpdate) => {
        const seen = `${u.bidCount}|${u.endsAt}|${u.state}`;
        if (seen === last) return;
        last = seen;
        out.write(`event: update\nid: ${u.bidCount}\ndata: ${JSON.stringify(u)}\n\n`);
      };
      send(updateOf(first.lot));
      const unsubscribe = a.hub.subscribe(lotId, send);
      // Bids taken by another instance, and the end passing: a look at the lot every second (and a comment keeps proxies from closing an idle stream).
      const timer = setInterval(() => {
        a.auctions.lot(lotId).then((v) => (v ? send(updateOf(v.lot)) : undefined), () => undefined);
        out.write(": ping\n\n");
      }, 1000);
      request.raw.on("close", () => {
        clearInterval(timer);
        unsubscribe();
      });
    },
  );
}

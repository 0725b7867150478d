import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type CurrentUser, staffActor } from "#core/access/current-user.ts";
import type { Permission } from "#core/access/permissions.ts";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { counterForm, makeOfferBody, offerInboxQuery } from "#core/validation/offers.ts";
import { id } from "#core/validation/fields.ts";
import { parseInput } from "#server/http/api-errors.ts";
import { type RouteDoc, isoDateTime, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { pageMeta, pageMetaSchema } from "#server/lib/paginate.ts";
import type { InboxOffer, OffersAdmin } from "./offers-admin.ts";
import { offerStates } from "./offers.schema.ts";
import type { Offer, OffersService } from "./offers.service.ts";

// The offers of issue 31 item 2 for the apps (buyers) and staff tools (decision 0064). Amounts in, as the
// forms take them ("12500.50" AED, at most two decimals); amounts out in fils as decimal strings.

const tags = ["offers"];
const fils = z.string().describe("Integer fils (1 AED = 100 fils)");
const offerParams = z.object({ id: id() });
const offerOut = z.object({
  id: z.int(),
  item_kind: z.enum(["plate", "number"]),
  item_id: z.int(),
  amount: fils,
  counter: fils.nullable().describe("Staff's counter, when countered"),
  state: z.enum(offerStates),
  order_id: z.int().nullable().describe("The checkout an accepted offer became (pay it with the checkout API)"),
  expires_at: isoDateTime(),
  created_at: isoDateTime(),
});
const inboxOut = offerOut.extend({ buyer_email: z.string(), item_name: z.string(), list_price: fils.nullable() });

function offerDto(o: Offer): z.infer<typeof offerOut> {
  return {
    id: o.id,
    item_kind: o.itemKind,
    item_id: o.itemId,
    amount: o.amount.toString(),
    counter: o.counter?.toString() ?? null,
    // Below the floor is the shop's secret: the buyer sees an offer waiting until it is declined at its expiry.
    state: o.state,
    order_id: o.orderId,
    expires_at: o.expiresAt.toISOString(),
    created_at: o.createdAt.toISOString(),
  };
}
const inboxDto = (o: InboxOffer) => ({ ...offerDto(o), buyer_email: o.buyerEmail, item_name: o.itemName, list_price: o.listPrice?.toString() ?? null });
const say = (request: FastifyRequest, key: MessageKey) => translate(requestLang(request), key);

/** The buyer's side: make an offer, list mine, accept a counter, decline a counter or withdraw. */
export async function registerOfferRoutes(api: FastifyInstance, deps: { offers: OffersService; buyer: (request: FastifyRequest) => Promise<CurrentUser> }) {
  const { offers } = deps;
  const one = z.object({ data: offerOut, message: z.string() });

  api.post(
    "/api/offers",
    { schema: routeSchema({ tags, summary: "Make an offer on an item that takes offers (a verified buyer, one open offer per item, 10 an hour)", body: makeOfferBody, response: one, status: 201, errors: [400, 401, 403, 404, 409, 429] }) },
    async (request, reply) => {
      const buyer = await deps.buyer(request);
      const input = parseInput(makeOfferBody, request.body);
      const offer = await offers.make(buyer.id, input.kind, input.id, BigInt(input.amount));
      return reply.code(201).send({ data: offerDto(offer), message: say(request, "offers.made") });
    },
  );

  api.get("/api/offers", { schema: routeSchema({ tags, summary: "My offers, newest first", response: z.object({ data: z.array(offerOut) }), errors: [401, 403] }) }, async (request) => {
    const buyer = await deps.buyer(request);
    return { data: (await offers.listMine(buyer.id)).map(offerDto) };
  });

  api.post(
    "/api/offers/:id/accept",
    { schema: routeSchema({ tags, summary: "Accept the shop's counter: the answer's `order_id` is the checkout at that price, holding the item", params: offerParams, response: one, errors: [401, 403, 404, 409] }) },
    async (request) => {
      const buyer = await deps.buyer(request);
      return { data: offerDto(await offers.acceptCounter(buyer.id, parseInput(offerParams, request.params).id)), message: say(request, "offers.acceptedNow") };
    },
  );

  api.post(
    "/api/offers/:id/decline",
    { schema: routeSchema({ tags, summary: "Decline the shop's counter, or withdraw my offer while it waits", params: offerParams, response: one, errors: [401, 403, 404, 409] }) },
    async (request) => {
      const buyer = await deps.buyer(request);
      const offer = await offers.decline(buyer.id, parseInput(offerParams, request.params).id);
      return { data: offerDto(offer), message: say(request, offer.state === "withdrawn" ? "offers.withdrawnNow" : "offers.declinedNow") };
    },
  );
}

type Route = (method: "GET" | "POST", url: string, permission: Permission, doc: Omit<RouteDoc, "tags">, handler: (request: FastifyRequest, reply: FastifyReply, actor: CurrentUser) => Promise<unknown>) => void;

/** The offers inbox for staff tools: the same list query and service calls as its admin page. */
export function registerOfferAdminRoutes(route: Route, deps: { offersAdmin: OffersAdmin; lifetimeHours: number }) {
  const { offersAdmin } = deps;
  const answer = z.object({ data: offerOut, message: z.string() });
  route("GET", "/api/admin/offers", "read:offer", { summary: "Offers inbox: the offers staff answer (never one below its item's floor)", querystring: offerInboxQuery, response: z.object({ data: z.array(inboxOut), meta: pageMetaSchema }) }, async (request) => {
    const query = parseInput(offerInboxQuery, request.query);
    const result = await offersAdmin.list({ ...query, sort: sortOf(query, { key: "created", dir: "desc" }) }, requestLang(request));
    return { data: result.items.map(inboxDto), meta: pageMeta(result) };
  });
  route("POST", "/api/admin/offers/:id/accept", "update:offer", { summary: "Accept a pending offer: the buyer's checkout at its price, holding the item", params: offerParams, response: answer, errors: [404, 409] }, async (request, _reply, actor) => {
    const offer = await offersAdmin.accept(staffActor(actor, request.ip), parseInput(offerParams, request.params).id);
    return { data: offerDto(offer), message: say(request, "offers.done.accepted") };
  });
  route("POST", "/api/admin/offers/:id/counter", "update:offer", { summary: "Counter a pending offer (above the offer, not above the price)", params: offerParams, body: counterForm, response: answer, errors: [400, 404, 409] }, async (request, _reply, actor) => {
    const { id: offerId } = parseInput(offerParams, request.params);
    const { amount } = parseInput(counterForm, request.body);
    const offer = await offersAdmin.counter(staffActor(actor, request.ip), offerId, BigInt(amount), deps.lifetimeHours);
    return { data: offerDto(offer), message: say(request, "offers.done.countered") };
  });
  route("POST", "/api/admin/offers/:id/decline", "update:offer", { summary: "Decline a pending offer", params: offerParams, response: answer, errors: [404, 409] }, async (request, _reply, actor) => {
    const offer = await offersAdmin.decline(staffActor(actor, request.ip), parseInput(offerParams, request.params).id);
    return { data: offerDto(offer), message: say(request, "offers.done.declined") };
  });
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CurrentUser } from "#core/access/current-user.ts";
import { operators } from "#core/catalog/listing-options.ts";
import { translate } from "#core/i18n/index.ts";
import { askingPrice, sellForm } from "#core/validation/ads.ts";
import { id } from "#core/validation/fields.ts";
import { parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { adStates } from "./ads.schema.ts";
import type { Ad, AdsService } from "./ads.service.ts";

const tags = ["ads"];
const fils = z.string().describe("Integer fils (1 AED = 100 fils)");
const adSchema = z.object({
  id: z.int(),
  kind: z.enum(["plate", "number"]),
  state: z.enum(adStates),
  emirate: z.string().nullable(),
  plate_code: z.string().nullable(),
  plate_type: z.string().nullable(),
  plate_number: z.int().nullable(),
  operator: z.enum(operators).nullable(),
  mobile: z.string().nullable(),
  asking_price: fils,
  staff_note: z.string().nullable().describe("Staff's reason for a rejection, or what they asked for"),
  item_id: z.int().nullable().describe("The listed plate or number, once approved"),
  expires_at: isoDateTime().nullable(),
  created_at: isoDateTime(),
});
const adParams = z.object({ id: id("ads.notFound") });
const priceBody = z.object({ price: askingPrice });
const submitBody = sellForm.and(
  z.object({ ownership_card_key: z.string().max(80).describe("The key POST /api/uploads/images gave for the photo of the ownership card (private)") }),
);

function adDto(ad: Ad): z.infer<typeof adSchema> {
  return {
    id: ad.id,
    kind: ad.kind,
    state: ad.state,
    emirate: ad.emirateCode,
    plate_code: ad.plateCode,
    plate_type: ad.plateType,
    plate_number: ad.plateNumber,
    operator: ad.operator,
    mobile: ad.mobile,
    asking_price: ad.askingPrice.toString(),
    staff_note: ad.staffNote,
    item_id: ad.itemId,
    expires_at: ad.expiresAt?.toISOString() ?? null,
    created_at: ad.createdAt.toISOString(),
  };
}

/**
 * "Sell with us" for the apps, as the site's pages do it (decision 0025): submit an ad with the ownership card
 * sent ahead through the upload API, my Ads List, withdraw an ad, change its asking price. Verified users only;
 * submissions share the pages' daily limit per owner (`consumeAdLimit`, a translated 429).
 */
export async function registerAdRoutes(api: FastifyInstance, deps: { ads: AdsService; verified: (request: FastifyRequest) => Promise<CurrentUser>; consumeAdLimit: (userId: string) => Promise<void> }) {
  api.get("/api/ads", { schema: routeSchema({ tags, summary: "My ads (the Ads List), newest first, each with its state", response: z.object({ data: z.array(adSchema) }), errors: [401, 403] }) }, async (request) => {
    const user = await deps.verified(request);
    return { data: (await deps.ads.mine(user.id)).map(adDto) };
  });

  api.post(
    "/api/ads",
    { schema: routeSchema({ tags, summary: "Offer a plate or a number for sale: staff review it, and an approved ad is listed as offered by its owner", body: submitBody, response: z.object({ id: z.int(), message: z.string() }), status: 201, errors: [401, 403, 429] }) },
    async (request, reply) => {
      const user = await deps.verified(request);
      const input = parseInput(submitBody, request.body);
      await deps.consumeAdLimit(user.id);
      const form = new FormData();
      form.set("ownership_card_key", input.ownership_card_key);
      const adId = await deps.ads.submit(user.id, input, form);
      return reply.code(201).send({ id: adId, message: translate(requestLang(request), "ads.submitted") });
    },
  );

  api.post(
    "/api/ads/:id/withdraw",
    { schema: routeSchema({ tags, summary: "Withdraw one of my ads (a listed item comes off sale; refused once it is sold or held by a buyer)", params: adParams, response: z.object({ message: z.string() }), errors: [401, 403, 404, 409] }) },
    async (request) => {
      const user = await deps.verified(request);
      await deps.ads.withdraw(user.id, parseInput(adParams, request.params).id);
      return { message: translate(requestLang(request), "ads.withdrawn") };
    },
  );

  api.post(
    "/api/ads/:id/price",
    { schema: routeSchema({ tags, summary: "Change the asking price of one of my open ads (a listed item's price changes with it)", params: adParams, body: priceBody, response: z.object({ message: z.string() }), errors: [401, 403, 404, 409] }) },
    async (request) => {
      const user = await deps.verified(request);
      const { id: adId } = parseInput(adParams, request.params);
      await deps.ads.changePrice(user.id, adId, BigInt(parseInput(priceBody, request.body).price));
      return { message: translate(requestLang(request), "ads.priceChanged") };
    },
  );
}

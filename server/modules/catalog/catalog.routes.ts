import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { itemIdParams, numberFilterFields, numberFilters, plateFilterFields, plateFilters } from "#core/validation/catalog.ts";
import { productFilterFields, productFilters } from "#core/validation/products.ts";
import { HttpError, parseInput, parseQuery } from "#server/http/api-errors.ts";
import { pageMeta, pageMetaSchema } from "#server/lib/paginate.ts";
import { routeSchema } from "#server/http/openapi.ts";
import type { Services } from "#server/services.ts";
import type { MobileNumber, Page, Plate } from "./catalog.service.ts";
import type { ProductPage } from "./product-search.ts";
import { numberDto, numberDtoSchema, plateDto, plateDtoSchema } from "./item-dto.ts";
import { registerBundleRoutes, registerMarketRoutes } from "./market.routes.ts";

const tags = ["catalog"];
const searchMeta = pageMetaSchema.extend({ total_exact: z.boolean().describe("false when total is an estimate (more than 500 matches)") });
const feesSchema = z.object({ price: z.string(), discount: z.string(), admin_fee: z.string(), vat: z.string(), transfer_fee: z.string(), total: z.string() }).describe("Amounts in fils");

const feesDto = (f: Awaited<ReturnType<Services["catalog"]["fees"]>>) => ({
  price: f.price.toString(),
  discount: f.discount.toString(),
  admin_fee: f.adminFee.toString(),
  vat: f.vat.toString(),
  transfer_fee: f.transferFee.toString(),
  total: f.total.toString(),
});

const JSON_TYPE = "application/json; charset=utf-8";

/** A page of search results on the wire: its JSON, and that JSON gzipped when a client first asks for it. */
interface PageAnswer {
  json: string;
  gzipped?: Buffer;
}

/**
 * The answer to a search, written once: the catalog service hands out the same page object for as long as
 * it keeps a search's answer, so a popular search is mapped, stringified and compressed once rather than on
 * every request (the WeakMap lets the text go when the service lets the page go).
 */
const answers = new WeakMap<object, PageAnswer>();
function answerOf(result: object, body: () => object): PageAnswer {
  let answer = answers.get(result);
  if (!answer) {
    answer = { json: JSON.stringify(body()) };
    answers.set(result, answer);
  }
  return answer;
}

const searchBody = <T extends Plate | MobileNumber>(result: Page<T>, dto: (item: T) => object) => () => ({ data: result.items.map(dto), meta: { ...pageMeta(result), total_exact: result.totalExact } });
const productsBody = (result: ProductPage) => () => ({
  data: result.items.map((p) => (p.kind === "plate" ? { kind: p.kind, ...plateDto(p.item) } : { kind: p.kind, ...numberDto(p.item) })),
  meta: { ...pageMeta(result), total_exact: result.totalExact },
});
const productDtoSchema = z.discriminatedUnion("kind", [plateDtoSchema.extend({ kind: z.literal("plate") }), numberDtoSchema.extend({ kind: z.literal("number") })]);

/** gzip is what the server prefers for answers made per request (server/app.ts); the others are left to it. */
const encodings = new Negotiator({ supportedValues: ["gzip", "br", "deflate", "identity"] });

function sendPage(request: FastifyRequest, reply: FastifyReply, result: object, body: () => object) {
  const answer = answerOf(result, body);
  reply.type(JSON_TYPE);
  const accepted = request.headers["accept-encoding"];
  if (accepted && encodings.negotiate(accepted) === "gzip") {
    answer.gzipped ??= zlib.gzipSync(answer.json);
    return reply.header("vary", "accept-encoding").header("content-encoding", "gzip").send(answer.gzipped);
  }
  return reply.send(answer.json);
}

/** Plates, numbers, both together (Products) and their reference data for the apps; the same filters as the listing pages. */
export async function registerCatalogRoutes(api: FastifyInstance, services: Services) {
  const { catalog } = services;
  registerMarketRoutes(api, services);
  registerBundleRoutes(api, services);
  api.get(
    "/api/plates",
    { schema: routeSchema({ tags, summary: "Search plates (filters and sort as on /plates)", querystring: plateFilterFields, response: z.object({ data: z.array(plateDtoSchema), meta: searchMeta }) }) },
    async (request, reply) => {
      const result = await catalog.searchPlates(parseQuery(plateFilters, request));
      return sendPage(request, reply, result, searchBody(result, plateDto));
    },
  );

  api.get(
    "/api/numbers",
    { schema: routeSchema({ tags, summary: "Search mobile numbers (filters and sort as on /numbers)", querystring: numberFilterFields, response: z.object({ data: z.array(numberDtoSchema), meta: searchMeta }) }) },
    async (request, reply) => {
      const result = await catalog.searchNumbers(parseQuery(numberFilters, request));
      return sendPage(request, reply, result, searchBody(result, numberDto));
    },
  );

  api.get(
    "/api/products",
    {
      schema: routeSchema({
        tags,
        summary: "Search plates and mobile numbers together (as on /products): one pattern, the kind as a filter; the first 20 pages",
        querystring: productFilterFields,
        response: z.object({ data: z.array(productDtoSchema), meta: searchMeta }),
      }),
    },
    async (request, reply) => {
      const result = await catalog.searchProducts(parseQuery(productFilters, request));
      return sendPage(request, reply, result, productsBody(result));
    },
  );

  api.get(
    "/api/plates/:id",
    { schema: routeSchema({ tags, summary: "One plate with its fee breakdown", params: itemIdParams, response: z.object({ data: plateDtoSchema.extend({ fees: feesSchema }) }), errors: [404] }) },
    async (request) => {
      const plate = await catalog.getPlate(parseInput(itemIdParams, request.params).id);
      if (!plate) throw new HttpError(404, "error.itemNotFound");
      return { data: { ...plateDto(plate), fees: feesDto(await catalog.fees("plate", plate.price)) } };
    },
  );

  api.get(
    "/api/numbers/:id",
    { schema: routeSchema({ tags, summary: "One mobile number with its fee breakdown", params: itemIdParams, response: z.object({ data: numberDtoSchema.extend({ fees: feesSchema }) }), errors: [404] }) },
    async (request) => {
      const number = await catalog.getNumber(parseInput(itemIdParams, request.params).id);
      if (!number) throw new HttpError(404, "error.itemNotFound");
      return { data: { ...numberDto(number), fees: feesDto(await catalog.fees("number", number.price)) } };
    },
  );

  api.get(
    "/api/packages",
    { schema: routeSchema({ tags, summary: "Number packages", response: z.object({ data: z.array(z.object({ id: z.int(), name: z.string(), name_ar: z.string() })) }) }) },
    async () => ({ data: (await catalog.listPackages()).map((p) => ({ id: p.id, name: p.name, name_ar: p.nameAr })) }),
  );

  api.get(
    "/api/emirates",
    {
      schema: routeSchema({
        tags,
        summary: "The seven emirates with their plate codes",
        response: z.object({ data: z.array(z.object({ code: z.string(), name: z.string(), name_ar: z.string(), plate_codes: z.array(z.string()) })) }),
      }),
    },
    async () => {
      const [list, codes] = await Promise.all([catalog.listEmirates(), catalog.listPlateCodes()]);
      return { data: list.map((e) => ({ code: e.code, name: e.name, name_ar: e.nameAr, plate_codes: codes.filter((c) => c.emirateCode === e.code).map((c) => c.code) })) };
    },
  );
}

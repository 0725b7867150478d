import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { itemIdParams, numberFilterFields, numberFilters, plateFilterFields, plateFilters } from "../../../core/validation/catalog.ts";
import { HttpError, parseInput } from "../../http/api-errors.ts";
import { routeSchema } from "../../http/openapi.ts";
import type { Services } from "../../services.ts";
import { numberDto, numberDtoSchema, plateDto, plateDtoSchema } from "./item-dto.ts";

const tags = ["catalog"];
const pageMeta = z.object({ total: z.int(), total_exact: z.boolean().describe("false when total is an estimate (more than 1,000 matches)"), page: z.int(), per_page: z.int(), pages: z.int() });
const feesSchema = z.object({ price: z.string(), discount: z.string(), admin_fee: z.string(), vat: z.string(), transfer_fee: z.string(), total: z.string() }).describe("Amounts in fils");

const feesDto = (f: Awaited<ReturnType<Services["catalog"]["fees"]>>) => ({
  price: f.price.toString(),
  discount: f.discount.toString(),
  admin_fee: f.adminFee.toString(),
  vat: f.vat.toString(),
  transfer_fee: f.transferFee.toString(),
  total: f.total.toString(),
});

/** Plates, numbers and their reference data for the apps; the same filters as the listing pages. */
export async function registerCatalogRoutes(api: FastifyInstance, { catalog }: Services) {
  api.get(
    "/api/plates",
    { schema: routeSchema({ tags, summary: "Search plates (filters and sort as on /plates)", querystring: plateFilterFields, response: z.object({ data: z.array(plateDtoSchema), meta: pageMeta }) }) },
    async (request) => {
      const result = await catalog.searchPlates(parseInput(plateFilters, request.query));
      return { data: result.items.map(plateDto), meta: { total: result.total, total_exact: result.totalExact, page: result.page, per_page: result.perPage, pages: result.pages } };
    },
  );

  api.get(
    "/api/numbers",
    { schema: routeSchema({ tags, summary: "Search mobile numbers (filters and sort as on /numbers)", querystring: numberFilterFields, response: z.object({ data: z.array(numberDtoSchema), meta: pageMeta }) }) },
    async (request) => {
      const result = await catalog.searchNumbers(parseInput(numberFilters, request.query));
      return { data: result.items.map(numberDto), meta: { total: result.total, total_exact: result.totalExact, page: result.page, per_page: result.perPage, pages: result.pages } };
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

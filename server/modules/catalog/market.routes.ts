import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { itemIdParams } from "#core/validation/catalog.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { routeSchema } from "#server/http/openapi.ts";
import type { Services } from "#server/services.ts";
import type { SoldComparable } from "./comparables.ts";
import type { PricePoint } from "./price-history.ts";

const tags = ["catalog"];
const money = { price: z.number().describe("AED"), price_fils: z.string().describe("Exact amount in fils (1 AED = 100 fils)") };
const pointSchema = z.object({ at: z.string(), event: z.enum(["listed", "price", "sold", "unsold"]), ...money });
const soldSchema = z.object({
  id: z.int(),
  emirate: z.string().nullable().describe("Plates only"),
  code: z.string().nullable().describe("Plates only"),
  number: z.string().describe("The plate number, or the mobile number"),
  ...money,
  sold_at: z.string(),
});
const amount = (fils: bigint) => ({ price: Number(fils) / 100, price_fils: fils.toString() });
const pointDto = (p: PricePoint) => ({ at: p.at.toISOString(), event: p.event, ...amount(p.price) });
const soldDto = (s: SoldComparable) => ({ id: s.id, emirate: s.emirateCode, code: s.code, number: s.label, ...amount(s.price), sold_at: s.soldAt.toISOString() });

/**
 * An item's market for the apps (issue 31 item 3): its price history, and the comparables that were sold (the
 * estimate's comparables: comparables.ts), as the buy page shows them.
 */
export function registerMarketRoutes(api: FastifyInstance, { catalog, priceHistory, comparables }: Pick<Services, "catalog" | "priceHistory" | "comparables">) {
  const item = async (kind: "plate" | "number", params: unknown) => {
    const { id } = parseInput(itemIdParams, params);
    const found = kind === "plate" ? await catalog.getPlate(id) : await catalog.getNumber(id);
    if (!found) throw new HttpError(404, "error.itemNotFound");
    return found;
  };
  for (const kind of ["plate", "number"] as const) {
    const path = kind === "plate" ? "plates" : "numbers";
    api.get(
      `/api/${path}/:id/price_history`,
      { schema: routeSchema({ tags, summary: `A ${kind === "plate" ? "plate" : "mobile number"}'s price changes, oldest first (the newest 60)`, params: itemIdParams, response: z.object({ data: z.array(pointSchema) }), errors: [404] }) },
      async (request) => ({ data: (await priceHistory.of(kind, (await item(kind, request.params)).id)).map(pointDto) }),
    );
    api.get(
      `/api/${path}/:id/sold_comparables`,
      {
        schema: routeSchema({
          tags,
          summary: kind === "plate" ? "Similar plates sold: same emirate, digit count, tier and pattern class, newest sale first" : "Similar numbers sold: same tier and pattern class, newest sale first",
          params: itemIdParams,
          response: z.object({ data: z.array(soldSchema) }),
          errors: [404],
        }),
      },
      async (request) => {
        const found = await item(kind, request.params);
        const sold = "emirateCode" in found ? await comparables.soldPlates(found) : await comparables.soldNumbers(found);
        return { data: sold.map(soldDto) };
      },
    );
  }
}

const itemRef = z.object({ kind: z.enum(["plate", "number"]), id: z.int(), price_fils: z.string() });
const bundleSchema = z.object({ id: z.int(), price: z.number().describe("AED, both items together"), price_fils: z.string(), plate: itemRef, number: itemRef });

/** Listed bundles for the apps (issue 31 item 4): all of them, or those with one item. */
export function registerBundleRoutes(api: FastifyInstance, { bundles }: Pick<Services, "bundles">) {
  const dto = (b: Awaited<ReturnType<Services["bundles"]["listed"]>>[number]) => ({
    id: b.bundle.id,
    ...amount(b.bundle.price),
    plate: { kind: "plate" as const, id: b.plate.id, price_fils: b.plate.price.toString() },
    number: { kind: "number" as const, id: b.number.id, price_fils: b.number.price.toString() },
  });
  api.get(
    "/api/bundles",
    { schema: routeSchema({ tags, summary: "Listed bundles (active, both items on sale), newest first", response: z.object({ data: z.array(bundleSchema) }) }) },
    async () => ({ data: (await bundles.listed()).map(dto) }),
  );
  for (const kind of ["plate", "number"] as const) {
    api.get(
      `/api/${kind === "plate" ? "plates" : "numbers"}/:id/bundles`,
      { schema: routeSchema({ tags, summary: `The listed bundles with this ${kind === "plate" ? "plate" : "number"}`, params: itemIdParams, response: z.object({ data: z.array(bundleSchema) }) }) },
      async (request) => ({ data: (await bundles.withItem(kind, parseInput(itemIdParams, request.params).id)).map(dto) }),
    );
  }
}

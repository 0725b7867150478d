import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CurrentUser } from "#core/access/current-user.ts";
import { id } from "#core/validation/fields.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import type { Order } from "./checkout.service.ts";
import { orderStates } from "./checkout.schema.ts";
import type { CheckoutService } from "./checkout.service.ts";
import type { PaymentsService } from "./payments.service.ts";

const tags = ["checkout"];
const startBody = z.object({ kind: z.enum(["plate", "number"], { error: "error.validation" }), id: id() });
const orderParams = z.object({ id: id() });
const fils = z.string().describe("Integer fils (1 AED = 100 fils)");
const orderSchema = z.object({
  id: z.int(),
  state: z.enum(orderStates),
  item_kind: z.enum(["plate", "number"]),
  item_id: z.int(),
  price: fils,
  discount: fils,
  admin_fee: fils,
  vat: fils,
  transfer_fee: fils,
  total: fils,
  hold_until: isoDateTime(),
  invoice_number: z.int().nullable(),
  created_at: isoDateTime(),
});

export function orderDto(o: Order): z.infer<typeof orderSchema> {
  return {
    id: o.id,
    state: o.state,
    item_kind: o.itemKind,
    item_id: o.itemId,
    price: o.price.toString(),
    discount: o.discount.toString(),
    admin_fee: o.adminFee.toString(),
    vat: o.vat.toString(),
    transfer_fee: o.transferFee.toString(),
    total: o.total.toString(),
    hold_until: o.holdUntil.toISOString(),
    invoice_number: o.invoiceNumber,
    created_at: o.createdAt.toISOString(),
  };
}

/**
 * The checkout for the apps (the site's pages call the same services): start a checkout on an item, read an
 * order, pay it (the answer is the gateway's page to open), and the gateway's callback. `buyer` gives the
 * signed-in buyer with a verified e-mail (refusing others with the spec's messages).
 */
export async function registerCheckoutRoutes(
  api: FastifyInstance,
  deps: { checkout: CheckoutService; payments: PaymentsService; buyer: (request: FastifyRequest) => Promise<CurrentUser> },
) {
  const { checkout, payments } = deps;

  api.post(
    "/api/checkout",
    { schema: routeSchema({ tags, summary: "Start (or resume) a checkout: holds the item for the buyer", body: startBody, response: z.object({ data: orderSchema }), status: 201, errors: [401, 403, 404, 409] }) },
    async (request, reply) => {
      const buyer = await deps.buyer(request);
      const input = parseInput(startBody, request.body);
      return reply.code(201).send({ data: orderDto(await checkout.start(buyer.id, input.kind, input.id)) });
    },
  );

  api.get(
    "/api/orders/:id",
    { schema: routeSchema({ tags, summary: "One of my orders, brought up to date with the gateway", params: orderParams, response: z.object({ data: orderSchema }), errors: [401, 403, 404] }) },
    async (request) => {
      const buyer = await deps.buyer(request);
      const order = await payments.refresh(buyer.id, parseInput(orderParams, request.params).id);
      if (!order) throw new HttpError(404, "checkout.orderNotFound");
      return { data: orderDto(order) };
    },
  );

  api.post(
    "/api/orders/:id/pay",
    { schema: routeSchema({ tags, summary: "Open a payment for my order; the answer is the payment page to open", params: orderParams, response: z.object({ payment_url: z.string() }), errors: [401, 403, 404, 409] }) },
    async (request) => {
      const buyer = await deps.buyer(request);
      return { payment_url: await payments.pay(buyer.id, parseInput(orderParams, request.params).id, requestLang(request)) };
    },
  );

  // The gateway's callback: the raw body is what its signature covers, so it is read as bytes.
  await api.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      "/api/payments/callback/sandbox",
      { schema: routeSchema({ tags, summary: "The sandbox gateway's signed callback (a hint: the gateway is then asked)", response: z.object({ status: z.enum(["applied", "duplicate", "unknown"]) }) }) },
      async (request) => ({ status: await payments.handleCallback(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers) }),
    );
  });
}

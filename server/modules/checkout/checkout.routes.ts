import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CurrentUser } from "#core/access/current-user.ts";
import { id } from "#core/validation/fields.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { translate } from "#core/i18n/index.ts";
import type { Order } from "./checkout.service.ts";
import { orderStates } from "./checkout.schema.ts";
import type { CheckoutService } from "./checkout.service.ts";
import type { TransactionsAdmin } from "./transactions-admin.ts";
import type { PaymentsService } from "./payments.service.ts";
import type { VerificationsService } from "./verifications.service.ts";
import type { Invoices } from "./invoices.service.ts";
import { applyPromoForm, verificationForm } from "#core/validation/checkout.ts";

const tags = ["checkout"];
const startBody = z.object({ kind: z.enum(["plate", "number"], { error: "error.validation" }), id: id() });
const orderParams = z.object({ id: id() });
const fils = z.string().describe("Integer fils (1 AED = 100 fils)");
const orderSchema = z.object({
  id: z.int(),
  state: z.enum(orderStates),
  item_kind: z.enum(["plate", "number"]),
  item_id: z.int(),
  bundle_id: z.int().nullable().describe("A bundle's checkout: item_id is its plate, and its number is held and sold with it"),
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
    bundle_id: o.bundleId,
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
  deps: { checkout: CheckoutService; payments: PaymentsService; transactions: TransactionsAdmin; verifications: VerificationsService; invoices: Invoices; buyer: (request: FastifyRequest) => Promise<CurrentUser> },
) {
  const { checkout, payments } = deps;
  const verificationBody = verificationForm.extend({
    emirates_id_key: z.string().max(80).optional().describe("The key POST /api/uploads/images gave for the Emirates ID image (omit to keep the one on file)"),
    driving_licence_key: z.string().max(80).optional().describe("The same for the driving licence (plates)"),
  });
  const timelineSchema = z.array(
    z.object({
      state: z.enum(orderStates),
      event: z.enum(["extra_payment", "extra_payment_refunded"]).nullable().describe("Besides a change of state: a second payment received for the order, and its refund"),
      note: z.string().nullable(),
      at: isoDateTime(),
    }),
  );

  api.get(
    "/api/orders",
    { schema: routeSchema({ tags, summary: "My paid orders, newest first, each with its transfer timeline", response: z.object({ data: z.array(orderSchema.extend({ timeline: timelineSchema })) }), errors: [401, 403] }) },
    async (request) => {
      const buyer = await deps.buyer(request);
      const mine = await deps.transactions.forBuyer(buyer.id);
      return { data: mine.map((o) => ({ ...orderDto(o), timeline: o.events.map((e) => ({ state: e.state, event: e.event, note: e.note, at: e.at.toISOString() })) })) };
    },
  );

  api.post(
    "/api/orders/:id/verification",
    { schema: routeSchema({ tags, summary: "The verification step: names, traffic file number (plates) and the documents' upload keys", params: orderParams, body: verificationBody, response: z.object({ message: z.string() }), errors: [401, 403, 404] }) },
    async (request) => {
      const buyer = await deps.buyer(request);
      const order = await checkout.get(buyer.id, parseInput(orderParams, request.params).id);
      if (!order) throw new HttpError(404, "checkout.orderNotFound");
      const input = parseInput(verificationBody, request.body);
      const form = new FormData();
      if (input.emirates_id_key) form.set("emirates_id_key", input.emirates_id_key);
      if (input.driving_licence_key) form.set("driving_licence_key", input.driving_licence_key);
      await deps.verifications.submit(buyer.id, order.itemKind, { firstName: input.first_name, lastName: input.last_name, trafficFileNumber: input.traffic_file_number }, form);
      return { message: translate(requestLang(request), "checkout.verificationSaved") };
    },
  );

  api.post(
    "/api/orders/:id/promo",
    { schema: routeSchema({ tags, summary: "Apply a promo code to my order (one per order); the answer is the order priced again", params: orderParams, body: applyPromoForm, response: z.object({ data: orderSchema }), errors: [401, 403, 409] }) },
    async (request) => {
      const buyer = await deps.buyer(request);
      const { id } = parseInput(orderParams, request.params);
      return { data: orderDto(await checkout.applyPromo(buyer.id, id, parseInput(applyPromoForm, request.body).code)) };
    },
  );

  api.post(
    "/api/checkout",
    { schema: routeSchema({ tags, summary: "Start (or resume) a checkout: holds the item for the buyer", body: startBody, response: z.object({ data: orderSchema }), status: 201, errors: [401, 403, 404, 409, 429] }) },
    async (request, reply) => {
      const buyer = await deps.buyer(request);
      const input = parseInput(startBody, request.body);
      return reply.code(201).send({ data: orderDto(await checkout.start(buyer.id, input.kind, input.id, request.ip)) });
    },
  );

  api.post(
    "/api/checkout/bundle",
    {
      schema: routeSchema({
        tags,
        summary: "Start (or resume) a bundle's checkout: holds its plate and its number together, or neither (409 when either is taken)",
        body: z.object({ id: id() }),
        response: z.object({ data: orderSchema }),
        status: 201,
        errors: [401, 403, 409, 429],
      }),
    },
    async (request, reply) => {
      const buyer = await deps.buyer(request);
      const input = parseInput(z.object({ id: id() }), request.body);
      return reply.code(201).send({ data: orderDto(await checkout.startBundle(buyer.id, input.id, request.ip)) });
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

  api.get(
    "/api/orders/:id/invoice",
    {
      schema: routeSchema({
        tags,
        summary: "The tax invoice of my paid order, as a PDF, in the answer's language (`?lang=ar` or `?lang=en`)",
        params: orderParams,
        response: { file: "application/pdf" },
        errors: [401, 403, 404],
      }),
    },
    async (request, reply) => {
      const buyer = await deps.buyer(request);
      const order = await checkout.get(buyer.id, parseInput(orderParams, request.params).id);
      const invoice = order && (await deps.invoices.pdf(order.id, requestLang(request)));
      if (!invoice) throw new HttpError(404, "checkout.orderNotFound");
      return reply.type("application/pdf").header("content-disposition", `inline; filename="${invoice.filename}"`).header("cache-control", "private, no-store").send(invoice.bytes);
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

  // The gateway's callback: the raw body is what its signature covers, so it is read as bytes. N-Genius sends
  // an encrypted webhook as text/plain (Base64), and sends it once: it is read, not refused for its type.
  await api.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser("text/plain", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    // One address per gateway; only the configured card gateway's is believed (the other answers 404).
    for (const [gateway, summary] of [
      ["sandbox", "The sandbox gateway's signed callback (a hint: the gateway is then asked), for an order's payment or an auction deposit"],
      ["ngenius", "N-Genius's webhook: JSON carrying the header key and value set in its portal, or encrypted with that secret (text/plain); then only says which order or auction deposit to ask the gateway about"],
    ] as const) {
      scope.post(`/api/payments/callback/${gateway}`, { schema: routeSchema({ tags, summary, response: z.object({ status: z.enum(["applied", "duplicate", "unknown"]) }), errors: [400, 404] }) }, async (request) => {
        if (payments.cardGateway !== gateway) throw new HttpError(404, "error.apiNotFound");
        return { status: await payments.handleCallback(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers) };
      });
    }
  });
}

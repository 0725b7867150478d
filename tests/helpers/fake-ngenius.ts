import { randomUUID } from "node:crypto";
import Fastify from "fastify";

/**
 * A local server speaking the part of N-Genius Online's API the shop uses, as documented: the identity
 * endpoint (Basic API key → bearer token), creating a PURCHASE order on an outlet (its hosted page link), reading
 * an order (its payment's state and follow-up links), and a refund. `settle` plays the buyer on the hosted page.
 * It checks what a real gateway checks: the credentials, the token, the media types, the outlet.
 */
export async function startFakeNGenius(options: { apiKey: string; outlet: string }) {
  const app = Fastify();
  const tokens = new Set<string>();
  const orders = new Map<string, { reference: string; amount: { currencyCode: string; value: number }; merchantOrderReference: string; state: string; redirectUrl: string }>();
  const calls: string[] = [];
  app.addContentTypeParser(/^application\/vnd\.ni-[a-z]+\.v\d\+json$/, { parseAs: "string" }, (_req, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook("onRequest", async (request) => {
    calls.push(`${request.method} ${request.url}`);
  });
  const bearer = (auth: string | undefined) => Boolean(auth?.startsWith("Bearer ") && tokens.has(auth.slice(7)));
  let base = "";

  app.post("/identity/auth/access-token", async (request, reply) => {
    if (request.headers.authorization !== `Basic ${options.apiKey}`) return reply.code(401).send({ message: "Unauthorized" });
    const token = randomUUID();
    tokens.add(token);
    return { access_token: token, expires_in: 300 };
  });

  app.post<{ Params: { outlet: string }; Body: { action?: string; amount?: { currencyCode: string; value: number }; merchantOrderReference?: string; merchantAttributes?: { redirectUrl?: string } } }>(
    "/transactions/outlets/:outlet/orders",
    async (request, reply) => {
      if (!bearer(request.headers.authorization)) return reply.code(401).send({ message: "Unauthorized" });
      if (request.params.outlet !== options.outlet) return reply.code(404).send({ message: "Outlet not found" });
      if (request.headers["content-type"] !== "application/vnd.ni-payment.v2+json") return reply.code(415).send({ message: "Unsupported media type" });
      const b = request.body;
      if (b.action !== "PURCHASE" || b.amount?.currencyCode !== "AED" || !Number.isInteger(b.amount.value) || !b.merchantAttributes?.redirectUrl) return reply.code(400).send({ message: "Bad order" });
      const reference = randomUUID();
      orders.set(reference, { reference, amount: b.amount, merchantOrderReference: b.merchantOrderReference ?? "", state: "STARTED", redirectUrl: b.merchantAttributes.redirectUrl });
      return reply.code(201).send({ _id: `urn:order:${reference}`, reference, _links: { payment: { href: `${base}/pay/${reference}` } } });
    },
  );

  app.get<{ Params: { outlet: string; ref: string } }>("/transactions/outlets/:outlet/orders/:ref", async (request, reply) => {
    if (!bearer(request.headers.authorization)) return reply.code(401).send({ message: "Unauthorized" });
    const order = orders.get(request.params.ref);
    if (!order || request.params.outlet !== options.outlet) return reply.code(404).send({ message: "Not found" });
    const links = order.state === "PURCHASED" ? { "cnp:refund": { href: `${base}/transactions/outlets/${options.outlet}/orders/${order.reference}/refund` } } : {};
    return { _id: `urn:order:${order.reference}`, reference: order.reference, amount: order.amount, merchantOrderReference: order.merchantOrderReference, _embedded: { payment: [{ state: order.state, _links: links }] } };
  });

  app.post<{ Params: { outlet: string; ref: string }; Body: { amount?: { value: number } } }>("/transactions/outlets/:outlet/orders/:ref/refund", async (request, reply) => {
    if (!bearer(request.headers.authorization)) return reply.code(401).send({ message: "Unauthorized" });
    const order = orders.get(request.params.ref);
    if (!order || order.state !== "PURCHASED") return reply.code(409).send({ message: "Not refundable" });
    if (request.body.amount?.value !== order.amount.value) return reply.code(400).send({ message: "Partial refunds are not used here" });
    order.state = "REFUNDED";
    return { state: "REFUNDED" };
  });

  base = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: base,
    calls,
    order: (reference: string) => orders.get(reference),
    /** The buyer on the hosted page: the payment ends in this state; where the gateway sends the buyer. */
    settle(reference: string, state: "PURCHASED" | "FAILED") {
      const order = orders.get(reference)!;
      order.state = state;
      return order.redirectUrl;
    },
    close: () => app.close(),
  };
}

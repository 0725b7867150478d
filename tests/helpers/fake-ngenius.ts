import { createCipheriv, randomBytes, randomUUID } from "node:crypto";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";

/**
 * A local server speaking the part of N-Genius Online's API the shop uses, as strict as its documentation
 * (docs/decisions/0039 cites the pages):
 * - the identity endpoint (Basic API key → bearer token); `expireTokens` makes every token given so far lapse,
 *   as one does after five minutes, so the next call is answered 401;
 * - creating a PURCHASE order on an outlet: `emailAddress` is mandatory, `redirectUrl` and `cancelUrl` must be
 *   absolute http(s) addresses (the hosted page sends the buyer's browser there), the merchant reference is
 *   letters, digits and hyphens; the answer links the hosted page;
 * - reading an order: its payment's state (STARTED, AWAIT_3DS, PURCHASED, FAILED, REVERSED, REFUNDED), its
 *   creation time, and the follow-up links its state allows: before the overnight settlement a purchase offers
 *   only `cnp:cancel` (PUT, no body: the payment is REVERSED); after it, a refund (POST with the amount) through
 *   the capture's `cnp:refund`, or the payment's own where `settleOvernight` says so;
 * - its webhooks, built by `webhook`: the order as JSON with the header key and value set in the portal, or the
 *   same body encrypted (AES-256-CBC, PKCS#5, the 32-character secret as key, a random IV in front, Base64,
 *   `text/plain`).
 * `hostedPage` plays the buyer on the hosted page; `age` makes an order older, to be abandoned.
 */
type PaymentState = "STARTED" | "AWAIT_3DS" | "PURCHASED" | "FAILED" | "REVERSED" | "REFUNDED";

interface FakeOrder {
  reference: string;
  paymentRef: string;
  captureRef: string;
  amount: { currencyCode: string; value: number };
  merchantOrderReference: string;
  emailAddress: string;
  billingAddress: { firstName?: string; lastName?: string } | undefined;
  language: string | undefined;
  redirectUrl: string;
  cancelUrl: string | undefined;
  state: PaymentState;
  /** The overnight settlement has passed: the purchase can no longer be reversed, only refunded. */
  settled: boolean;
  refundLinkOn: "capture" | "payment";
  createdAt: Date;
}

const PAYMENT_TYPE = "application/vnd.ni-payment.v2+json";

function absoluteHttpUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && value.startsWith(`${url.protocol}//`);
  } catch {
    return false;
  }
}

export async function startFakeNGenius(options: { apiKey: string; outlet: string }) {
  const app = Fastify();
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
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
  let base = "";

  const outletPath = `/transactions/outlets/${options.outlet}`;
  const paymentUrl = (o: FakeOrder) => `${base}${outletPath}/orders/${o.reference}/payments/${o.paymentRef}`;

  /** The order as the API shows it: the payment's links are those its state allows now. */
  function view(o: FakeOrder) {
    const paid = o.state === "PURCHASED";
    const links: Record<string, { href: string }> = { self: { href: paymentUrl(o) } };
    if (paid && !o.settled) links["cnp:cancel"] = { href: `${paymentUrl(o)}/cancel` };
    if (paid && o.settled && o.refundLinkOn === "payment") links["cnp:refund"] = { href: `${paymentUrl(o)}/refund` };
    const captureUrl = `${paymentUrl(o)}/captures/${o.captureRef}`;
    const captures =
      paid || o.state === "REFUNDED"
        ? [{ state: "SUCCESS", amount: o.amount, _links: { self: { href: captureUrl }, ...(paid && o.settled && o.refundLinkOn === "capture" ? { "cnp:refund": { href: `${captureUrl}/refund` } } : {}) } }]
        : [];
    return {
      _id: `urn:order:${o.reference}`,
      _links: { self: { href: `${base}${outletPath}/orders/${o.reference}` }, payment: { href: `${base}/pay/${o.reference}` } },
      type: "SINGLE",
      action: "PURCHASE",
      amount: o.amount,
      language: o.language,
      emailAddress: o.emailAddress,
      merchantAttributes: { redirectUrl: o.redirectUrl, ...(o.cancelUrl ? { cancelUrl: o.cancelUrl } : {}) },
      reference: o.reference,
      outletId: options.outlet,
      createDateTime: o.createdAt.toISOString(),
      merchantOrderReference: o.merchantOrderReference,
      _embedded: {
        payment: [
          {
            _id: `urn:payment:${o.paymentRef}`,
            _links: links,
            reference: o.paymentRef,
            state: o.state,
            amount: o.amount,
            orderReference: o.reference,
            outletId: options.outlet,
            ...(captures.length ? { _embedded: { "cnp:capture": captures } } : {}),
          },
        ],
      },
    };
  }

  /** The checks every payment API call passes: a live bearer token, the outlet, and (with a body) the media type. */
  function refused(request: FastifyRequest<{ Params: { outlet: string } }>, reply: FastifyReply, withBody: boolean) {
    const auth = request.headers.authorization;
    if (!(auth?.startsWith("Bearer ") && tokens.has(auth.slice(7)))) return reply.code(401).send({ message: "Unauthorized" });
    if (request.params.outlet !== options.outlet) return reply.code(404).send({ message: "Outlet not found" });
    if (withBody && request.headers["content-type"] !== PAYMENT_TYPE) return reply.code(415).send({ message: "Unsupported media type" });
    return undefined;
  }

  function paymentOf(params: { ref: string; payment: string }) {
    const o = orders.get(params.ref);
    return o && o.paymentRef === params.payment ? o : undefined;
  }

  app.post("/identity/auth/access-token", async (request, reply) => {
    if (request.headers.authorization !== `Basic ${options.apiKey}`) return reply.code(401).send({ message: "Unauthorized" });
    const token = randomUUID();
    tokens.add(token);
    return { access_token: token, expires_in: 300 };
  });

  app.post<{
    Params: { outlet: string };
    Body: { action?: string; amount?: { currencyCode?: string; value?: unknown }; emailAddress?: unknown; language?: unknown; merchantOrderReference?: unknown; billingAddress?: { firstName?: unknown; lastName?: unknown }; merchantAttributes?: { redirectUrl?: unknown; cancelUrl?: unknown } };
  }>("/transactions/outlets/:outlet/orders", async (request, reply) => {
    const no = refused(request, reply, true);
    if (no) return no;
    const b = request.body ?? {};
    const errors: string[] = [];
    if (b.action !== "PURCHASE") errors.push("action");
    if (b.amount?.currencyCode !== "AED" || !Number.isSafeInteger(b.amount.value) || (b.amount.value as number) <= 0) errors.push("amount");
    if (typeof b.emailAddress !== "string" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(b.emailAddress)) errors.push("emailAddress");
    if (b.language !== undefined && !["en", "ar", "fr"].includes(b.language as string)) errors.push("language");
    if (b.merchantOrderReference !== undefined && (typeof b.merchantOrderReference !== "string" || !/^[A-Za-z0-9-]+$/.test(b.merchantOrderReference))) errors.push("merchantOrderReference");
    if (!absoluteHttpUrl(b.merchantAttributes?.redirectUrl)) errors.push("merchantAttributes.redirectUrl");
    if (b.merchantAttributes?.cancelUrl !== undefined && !absoluteHttpUrl(b.merchantAttributes.cancelUrl)) errors.push("merchantAttributes.cancelUrl");
    if (errors.length) return reply.code(400).send({ message: "Bad order", errors: errors.map((e) => ({ location: e })) });
    const reference = randomUUID();
    const billing = b.billingAddress && { firstName: b.billingAddress.firstName as string | undefined, lastName: b.billingAddress.lastName as string | undefined };
    const order: FakeOrder = {
      reference,
      paymentRef: randomUUID(),
      captureRef: randomUUID(),
      amount: { currencyCode: "AED", value: b.amount!.value as number },
      merchantOrderReference: (b.merchantOrderReference as string | undefined) ?? "",
      emailAddress: b.emailAddress as string,
      billingAddress: billing,
      language: b.language as string | undefined,
      redirectUrl: b.merchantAttributes!.redirectUrl as string,
      cancelUrl: b.merchantAttributes?.cancelUrl as string | undefined,
      state: "STARTED",
      settled: false,
      refundLinkOn: "capture",
      createdAt: new Date(),
    };
    orders.set(reference, order);
    return reply.code(201).send(view(order));
  });

  app.get<{ Params: { outlet: string; ref: string } }>("/transactions/outlets/:outlet/orders/:ref", async (request, reply) => {
    const no = refused(request, reply, false);
    if (no) return no;
    const order = orders.get(request.params.ref);
    if (!order) return reply.code(404).send({ message: "Not found" });
    return view(order);
  });

  // Reversal of a purchase not yet settled: PUT, no body; the payment becomes REVERSED (no money moves).
  app.put<{ Params: { outlet: string; ref: string; payment: string } }>("/transactions/outlets/:outlet/orders/:ref/payments/:payment/cancel", async (request, reply) => {
    const no = refused(request, reply, false);
    if (no) return no;
    const order = paymentOf(request.params);
    if (!order) return reply.code(404).send({ message: "Not found" });
    if (order.state !== "PURCHASED" || order.settled) return reply.code(409).send({ message: "Payment cannot be reversed" });
    order.state = "REVERSED";
    return view(order)._embedded.payment[0];
  });

  // A refund after settlement, through the payment's or the capture's `cnp:refund`, for the whole amount.
  const refund = async (request: FastifyRequest<{ Params: { outlet: string; ref: string; payment: string; capture?: string }; Body: { amount?: { currencyCode?: string; value?: unknown } } }>, reply: FastifyReply) => {
    const no = refused(request, reply, true);
    if (no) return no;
    const order = paymentOf(request.params);
    const via = request.params.capture ? "capture" : "payment";
    if (!order || (request.params.capture && request.params.capture !== order.captureRef)) return reply.code(404).send({ message: "Not found" });
    if (order.state !== "PURCHASED" || !order.settled || order.refundLinkOn !== via) return reply.code(409).send({ message: "Not refundable" });
    if (request.body?.amount?.currencyCode !== "AED" || request.body.amount.value !== order.amount.value) return reply.code(400).send({ message: "Partial refunds are not used here" });
    order.state = "REFUNDED";
    return view(order)._embedded.payment[0];
  };
  app.post("/transactions/outlets/:outlet/orders/:ref/payments/:payment/refund", refund);
  app.post("/transactions/outlets/:outlet/orders/:ref/payments/:payment/captures/:capture/refund", refund);

  base = await app.listen({ port: 0, host: "127.0.0.1" });

  const orderOf = (reference: string) => {
    const order = orders.get(reference);
    if (!order) throw new Error(`fake N-Genius has no order ${reference}`);
    return order;
  };

  return {
    url: base,
    calls,
    order: (reference: string) => orders.get(reference),
    /** The buyer on the hosted page: the payment ends in this state; where the gateway sends the buyer (`ref` added). */
    hostedPage(reference: string, state: "PURCHASED" | "FAILED" | "AWAIT_3DS") {
      const order = orderOf(reference);
      order.state = state;
      const back = new URL(order.redirectUrl);
      back.searchParams.set("ref", reference);
      return back.toString();
    },
    /** The overnight settlement: the purchase is no longer reversible; its refund link is on the capture (or the payment). */
    settleOvernight(reference: string, refundLinkOn: "capture" | "payment" = "capture") {
      const order = orderOf(reference);
      order.settled = true;
      order.refundLinkOn = refundLinkOn;
    },
    /** The order was created this long ago. */
    age(reference: string, ms: number) {
      orderOf(reference).createdAt = new Date(Date.now() - ms);
    },
    /** Every access token given so far lapses. */
    expireTokens: () => tokens.clear(),
    /**
     * The webhook N-Genius posts about an order: JSON with the portal's header, or encrypted with the portal's
     * secret (`text/plain`, and then no header: the body is what proves it).
     */
    webhook(reference: string, eventName: string, delivery: { headerKey?: string; headerValue?: string; encryptWith?: string; eventId?: string } = {}): { body: string; headers: Record<string, string> } {
      const json = JSON.stringify({ eventId: delivery.eventId ?? randomUUID(), eventName, order: view(orderOf(reference)), outletId: options.outlet });
      if (delivery.encryptWith !== undefined) {
        const iv = randomBytes(16);
        const cipher = createCipheriv("aes-256-cbc", Buffer.from(delivery.encryptWith, "ascii"), iv);
        const body = Buffer.concat([iv, cipher.update(json, "utf8"), cipher.final()]).toString("base64");
        return { body, headers: { "content-type": "text/plain" } };
      }
      return { body: json, headers: { "content-type": "application/json", ...(delivery.headerKey ? { [delivery.headerKey]: delivery.headerValue ?? "" } : {}) } };
    },
    close: () => app.close(),
  };
}

export type FakeNGenius = Awaited<ReturnType<typeof startFakeNGenius>>;

import type { GatewayStatus, PaymentProvider } from "./payment-provider.ts";
import { type NGeniusWebhookSecret, readNGeniusWebhook } from "./ngenius-webhook.ts";

export interface NGeniusOptions {
  /** The service account's API key (Basic credentials for the identity endpoint). */
  apiKey: string;
  outlet: string;
  /** https://api-gateway.sandbox.ngenius-payments.com, or the live gateway; a local server in the tests. */
  baseUrl: string;
  /** The webhook's header key and value set in the portal; without them webhooks are believed unchecked (hints only). */
  webhook?: NGeniusWebhookSecret | undefined;
  /** Tests inject a fetch bound to their fake server; production uses the global one. */
  fetch?: typeof fetch;
}

type Link = { href: string } | undefined;

interface NGeniusPayment {
  state?: string;
  _links?: Record<string, Link>;
  _embedded?: { "cnp:capture"?: { _links?: Record<string, Link> }[] };
}

interface NGeniusOrder {
  reference: string;
  createDateTime?: string;
  _links?: { payment?: Link };
  _embedded?: { payment?: NGeniusPayment[] };
}

/**
 * A payment still waiting for the buyer this long after its order was made is abandoned, as Network
 * International's own plugins treat it (their hourly cron, `isPaymentAbandoned`): reconciliation stops asking.
 */
export const NGENIUS_ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** States in which the buyer has not finished on the hosted page (the official library's "abandoned" states). */
const WAITING_FOR_BUYER = new Set(["STARTED", "AWAIT_3DS", "PENDING"]);

/** N-Genius payment states, as its order API reports them, in the checkout's words. */
function statusOf(order: NGeniusOrder, now: number): GatewayStatus {
  const state = order._embedded?.payment?.[0]?.state;
  switch (state) {
    case "PURCHASED":
    case "CAPTURED":
      return "captured";
    case "FAILED":
    case "DECLINED":
      return "declined";
    case "REVERSED":
      return "cancelled";
    case "PARTIALLY_REFUNDED":
    case "REFUNDED":
      return "refunded";
    default: {
      // STARTED, AWAIT_3DS: open while the buyer may still be on the hosted page; AUTHORISED (a purchase between
      // authorisation and capture) always open, money is held.
      const created = Date.parse(order.createDateTime ?? "");
      return state && WAITING_FOR_BUYER.has(state) && now - created > NGENIUS_ABANDONED_AFTER_MS ? "expired" : "pending";
    }
  }
}

/**
 * Where the money of a paid payment goes back, in the official library's order (`RefundProcessor::extractUrl`):
 * before the overnight settlement a purchase is reversed through `cnp:cancel` (documented as PUT without a body;
 * the payment becomes REVERSED); after it, refunded through the payment's `cnp:refund`, else its capture's.
 */
function moneyBack(payment: NGeniusPayment): { method: "PUT" | "POST"; href: string } | undefined {
  const links = payment._links ?? {};
  const capture = payment._embedded?.["cnp:capture"]?.[0]?._links ?? {};
  if (payment.state === "PURCHASED" || payment.state === "PARTIALLY_REFUNDED") {
    if (links["cnp:cancel"]) return { method: "PUT", href: links["cnp:cancel"].href };
    const refund = links["cnp:refund"] ?? capture["cnp:refund"];
    return refund && { method: "POST", href: refund.href };
  }
  if (payment.state === "CAPTURED") {
    // The refund documentation also gives the capture's own address followed by /refund.
    const href = capture["cnp:refund"]?.href ?? (capture.self && `${capture.self.href}/refund`);
    return href ? { method: "POST", href } : undefined;
  }
  return capture["cnp:refund"] && { method: "POST", href: capture["cnp:refund"].href };
}

/**
 * N-Genius Online (Network International) through its hosted payment page and order API, as its documentation
 * and official plugins describe it (docs/decisions/0039): an access token from the identity endpoint (fetched
 * again once when the gateway answers 401), a PURCHASE order per attempt with the buyer's e-mail and absolute
 * return addresses, the order read back for its payment's state, and the money given back through the link the
 * payment offers. Webhooks are checked against the portal's header (or decrypted), then only say which order
 * to ask about: the order API is the truth.
 */
export function createNGeniusProvider(options: NGeniusOptions): PaymentProvider {
  const http = options.fetch ?? fetch;
  const origin = new URL(options.baseUrl).origin;
  let token: Promise<{ value: string; until: number }> | undefined;

  /** A new token, shared by every call waiting for one. */
  function renewToken(): Promise<{ value: string; until: number }> {
    const request = (async () => {
      const res = await http(`${options.baseUrl}/identity/auth/access-token`, {
        method: "POST",
        headers: { authorization: `Basic ${options.apiKey}`, "content-type": "application/vnd.ni-identity.v1+json", accept: "application/vnd.ni-identity.v1+json" },
      });
      if (!res.ok) throw new Error(`N-Genius access token: HTTP ${res.status}`);
      const body = (await res.json()) as { access_token: string; expires_in?: number };
      // Renewed a minute early: a token that lapses mid-request fails the buyer's payment.
      return { value: body.access_token, until: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 };
    })();
    token = request;
    request.catch(() => {
      if (token === request) token = undefined;
    });
    return request;
  }

  async function accessToken(): Promise<string> {
    const current = await token?.catch(() => undefined);
    return current && current.until > Date.now() ? current.value : (await renewToken()).value;
  }

  async function call<T>(method: "GET" | "POST" | "PUT", url: string, body?: object): Promise<T> {
    const target = url.startsWith("http") ? url : `${options.baseUrl}${url}`;
    // Links come from the gateway's answers; the bearer token goes to the gateway only.
    if (new URL(target).origin !== origin) throw new Error(`N-Genius link outside the gateway: ${target}`);
    const send = async (bearer: string) =>
      http(target, {
        method,
        headers: { authorization: `Bearer ${bearer}`, accept: "application/vnd.ni-payment.v2+json", "content-type": "application/vnd.ni-payment.v2+json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const used = await accessToken();
    let res = await send(used);
    if (res.status === 401) {
      // The token lapsed or was revoked before its time: one fresh token (unless another call already got one), once.
      const current = await token?.catch(() => undefined);
      res = await send(current && current.value !== used && current.until > Date.now() ? current.value : (await renewToken()).value);
    }
    if (!res.ok) throw new Error(`N-Genius ${method} ${url}: HTTP ${res.status}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const orderUrl = (ref: string) => `/transactions/outlets/${encodeURIComponent(options.outlet)}/orders/${encodeURIComponent(ref)}`;

  return {
    id: "ngenius",

    async createSession({ reference, amountFils, lang, returnUrl, cancelUrl, buyer }) {
      // The hosted page sends the buyer's browser to these: a path alone would be resolved against the gateway.
      if (!/^https?:\/\//.test(returnUrl) || !/^https?:\/\//.test(cancelUrl)) throw new Error("N-Genius needs absolute return addresses");
      const order = await call<NGeniusOrder>("POST", `/transactions/outlets/${encodeURIComponent(options.outlet)}/orders`, {
        action: "PURCHASE",
        // AED's minor unit is the fils: the amount crosses as it is stored.
        amount: { currencyCode: "AED", value: Number(amountFils) },
        emailAddress: buyer.email,
        ...(buyer.firstName && buyer.lastName ? { billingAddress: { firstName: buyer.firstName, lastName: buyer.lastName } } : {}),
        language: lang,
        merchantOrderReference: reference,
        merchantAttributes: { redirectUrl: returnUrl, cancelUrl, skipConfirmationPage: true },
      });
      const href = order._links?.payment?.href;
      if (!href) throw new Error("N-Genius order without a payment page");
      return { providerRef: order.reference, redirectUrl: href };
    },

    async readStatus(providerRef) {
      return statusOf(await call<NGeniusOrder>("GET", orderUrl(providerRef)), Date.now());
    },

    async refund(providerRef, amountFils) {
      const order = await call<NGeniusOrder>("GET", orderUrl(providerRef));
      const payment = order._embedded?.payment?.[0];
      // Already given back (a retried job, or staff in the portal): nothing more to do.
      if (payment?.state === "REVERSED" || payment?.state === "REFUNDED") return;
      const back = payment && moneyBack(payment);
      if (!back) throw new Error(`N-Genius order ${providerRef} offers no reversal or refund (payment ${payment?.state ?? "missing"})`);
      if (back.method === "PUT") await call("PUT", back.href);
      else await call("POST", back.href, { amount: { currencyCode: "AED", value: Number(amountFils) } });
    },

    parseCallback: (rawBody, headers) => readNGeniusWebhook(rawBody, headers, options.webhook),
  };
}

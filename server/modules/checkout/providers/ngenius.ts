import type { GatewayStatus, PaymentProvider } from "./payment-provider.ts";

export interface NGeniusOptions {
  /** The service account's API key (Basic credentials for the identity endpoint). */
  apiKey: string;
  outlet: string;
  /** https://api-gateway.sandbox.ngenius-payments.com, or the live gateway; a local server in the tests. */
  baseUrl: string;
  /** Tests inject a fetch bound to their fake server; production uses the global one. */
  fetch?: typeof fetch;
}

interface NGeniusOrder {
  _id: string;
  reference: string;
  _links?: { payment?: { href: string } };
  _embedded?: { payment?: { state?: string; _links?: Record<string, { href: string } | undefined> }[] };
}

/** N-Genius payment states, as its order API reports them, in the checkout's words. */
function statusOf(state: string | undefined): GatewayStatus {
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
    default:
      // STARTED, AWAIT_3DS, AUTHORISED (a purchase not yet captured): still open.
      return "pending";
  }
}

/**
 * N-Genius Online (Network International) through its hosted payment page and order API: an access token from
 * the identity endpoint, a PURCHASE order per attempt (the buyer pays on `_links.payment.href`), the order read
 * back for its payment's state, and a refund through the link the payment offers. Its webhooks are neither
 * signed nor retried, so `parseCallback` only says which order to ask about; the order API is the truth.
 */
export function createNGeniusProvider(options: NGeniusOptions): PaymentProvider {
  const http = options.fetch ?? fetch;
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await http(`${options.baseUrl}/identity/auth/access-token`, {
      method: "POST",
      headers: { authorization: `Basic ${options.apiKey}`, "content-type": "application/vnd.ni-identity.v1+json", accept: "application/vnd.ni-identity.v1+json" },
    });
    if (!res.ok) throw new Error(`N-Genius access token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    // Renewed a minute early: a token that lapses mid-request fails the buyer's payment.
    token = { value: body.access_token, until: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: "GET" | "POST", url: string, body?: object): Promise<T> {
    const res = await http(url.startsWith("http") ? url : `${options.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, accept: "application/vnd.ni-payment.v2+json", ...(body ? { "content-type": "application/vnd.ni-payment.v2+json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`N-Genius ${method} ${url}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  const orderUrl = (ref: string) => `/transactions/outlets/${encodeURIComponent(options.outlet)}/orders/${encodeURIComponent(ref)}`;

  return {
    id: "ngenius",

    async createSession({ reference, amountFils, lang, returnUrl, cancelUrl }) {
      const order = await call<NGeniusOrder>("POST", `/transactions/outlets/${encodeURIComponent(options.outlet)}/orders`, {
        action: "PURCHASE",
        // AED's minor unit is the fils: the amount crosses as it is stored.
        amount: { currencyCode: "AED", value: Number(amountFils) },
        language: lang,
        merchantOrderReference: reference,
        merchantAttributes: { redirectUrl: returnUrl, cancelUrl, skipConfirmationPage: true },
      });
      const href = order._links?.payment?.href;
      if (!href) throw new Error("N-Genius order without a payment page");
      return { providerRef: order.reference, redirectUrl: href };
    },

    async readStatus(providerRef) {
      const order = await call<NGeniusOrder>("GET", orderUrl(providerRef));
      return statusOf(order._embedded?.payment?.[0]?.state);
    },

    async refund(providerRef, amountFils) {
      const order = await call<NGeniusOrder>("GET", orderUrl(providerRef));
      const links = order._embedded?.payment?.[0]?._links ?? {};
      const refund = links["cnp:refund"]?.href;
      if (!refund) {
        if (statusOf(order._embedded?.payment?.[0]?.state) === "refunded") return;
        throw new Error(`N-Genius order ${providerRef} offers no refund`);
      }
      await call("POST", refund, { amount: { currencyCode: "AED", value: Number(amountFils) } });
    },

    parseCallback(rawBody) {
      try {
        const body = JSON.parse(rawBody.toString("utf8")) as { eventId?: unknown; order?: { reference?: unknown } };
        if (typeof body.eventId !== "string" || typeof body.order?.reference !== "string") return null;
        return { providerRef: body.order.reference, eventId: body.eventId };
      } catch {
        return null;
      }
    },
  };
}

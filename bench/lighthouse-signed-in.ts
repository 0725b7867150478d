import sharp from "sharp";
import type { LighthouseTarget } from "./lighthouse.ts";

/** The bench server's first super admin (verified, so they may buy): set by bench/lighthouse.ts's server. */
export const BENCH_BUYER = { email: "bench-buyer@shop.test", password: "Bench-Buyer-2026!" };

/**
 * The pages only a signed-in person gets, for Lighthouse: Sell with us, a number's buy page, the profile, the owner's ads, making an offer, and the checkout's pages as a buyer sees them (the session travels as a cookie in
 * Lighthouse's `extraHeaders`): the verification step (reopened), the payment step, Congrats and the failure
 * page, in both languages. The sandbox's page stands for the
 * gateway's own hosted page (N-Genius in production), not a page of the shop, and is left out.
 * Each language buys its own plates through the site's API, as the apps do.
 */
export async function signedInTargets(baseUrl: string): Promise<LighthouseTarget[]> {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(BENCH_BUYER) });
  if (!login.ok) throw new Error(`the bench buyer cannot sign in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const cookie = `session=${token}`;
  const api = async <T>(method: string, path: string, body?: object | Buffer, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { cookie, ...(body && !Buffer.isBuffer(body) ? { "content-type": "application/json" } : {}), ...headers },
      ...(body ? { body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const plates = (await api<{ data: { id: number; sold: boolean; reserved: boolean }[] }>("GET", "/api/plates?sort=newest")).data.filter((p) => !p.sold && !p.reserved);
  let next = 0;
  const start = async () => (await api<{ data: { id: number } }>("POST", "/api/checkout", { kind: "plate", id: plates[next++]!.id })).data.id;
  /** The sandbox's page of a new payment of the order, and what the buyer decides there (its form, as a browser posts it). */
  const pay = async (orderId: number) => (await api<{ payment_url: string }>("POST", `/api/orders/${orderId}/pay`, {})).payment_url;
  const decide = async (paymentUrl: string, decision: "approve" | "decline") => {
    const response = await fetch(baseUrl + paymentUrl, { method: "POST", redirect: "manual", headers: { cookie, origin: baseUrl, "content-type": "application/x-www-form-urlencoded" }, body: `decision=${decision}` });
    if (response.status !== 302) throw new Error(`the sandbox did not take "${decision}": ${response.status}`);
  };
  const documentKey = async () => {
    const png = await sharp({ create: { width: 400, height: 250, channels: 3, background: "#0f766e" } }).png().toBuffer();
    return (await api<{ key: string }>("POST", "/api/uploads/images", png, { "content-type": "image/png", "x-file-name": "document.png" })).key;
  };

  // The verification is the buyer's, kept for every order, and payment needs it (decision 0038): sent once,
  // before any payment; the verification step is then the form as the buyer reopens it to change something.
  await api("POST", `/api/orders/${await start()}/verification`, { first_name: "Sara", last_name: "Ahmed", traffic_file_number: "12345678", emirates_id_key: await documentKey(), driving_licence_key: await documentKey() });
  // A plate open to offers, as staff open one from its admin page (the bench buyer is the super admin): the offer
  // page then shows its form, as a buyer sees it.
  const offered = plates[next++]!.id;
  const terms = await fetch(`${baseUrl}/en/admin/plates/${offered}`, { method: "POST", redirect: "manual", headers: { cookie, origin: baseUrl, "content-type": "application/x-www-form-urlencoded" }, body: "intent=offers&accepting=on&floor=100" });
  if (terms.status >= 400) throw new Error(`the plate could not be opened to offers: ${terms.status}`);
  // A number's buy page shows only to a signed-in visitor (a visitor is sent to sign in).
  const number = (await api<{ data: { id: number }[] }>("GET", "/api/numbers")).data[0]!.id;
  const targets: LighthouseTarget[] = [];
  for (const lang of ["ar", "en"] as const) {
    const prefix = lang === "ar" ? "" : "/en";
    const headers = { Cookie: cookie };
    // One paid order and one still open after a declined payment (a buyer has few checkouts open at once).
    const paidOrder = await start();
    await decide(await pay(paidOrder), "approve");
    const openOrder = await start();
    await decide(await pay(openOrder), "decline");
    targets.push(
      { name: `sell with us (${lang})`, url: `${baseUrl}${prefix}/sell_with_us`, headers },
      { name: `buy a number (${lang})`, url: `${baseUrl}${prefix}/buy/numbers/${number}`, headers },
      { name: `profile (${lang})`, url: `${baseUrl}${prefix}/profile`, headers },
      { name: `my ads (${lang})`, url: `${baseUrl}${prefix}/ads`, headers },
      { name: `make an offer (${lang})`, url: `${baseUrl}${prefix}/offers/plate/${offered}`, headers },
      { name: `checkout: verification (${lang})`, url: `${baseUrl}${prefix}/checkout/${openOrder}?step=verification`, headers },
      { name: `checkout: payment (${lang})`, url: `${baseUrl}${prefix}/checkout/${openOrder}`, headers },
      { name: `congrats (${lang})`, url: `${baseUrl}${prefix}/payment_success?order=${paidOrder}`, headers },
      { name: `payment failure (${lang})`, url: `${baseUrl}${prefix}/payment_failure?order=${openOrder}`, headers },
    );
  }
  return targets;
}

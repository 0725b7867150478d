import { freshOffer, freshPlate, shown } from "../fixtures.ts";
import type { DeclaredProbes, FormProbe } from "./types.ts";

/**
 * The offers inbox (decision 0064): a new buyer's pending offer on a plate open to offers, fresh for each
 * answer (accept, counter, decline); and the item's offer settings on a plate's page (its own update permission).
 */
export function offerProbes(): DeclaredProbes {
  const answer = (intent: string, done: string, form: Record<string, string> = {}): FormProbe => ({
    route: "admin_offer",
    name: `${intent} an offer`,
    request: async () => ({ path: `/admin/offers/${await freshOffer()}`, form: { intent, ...form } }),
    success: new RegExp(`/admin/offers/\\d+\\?done=${done}$`),
  });
  return {
    record: shown.offer,
    list: [
      { route: "admin_offers", path: () => "/admin/offers?state=pending&sort=amount" },
    ],
    update: [
      answer("accept", "offerAccepted"),
      answer("counter", "offerCountered", { amount: "2000" }),
      answer("decline", "offerDeclined"),
      {
        route: "admin_plate",
        name: "open a plate to offers",
        permission: "update:plate",
        request: async () => ({ path: `/admin/plates/${await freshPlate()}`, form: { intent: "offers", accepting: "on", floor: "1500" } }),
        success: /\/admin\/plates\/\d+\?done=offerTermsSaved$/,
      },
    ],
  };
}

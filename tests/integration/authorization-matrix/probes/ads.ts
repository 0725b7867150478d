import { freshAd, shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Owners' ads: the list filtered, an ad; approve, reject, ask for more. */
export const adProbes: DeclaredProbes = {
  record: shown.ad,
  list: [
    { route: "admin_ads", path: () => "/admin/ads?state=pending&kind=plate&sort=price" },
  ],
  update: [
    {
      route: "admin_ad",
      name: "approve an ad",
      request: async () => ({ path: `/admin/ads/${await freshAd()}`, form: { intent: "approve" } }),
      success: /\/admin\/ads\?done=adApproved$/,
    },
    {
      route: "admin_ad",
      name: "reject an ad",
      request: async () => ({ path: `/admin/ads/${await freshAd()}`, form: { intent: "reject", note: "The card is not readable." } }),
      success: /\/admin\/ads\?done=adRejected$/,
    },
    {
      route: "admin_ad",
      name: "ask the owner for more",
      request: async () => ({ path: `/admin/ads/${await freshAd()}`, form: { intent: "ask", note: "Please send the back of the card." } }),
      success: /\/admin\/ads\?done=adAsked$/,
    },
  ],
};

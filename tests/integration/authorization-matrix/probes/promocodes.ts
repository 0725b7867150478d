import { counter } from "../context.ts";
import { freshPromo, shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Promo codes: a code; create, edit, expire, delete an unused one. */
export const promocodeProbes: DeclaredProbes = {
  record: shown.promo,
  create: [
    {
      route: "admin_promocodes",
      name: "create a promo code",
      request: async () => ({ path: "/admin/promocodes", form: { code: `MATRIX${++counter.n}`, percent: "10", expires_at: "2030-01-01T12:00", max_uses: "" } }),
      success: /\/admin\/promocodes\?done=promoCreated$/,
    },
  ],
  update: [
    {
      route: "admin_promocode",
      name: "edit a promo code",
      request: async () => ({ path: `/admin/promocodes/${await freshPromo()}`, form: { intent: "save", code: `EDITED${++counter.n}`, percent: "15", expires_at: "2030-06-01T09:30", max_uses: "5" } }),
      success: /\/admin\/promocodes\?done=promoSaved$/,
    },
    {
      route: "admin_promocode",
      name: "expire a promo code",
      request: async () => ({ path: `/admin/promocodes/${await freshPromo()}`, form: { intent: "expire" } }),
      success: /\/admin\/promocodes\?done=promoExpired$/,
    },
  ],
  delete: [
    {
      route: "admin_promocode",
      name: "delete an unused promo code",
      request: async () => ({ path: `/admin/promocodes/${await freshPromo()}`, form: { intent: "delete" } }),
      success: /\/admin\/promocodes\?done=promoDeleted$/,
    },
  ],
};

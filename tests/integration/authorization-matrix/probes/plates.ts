import { counter } from "../context.ts";
import { freshPlate, shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Plates: the list with filters and a pattern, a plate; add, change the price, delete. */
export const plateProbes: DeclaredProbes = {
  record: shown.plate,
  list: [
    { route: "admin_plates", path: () => "/admin/plates?emirate=FU&active=no&sort=price&q=Z&mode=starts&pattern=6" },
  ],
  create: [
    {
      route: "admin_plates",
      name: "add a plate",
      request: async () => ({ path: "/admin/plates", form: { emirate: "FU", code: "X", plate_type: "private", number: String(70_000 + ++counter.n), price: "12500", active: "" } }),
      success: /\/admin\/plates\?done=itemCreated$/,
    },
  ],
  update: [
    {
      route: "admin_plate",
      name: "change a plate's price",
      request: async () => ({ path: `/admin/plates/${await freshPlate()}`, form: { intent: "save", price: "4,750.50", active: "" } }),
      success: /\/admin\/plates\?done=itemEdited$/,
    },
  ],
  delete: [
    {
      route: "admin_plate",
      name: "delete a plate",
      request: async () => ({ path: `/admin/plates/${await freshPlate()}`, form: { intent: "delete" } }),
      success: /\/admin\/plates\?done=itemDeleted$/,
    },
  ],
};

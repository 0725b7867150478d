import { counter, t } from "../context.ts";
import { freshNumber, shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** The du and Etisalat Numbers sections: one family, the same probes with the operator's path. */
export function numberProbes(operator: "du" | "etisalat"): DeclaredProbes {
  const section = `${operator}_numbers`;
  return {
    record: shown[operator],
    list: [
      { route: `admin_${section}`, path: () => `/admin/${section}?active=no&sort=price&mode=contains&pattern=7` },
    ],
    create: [
      {
        route: `admin_${section}`,
        name: `add a ${operator} number`,
        request: async () => {
          const [pkg] = await t.services.packages.list();
          return { path: `/admin/${section}`, form: { number: `05${operator === "du" ? 8 : 4}${String(7_000_000 + ++counter.n)}`, package: String(pkg!.id), price: "3000", active: "" } };
        },
        success: new RegExp(`/admin/${section}\\?done=itemCreated$`),
      },
    ],
    update: [
      {
        route: `admin_${operator}_number`,
        name: `change a ${operator} number's price`,
        request: async () => {
          const [pkg] = await t.services.packages.list();
          return { path: `/admin/${section}/${await freshNumber(operator)}`, form: { intent: "save", package: String(pkg!.id), price: "4,750.50", active: "" } };
        },
        success: new RegExp(`/admin/${section}\\?done=itemEdited$`),
      },
      {
        route: `admin_${section}`,
        name: `put ${operator} numbers on hot deals`,
        request: async () => ({ path: `/admin/${section}`, form: { intent: "hot_on", ids: String(await freshNumber(operator)) } }),
        success: new RegExp(`/admin/${section}\\?done=itemsHotOn&n=1$`),
      },
    ],
    delete: [
      {
        route: `admin_${operator}_number`,
        name: `delete a ${operator} number`,
        request: async () => ({ path: `/admin/${section}/${await freshNumber(operator)}`, form: { intent: "delete" } }),
        success: new RegExp(`/admin/${section}\\?done=itemDeleted$`),
      },
    ],
  };
}

import { counter } from "../context.ts";
import { freshPackage, shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Packages: a package; create, rename and delete one no number uses. */
export const packageProbes: DeclaredProbes = {
  record: shown.package,
  create: [
    {
      route: "admin_packages",
      name: "create a package",
      request: async () => ({ path: "/admin/packages", form: { name: `Created ${++counter.n}`, name_ar: `منشأة ${counter.n}` } }),
      success: /\/admin\/packages\?done=packageCreated$/,
    },
  ],
  update: [
    {
      route: "admin_package",
      name: "rename a package",
      request: async () => ({ path: `/admin/packages/${await freshPackage()}`, form: { intent: "save", name: `Renamed ${++counter.n}`, name_ar: `معدلة ${counter.n}` } }),
      success: /\/admin\/packages\?done=packageSaved$/,
    },
  ],
  delete: [
    {
      route: "admin_package",
      name: "delete a package",
      request: async () => ({ path: `/admin/packages/${await freshPackage()}`, form: { intent: "delete" } }),
      success: /\/admin\/packages\?done=packageDeleted$/,
    },
  ],
};

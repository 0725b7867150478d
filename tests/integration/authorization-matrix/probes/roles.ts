import { counter, throwaway } from "../context.ts";
import { shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Roles: a role; create, rename, set permissions, delete. */
export const roleProbes: DeclaredProbes = {
  record: shown.role,
  create: [
    {
      route: "admin_roles",
      name: "create a role",
      request: async () => ({ path: "/admin/roles", form: { name: `page role ${++counter.n}` } }),
      success: /\/admin\/roles\/\d+\?done=roleCreated$/,
    },
  ],
  update: [
    {
      route: "admin_role",
      name: "rename",
      request: async () => ({ path: `/admin/roles/${await shown.role()}`, form: { intent: "rename", name: `renamed ${++counter.n}` } }),
      success: /\/admin\/roles\/\d+\?done=roleSaved$/,
    },
    {
      route: "admin_role",
      name: "set permissions",
      // Staff with only manage:role can grant manage:role and nothing else.
      request: async () => ({ path: `/admin/roles/${await throwaway()}`, form: { intent: "permissions", permissions: ["manage:role"] } }),
      success: /\/admin\/roles\/\d+\?done=roleSaved$/,
    },
  ],
  delete: [
    {
      route: "admin_role",
      name: "delete",
      request: async () => ({ path: `/admin/roles/${await throwaway()}`, form: { intent: "delete" } }),
      success: /\/admin\/roles\?done=roleDeleted$/,
    },
  ],
};

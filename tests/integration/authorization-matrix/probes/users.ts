import { createUser, systemStaff } from "#tests/helpers/users.ts";
import { t } from "../context.ts";
import { shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Users: the list searched, a user; their roles, disable and re-enable one by one and on a selection. */
export const userProbes: DeclaredProbes = {
  record: async () => (await shown.user()).id,
  list: [
    { route: "admin_users", path: () => "/admin/users?q=matrix" },
  ],
  update: [
    {
      route: "admin_user",
      name: "save roles",
      permission: "manage:role",
      request: async () => ({ path: `/admin/users/${(await shown.user()).id}`, form: { intent: "roles", role_ids: [] } }),
      success: /\/admin\/users\/[^/?]+\?done=rolesSaved$/,
    },
    {
      route: "admin_user",
      name: "disable",
      request: async () => ({ path: `/admin/users/${(await createUser(t, { verified: true })).id}`, form: { intent: "disable" } }),
      success: /\?done=userDisabled$/,
    },
    {
      route: "admin_user",
      name: "re-enable",
      request: async () => {
        const user = await createUser(t, { verified: true });
        await t.services.accounts.setDisabled(systemStaff, user.id, true);
        return { path: `/admin/users/${user.id}`, form: { intent: "enable" } };
      },
      success: /\?done=userEnabled$/,
    },
    {
      route: "admin_users",
      name: "disable selected",
      request: async () => ({ path: "/admin/users", form: { intent: "disable", ids: [(await createUser(t, { verified: true })).id, (await createUser(t, { verified: true })).id] } }),
      success: /\/admin\/users\?done=usersDisabled&n=2$/,
    },
  ],
};

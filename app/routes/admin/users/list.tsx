import { sectionPath } from "#core/access/admin-sections.ts";
import { roleName } from "#core/access/role-name.ts";
import { USERS_DEFAULT_SORT, userBulkForm, userSearchQuery } from "#core/validation/admin.ts";
import { FormError } from "#app/components/admin/admin-ui.tsx";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { type Intent, openList, plainIntent, refusal, sectionAction } from "#app/lib/admin-section.server.ts";
import { type Column, DataTable, recordColumn, yesNoOptions } from "#app/components/admin/data-table.tsx";
import { refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { ExportableListTop } from "#app/components/admin/export-link.tsx";
import type { Route } from "./+types/list.ts";

const path = sectionPath("users");

/** Users: search by name or e-mail (?q=), filter by state, sort by a column, numbered pages; disable or enable several at once. */
export async function loader(args: Route.LoaderArgs) {
  const { services, may, query, listPage, lang } = await openList(args, "users", userSearchQuery, USERS_DEFAULT_SORT);
  const result = await services.users.list(query);
  return {
    ...listPage(result),
    items: result.items.map((u) => ({ ...u, roles: u.roles.map((r) => ({ id: r.id, name: roleName(lang, r) })) })),
    canUpdate: may.canUpdate,
  };
}

/**
 * Bulk disable or enable. Each user goes through the same service call as the user's own page (audited,
 * sessions ended); those it refuses (your own account, someone holding more than you) are left as they were.
 */
const bulk = (intent: "disable" | "enable"): Intent =>
  plainIntent("update:user", async ({ services, actor, form }) => {
    // A post naming no bulk action is refused, not taken for the first one.
    const parsed = userBulkForm.safeParse({ intent: form.get("intent") ?? "", ids: form.getAll("ids") });
    if (!parsed.success) throw refusal(400, parsed.error.issues.some((i) => i.message === "table.noneSelected") ? "table.noneSelected" : "error.validation");
    let changed = 0;
    for (const id of new Set(parsed.data.ids)) {
      try {
        await services.accounts.setDisabled(actor, id, parsed.data.intent === "disable");
        changed++;
      } catch (error) {
        if (!isHttpError(error) || error.statusCode >= 500) throw error;
      }
    }
    return { done: intent === "disable" ? "usersDisabled" : "usersEnabled", n: changed };
  });

export function action(args: Route.ActionArgs) {
  return sectionAction(args, { path, intents: { disable: bulk("disable"), enable: bulk("enable") } });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.users");

type UserItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const columns: Column<UserItem>[] = [
    recordColumn(path, { id: "name", header: "admin.name", sort: "name" }, (u) => u.name),
    { id: "email", header: "admin.email", sort: "email", cell: (u) => <bdi dir="ltr">{u.email}</bdi> },
    { id: "verified", header: "admin.verified", cell: (u) => (u.verified ? t("admin.yes") : t("admin.no")) },
    { id: "status", header: "admin.status", cell: (u) => (u.disabled ? t("admin.disabled") : t("admin.active")) },
    { id: "roles", header: "admin.roles", cell: (u) => u.roles.map((r) => r.name).join(lang === "ar" ? "، " : ", ") || "—" },
    { id: "registered", header: "admin.registered", sort: "registered", cell: (u) => formatDate(u.createdAt, lang) },
  ];
  return (
    <>
      <ExportableListTop section="users" />
      <FormError error={refusalOf(actionData)} />
      <DataTable list={loaderData} columns={columns} words="users" search filters={[
          { name: "status", label: "admin.status", options: [{ value: "active", label: "admin.active" }, { value: "disabled", label: "admin.disabled" }] },
          { name: "verified", label: "admin.verified", options: yesNoOptions },
        ]}
        {...(loaderData.canUpdate
          ? { selection: { actions: [{ intent: "disable", label: "admin.disableSelected", danger: true }, { intent: "enable", label: "admin.enableSelected" }] } }
          : {})}
      />
    </>
  );
}

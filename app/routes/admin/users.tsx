import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { roleName } from "#core/access/role-name.ts";
import { USERS_DEFAULT_SORT, userBulkForm, userSearchQuery } from "#core/validation/admin.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { AdminHeading, Flash, FormError, withFlash } from "#app/components/admin/admin-ui.tsx";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { invalid } from "#app/lib/admin-section.server.ts";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDate } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/users.ts";

/** Users: search by name or e-mail (?q=), filter by state, sort by a column, numbered pages; disable or enable several at once. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:user");
  const query = userSearchQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: query.error.issues[0]?.message === "table.badSort" ? "table.badSort" : "error.validation" }, 400);
  const result = await services.users.list(query.data);
  const lang = langFromParam(params.lang);
  const sort = sortOf(query.data, USERS_DEFAULT_SORT);
  return {
    query: { q: query.data.q, status: query.data.status, verified: query.data.verified, sort: query.data.sort, dir: query.data.dir },
    sort,
    canUpdate: can(viewer.scope, "update:user"),
    ...result,
    items: result.items.map((u) => ({ ...u, roles: u.roles.map((r) => ({ id: r.id, name: roleName(lang, r) })) })),
  };
}

/**
 * Bulk disable or enable. Each user goes through the same service call as the user's own page (audited,
 * sessions ended); those it refuses (your own account, someone holding more than you) are left as they were.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = staffActor(await session.requirePermission("update:user"), ip);
  const form = await request.formData();
  const parsed = userBulkForm.safeParse({ intent: form.get("intent") ?? "", ids: form.getAll("ids") });
  if (!parsed.success) return invalid(parsed.error.issues.some((i) => i.message === "table.noneSelected") ? "table.noneSelected" : "error.validation");
  let changed = 0;
  for (const id of new Set(parsed.data.ids)) {
    try {
      await services.accounts.setDisabled(actor, id, parsed.data.intent === "disable");
      changed++;
    } catch (error) {
      if (!isHttpError(error) || error.statusCode >= 500) throw error;
    }
  }
  return redirect(withFlash(localePath(langFromParam(params.lang), "/admin/users"), parsed.data.intent === "disable" ? "usersDisabled" : "usersEnabled", changed));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.users");

type UserItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const { query, sort, items, page, pages, total, canUpdate } = loaderData;
  const columns: Column<UserItem>[] = [
    {
      id: "name",
      header: "admin.name",
      rowHeader: true,
      sort: "name",
      cell: (u) => (
        <Link to={href(`/admin/users/${encodeURIComponent(u.id)}`)} className="text-brand-700 underline underline-offset-2">
          {u.name}
        </Link>
      ),
    },
    { id: "email", header: "admin.email", sort: "email", cell: (u) => <bdi dir="ltr">{u.email}</bdi> },
    { id: "verified", header: "admin.verified", cell: (u) => (u.verified ? t("admin.yes") : t("admin.no")) },
    { id: "status", header: "admin.status", cell: (u) => (u.disabled ? t("admin.disabled") : t("admin.active")) },
    { id: "roles", header: "admin.roles", cell: (u) => u.roles.map((r) => r.name).join(lang === "ar" ? "، " : ", ") || "—" },
    { id: "registered", header: "admin.registered", sort: "registered", cell: (u) => formatDate(u.createdAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.users")}</AdminHeading>
      <Flash />
      <FormError error={actionData?.error} />
      <DataTable
        list={{ items, total, page, pages, query, sort }}
        columns={columns}
        empty="admin.noResults"
        path="/admin/users"
        search="admin.searchUsers"
        filters={[
          { name: "status", label: "admin.status", options: [{ value: "active", label: "admin.active" }, { value: "disabled", label: "admin.disabled" }] },
          { name: "verified", label: "admin.verified", options: [{ value: "yes", label: "admin.yes" }, { value: "no", label: "admin.no" }] },
        ]}
        {...(canUpdate
          ? { selection: { actions: [{ intent: "disable", label: "admin.disableSelected", danger: true }, { intent: "enable", label: "admin.enableSelected" }] } }
          : {})}
      />
    </>
  );
}

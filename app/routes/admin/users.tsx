import { Form, Link, data } from "react-router";
import { appContext } from "#app-context";
import { roleName } from "#core/access/role-name.ts";
import { userSearchQuery } from "#core/validation/admin.ts";
import { AdminHeading, buttonClass, inputClass } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDate } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/users.ts";

/** Users: search by name or e-mail (?q=), newest first, numbered pages (?page=). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:user");
  const query = userSearchQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: "error.validation" }, 400);
  const result = await services.users.list(query.data);
  const lang = langFromParam(params.lang);
  return { q: query.data.q ?? "", ...result, items: result.items.map((u) => ({ ...u, roles: u.roles.map((r) => ({ id: r.id, name: roleName(lang, r) })) })) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.users");

type UserItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const { q, items, page, pages, total } = loaderData;
  const columns: Column<UserItem>[] = [
    {
      id: "name",
      header: "admin.name",
      rowHeader: true,
      cell: (u) => (
        <Link to={href(`/admin/users/${encodeURIComponent(u.id)}`)} className="text-brand-700 underline underline-offset-2">
          {u.name}
        </Link>
      ),
    },
    { id: "email", header: "admin.email", cell: (u) => <bdi dir="ltr">{u.email}</bdi> },
    { id: "verified", header: "admin.verified", cell: (u) => (u.verified ? t("admin.yes") : t("admin.no")) },
    { id: "status", header: "admin.status", cell: (u) => (u.disabled ? t("admin.disabled") : t("admin.active")) },
    { id: "roles", header: "admin.roles", cell: (u) => u.roles.map((r) => r.name).join(lang === "ar" ? "، " : ", ") || "—" },
    { id: "registered", header: "admin.registered", cell: (u) => formatDate(u.createdAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.users")}</AdminHeading>
      <Form method="get" action={href("/admin/users")} role="search" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="user-search" className="font-semibold">
            {t("admin.searchUsers")}
          </label>
          <input id="user-search" type="search" name="q" defaultValue={q} maxLength={100} className={`${inputClass} w-72 max-w-full`} />
        </div>
        <button type="submit" className={buttonClass}>
          {t("admin.search")}
        </button>
      </Form>
      <DataTable rows={items} columns={columns} empty="admin.noResults" total={total} page={page} pages={pages} path="/admin/users" query={{ q }} />
    </>
  );
}

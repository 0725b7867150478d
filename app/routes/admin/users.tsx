import { Form, Link, data } from "react-router";
import { appContext } from "#app-context";
import { userSearchQuery } from "#core/validation/admin.ts";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { AdminHeading, buttonClass, inputClass, tableClass, tdClass, thClass } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/users.ts";

/** Users: search by name or e-mail (?q=), newest first, numbered pages (?page=). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  await session.requirePermission("read:user");
  const query = userSearchQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: "error.validation" }, 400);
  const result = await services.users.list(query.data);
  return { q: query.data.q ?? "", ...result };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.users");

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const { q, items, page, pages, total } = loaderData;
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
      {items.length === 0 ? (
        <p className="py-6 text-slate-700">{t("admin.noResults")}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">{t("admin.total", { n: total })}</p>
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>{t("admin.name")}</th>
                  <th scope="col" className={thClass}>{t("admin.email")}</th>
                  <th scope="col" className={thClass}>{t("admin.verified")}</th>
                  <th scope="col" className={thClass}>{t("admin.status")}</th>
                  <th scope="col" className={thClass}>{t("admin.roles")}</th>
                  <th scope="col" className={thClass}>{t("admin.registered")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((u) => (
                  <tr key={u.id}>
                    <th scope="row" className={`${tdClass} text-start font-semibold`}>
                      <Link to={href(`/admin/users/${encodeURIComponent(u.id)}`)} className="text-brand-700 underline underline-offset-2">
                        {u.name}
                      </Link>
                    </th>
                    <td className={tdClass}>
                      <bdi dir="ltr">{u.email}</bdi>
                    </td>
                    <td className={tdClass}>{u.verified ? t("admin.yes") : t("admin.no")}</td>
                    <td className={tdClass}>{u.disabled ? t("admin.disabled") : t("admin.active")}</td>
                    <td className={tdClass}>{u.roles.map((r) => r.name).join(lang === "ar" ? "، " : ", ") || "—"}</td>
                    <td className={tdClass}>{formatDate(u.createdAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pages > 1 && <p className="mt-4 text-sm text-slate-700">{t("pagination.summary", { page, pages })}</p>}
      <AdminPagination page={page} pages={pages} path="/admin/users" query={{ q }} />
    </>
  );
}

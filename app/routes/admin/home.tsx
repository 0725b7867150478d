import { Link } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import { roleName } from "#core/access/role-name.ts";
import { AdminHeading } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/home.ts";
import { requireAdminArea } from "./admin.server.ts";

/**
 * The admin landing page: a welcome, the user's roles and, for staff who may read it, the way to the Dashboard
 * (its own page, first in the navigation: decision 0057).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await requireAdminArea(session);
  const roles = await services.access.rolesOf(user.id);
  return { name: user.name, roles: roles.map((r) => roleName(langFromParam(params.lang), r)), dashboard: can(user.scope, "read:dashboard") ? sectionPath("dashboard") : null };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.home");

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const list = new Intl.ListFormat(lang, { type: "conjunction" });
  return (
    <>
      <AdminHeading>{t("admin.welcome", { name: loaderData.name })}</AdminHeading>
      <p className="text-slate-800">
        {loaderData.roles.length ? t("admin.yourRoles", { roles: list.format(loaderData.roles) }) : t("admin.noRoles")}
      </p>
      {loaderData.dashboard && (
        <p className="mt-4">
          <Link to={href(loaderData.dashboard)} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("dashboard.open")}
          </Link>
        </p>
      )}
    </>
  );
}

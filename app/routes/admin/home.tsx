import { appContext } from "#app-context";
import { roleName } from "#core/access/role-name.ts";
import { AdminHeading } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/home.ts";
import { requireAdminArea } from "./admin.server.ts";

/** The admin landing page: a welcome and the user's roles. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await requireAdminArea(session);
  const roles = await services.access.rolesOf(user.id);
  return { name: user.name, roles: roles.map((r) => roleName(langFromParam(params.lang), r)) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.home");

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const list = new Intl.ListFormat(lang, { type: "conjunction" });
  return (
    <>
      <AdminHeading>{t("admin.welcome", { name: loaderData.name })}</AdminHeading>
      <p className="text-slate-800">
        {loaderData.roles.length ? t("admin.yourRoles", { roles: list.format(loaderData.roles) }) : t("admin.noRoles")}
      </p>
    </>
  );
}

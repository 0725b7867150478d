import { appContext } from "#app-context";
import { roleName } from "#core/access/role-name.ts";
import { splitPermission } from "#core/access/permissions.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { AdminHeading, PlainTable, RecordLink, tdClass } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

/** Every permission of the catalogue with the roles that hold it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:permission");
  const permissions = await services.access.listPermissions();
  const lang = langFromParam(params.lang);
  return {
    permissions: permissions.map((p) => ({ ...p, roles: p.roles.map((r) => ({ id: r.id, name: roleName(lang, r) })), ...splitPermission(p.key) })),
    canReadRoles: viewer.scope.includes("read:role"),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.permissions");

export default function AdminPermissions({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { permissions, canReadRoles } = loaderData;
  return (
    <>
      <AdminHeading>{t("admin.section.permissions")}</AdminHeading>
      <PlainTable heads={["admin.permission", "admin.heldBy"]}>
        {permissions.map((p) => (
          <tr key={p.key}>
            <th scope="row" className={`${tdClass} text-start font-normal`}>
              <span className="font-semibold">
                {t(`admin.entity.${p.entity}` as MessageKey)}: {t(`admin.action.${p.action}` as MessageKey)}
              </span>{" "}
              <code dir="ltr" className="rounded bg-slate-100 px-1 text-xs text-slate-800">
                {p.key}
              </code>
            </th>
            <td className={tdClass}>
              {p.roles.length === 0 ? (
                <span className="text-slate-700">{t("admin.nobody")}</span>
              ) : (
                <ul className="flex flex-wrap gap-x-3 gap-y-1">
                  {p.roles.map((r, i) => (
                    <li key={r.id}>
                      {canReadRoles ? (
                        <RecordLink to={`/admin/roles/${r.id}`}>
                          {r.name}
                        </RecordLink>
                      ) : (
                        r.name
                      )}
                      {i < p.roles.length - 1 && <span aria-hidden="true">{lang === "ar" ? "،" : ","}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}

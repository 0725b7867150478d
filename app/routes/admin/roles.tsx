import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { roleName } from "#core/access/role-name.ts";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { roleNameForm } from "#core/validation/admin.ts";
import { AdminHeading, Flash, buttonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, onePage } from "#app/components/admin/data-table.tsx";
import { KitForm, TextField, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/roles.ts";

/** Roles with how many permissions and users each has; staff with manage:role create new ones here. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:role");
  const roles = await services.access.listRoles();
  return {
    roles: roles.map((r) => ({ id: r.id, name: roleName(langFromParam(params.lang), r), superAdmin: r.systemKey === "super_admin", permissionCount: r.permissions.length, userCount: r.userCount })),
    canManage: can(viewer.scope, "manage:role"),
  };
}

/** Creates a role (no permissions yet) and opens it. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = await session.requirePermission("manage:role");
  const submission = parseForm(await request.formData(), roleNameForm);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let id: number;
  try {
    id = await services.access.createRole(staffActor(actor, ip), submission.value.name, []);
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ result }, { status });
  }
  services.log.info({ event: "auth.role_created", roleId: id, actorId: actor.id }, "role created");
  return redirect(withFlash(localePath(langFromParam(params.lang), `/admin/roles/${id}`), "roleCreated"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.roles");

type RoleRow = Route.ComponentProps["loaderData"]["roles"][number];

export default function AdminRoles({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { roles, canManage } = loaderData;
  const [form, fields] = useSchemaForm(roleNameForm, { id: "new-role", lastResult: actionData?.result });
  const columns: Column<RoleRow>[] = [
    {
      id: "name",
      header: "admin.roleName",
      rowHeader: true,
      cell: (r) => (
        <Link to={href(`/admin/roles/${r.id}`)} className="text-brand-700 underline underline-offset-2">
          {r.name}
        </Link>
      ),
    },
    { id: "permissions", header: "admin.permissionCount", cell: (r) => (r.superAdmin ? t("admin.allPermissions") : <bdi>{r.permissionCount}</bdi>) },
    { id: "users", header: "admin.userCount", cell: (r) => <bdi>{r.userCount}</bdi> },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.roles")}</AdminHeading>
      <Flash />
      <div className="mb-8">
        <DataTable list={onePage(roles)} columns={columns} empty="admin.noResults" path="/admin/roles" />
      </div>

      {canManage && (
        <section aria-labelledby="new-role-heading" className="max-w-xl">
          <h2 id="new-role-heading" className="mb-3 text-xl font-bold text-brand-900">
            {t("admin.newRole")}
          </h2>
          <KitForm form={form} summary={[{ field: fields.name, label: t("admin.roleName") }]}>
            <TextField field={fields.name} label="admin.roleName" />
            <button type="submit" className={buttonClass}>
              {t("admin.createRole")}
            </button>
          </KitForm>
        </section>
      )}
    </>
  );
}

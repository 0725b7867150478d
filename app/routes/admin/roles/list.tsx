import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { roleName } from "#core/access/role-name.ts";
import { can } from "#core/access/permissions.ts";
import { roleNameForm } from "#core/validation/admin.ts";
import { AdminHeading, Flash, NewRecord, AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, onePage, recordColumn } from "#app/components/admin/data-table.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { KitForm, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, sectionAction } from "#app/lib/admin-section.server.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";

const path = sectionPath("roles");

/** Roles with how many permissions and users each has; staff with manage:role create new ones here. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:role");
  const roles = await services.access.listRoles();
  return {
    ...onePage(roles.map((r) => ({ id: r.id, name: roleName(langFromParam(params.lang), r), superAdmin: r.systemKey === "super_admin", permissionCount: r.permissions.length, userCount: r.userCount })), path),
    canManage: can(viewer.scope, "manage:role"),
  };
}

/** Creates a role (no permissions yet) and opens it. */
export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "roles",
    intents: {
      create: formIntent("manage:role", roleNameForm, async ({ services, actor }, v) => {
        const id = await services.access.createRole(actor, v.name, []);
        services.log.info({ event: "auth.role_created", roleId: id, actorId: actor.userId }, "role created");
        return { done: "roleCreated", to: `${path}/${id}` };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.roles");

type RoleRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminRoles({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(roleNameForm, { id: "new-role", lastResult: formResult(actionData) });
  const columns: Column<RoleRow>[] = [
    recordColumn(path, { id: "name", header: "admin.roleName" }, (r) => r.name),
    { id: "permissions", header: "admin.permissionCount", cell: (r) => (r.superAdmin ? t("admin.allPermissions") : <bdi>{r.permissionCount}</bdi>) },
    { id: "users", header: "admin.userCount", cell: (r) => <bdi>{r.userCount}</bdi> },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.roles")}</AdminHeading>
      <Flash />
      <DataTable list={loaderData} columns={columns} words="roles" />
      {loaderData.canManage && (
        <NewRecord id="new-role-heading" title="admin.newRole" className="mt-8 max-w-xl">
          <KitForm form={form} labels={{ name: "admin.roleName" }}>
            <TextField field={fields.name} label="admin.roleName" />
            <AdminSubmitButton label="admin.createRole" />
          </KitForm>
        </NewRecord>
      )}
    </>
  );
}

import { Form } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { roleName } from "#core/access/role-name.ts";
import { type Entity, type Permission, can, permissionCatalog } from "#core/access/permissions.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { roleNameForm, updateRoleSchema } from "#core/validation/admin.ts";
import { FormError, IntentButton, Panel, AdminSubmitButton, buttonClass } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult, refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";
import { formIntent, plainIntent, refusal, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { zodFields } from "#app/routes/admin/admin.server.ts";

const path = sectionPath("roles");

const groups = (Object.entries(permissionCatalog) as [Entity, readonly string[]][]).map(([entity, actions]) => ({
  entity,
  permissions: actions.map((action) => ({ action, key: `${action}:${entity}` as Permission })),
}));

/** One role: rename it, tick its permissions (grouped by entity), delete it; the super admin role is fixed. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:role");
  const role = await sectionRecord(params, "roles", async (id) => (await services.access.listRoles()).find((r) => r.id === id));
  return { role: { ...role, displayName: roleName(langFromParam(params.lang), role), superAdmin: role.systemKey === "super_admin" }, canManage: can(viewer.scope, "manage:role"), scope: viewer.scope };
}

export function action(args: Route.ActionArgs) {
  const here = `${path}/${args.params.roleId}`;
  return sectionAction(args, {
    section: "roles",
    intents: {
      rename: formIntent("manage:role", roleNameForm, async ({ services, actor, id }, v) => {
        await services.access.updateRole(actor, id, { name: v.name });
        services.log.info({ event: "auth.role_changed", roleId: id, actorId: actor.userId }, "role renamed");
        return { done: "roleSaved", to: here };
      }),
      permissions: plainIntent("manage:role", async ({ services, actor, id, form }) => {
        const parsed = updateRoleSchema.safeParse({ permissions: [...new Set(form.getAll("permissions"))] });
        if (!parsed.success) throw refusal(400, "error.validation", zodFields(parsed.error.issues));
        await services.access.updateRole(actor, id, { name: parsed.data.name, permissions: parsed.data.permissions as Permission[] | undefined });
        services.log.info({ event: "auth.role_changed", roleId: id, actorId: actor.userId }, "role changed");
        return { done: "roleSaved", to: here };
      }),
      delete: plainIntent("manage:role", async ({ services, actor, id }) => {
        await services.access.deleteRole(actor, id);
        services.log.info({ event: "auth.role_deleted", roleId: id, actorId: actor.userId }, "role deleted");
        return { done: "roleDeleted" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? { text: loaderData.role.displayName } : "admin.section.roles");

export default function AdminRole({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { role, canManage, scope } = loaderData;
  const errorOf = (intent: string) => (actionData && "intent" in actionData && actionData.intent === intent ? refusalOf(actionData) : undefined);
  const renamed = formResult(actionData);
  const [form, fields] = useSchemaForm(roleNameForm, { id: "rename-role", lastResult: renamed, defaultValue: { name: role.name } });
  const fixed = role.superAdmin || !canManage;
  return (
    <>
      <RecordTop section="roles" back={{ label: "admin.backToRoles" }}>{role.displayName}</RecordTop>
      {role.superAdmin && (
        <p className="mb-6 rounded-md border border-gold-500 bg-amber-50 px-4 py-3 text-slate-900">{t("admin.superAdminFixed")}</p>
      )}

      {canManage && (
        <Panel id="rename-heading" title="admin.rename" className="mb-8 max-w-xl">
          <KitForm form={form} intent="rename" labels={{ name: "admin.roleName" }}>
            <TextField field={fields.name} label="admin.roleName" />
            <AdminSubmitButton label="admin.rename" />
          </KitForm>
        </Panel>
      )}

      <Panel id="permissions-heading" title="admin.permissions">
        {!fixed && <p className="mb-3 text-sm text-slate-700">{t("admin.permissionsHint")}</p>}
        <FormError error={errorOf("permissions")} />
        <Form method="post">
          <input type="hidden" name="intent" value="permissions" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {groups.map((g) => (
              <fieldset key={g.entity} className="rounded-md border border-slate-300 p-3">
                <legend className="px-1 font-semibold">{t(`admin.entity.${g.entity}` as MessageKey)}</legend>
                <ul className="flex flex-col gap-1">
                  {g.permissions.map((p) => {
                    const held = role.permissions.includes(p.key);
                    // Nobody hands out (or takes away) more than they hold: those boxes are locked and kept as they are.
                    const locked = fixed || !scope.includes(p.key);
                    return (
                      <li key={p.key}>
                        <label className="inline-flex items-center gap-2">
                          <input type="checkbox" name="permissions" value={p.key} defaultChecked={held} disabled={locked} className="size-4 accent-brand-700" />
                          <span>{t(`admin.action.${p.action}` as MessageKey)}</span>
                          <code dir="ltr" className="rounded bg-slate-100 px-1 text-xs text-slate-800">
                            {p.key}
                          </code>
                        </label>
                        {locked && held && !fixed && <input type="hidden" name="permissions" value={p.key} />}
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
          </div>
          {!fixed && (
            <button type="submit" className={`${buttonClass} mt-4`}>
              {t("admin.savePermissions")}
            </button>
          )}
        </Form>
      </Panel>

      {canManage && (
        <Panel id="delete-heading" title="admin.deleteRole">
          <FormError error={errorOf("delete")} />
          {role.superAdmin ? (
            <p className="text-slate-700">{t("admin.superAdminNoDelete")}</p>
          ) : (
            <IntentButton intent="delete" label="admin.deleteRole" danger />
          )}
        </Panel>
      )}
    </>
  );
}

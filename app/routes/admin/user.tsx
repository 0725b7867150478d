import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { roleName } from "#core/access/role-name.ts";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { setUserRolesSchema, userIdParams } from "#core/validation/admin.ts";
import { AdminHeading, BackLink, Flash, FormError, buttonClass, dangerButtonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDate } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/user.ts";
import { actionFailure, invalid } from "#app/lib/admin-section.server.ts";

/** One user: details, roles (manage:role) and disabling (update:user, never yourself). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:user");
  const id = userIdParams.safeParse({ id: params.userId });
  const user = id.success ? await services.users.get(id.data.id) : undefined;
  if (!user) throw data({ messageKey: "admin.userNotFound" }, 404);
  const canManageRoles = can(viewer.scope, "manage:role");
  const lang = langFromParam(params.lang);
  const roles = canManageRoles
    ? (await services.access.listRoles()).map((r) => ({ id: r.id, name: roleName(lang, r), changeable: r.permissions.every((p) => viewer.scope.includes(p)) }))
    : [];
  return { user: { ...user, roles: user.roles.map((r) => ({ id: r.id, name: roleName(lang, r) })) }, roles, canManageRoles, canUpdate: can(viewer.scope, "update:user"), isSelf: viewer.id === user.id };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // Each form needs its own permission, checked here whatever the page showed.
  const actor = await session.requirePermission(intent === "roles" ? "manage:role" : intent === "disable" || intent === "enable" ? "update:user" : "read:user");
  const parsedId = userIdParams.safeParse({ id: params.userId });
  if (!parsedId.success || !(await services.users.get(parsedId.data.id))) return invalid("admin.userNotFound", intent, undefined, 404);
  const id = parsedId.data.id;
  const page = localePath(langFromParam(params.lang), `/admin/users/${encodeURIComponent(id)}`);

  if (intent === "roles") {
    const parsed = setUserRolesSchema.safeParse({ role_ids: form.getAll("role_ids") });
    if (!parsed.success) return invalid("error.validation", intent);
    try {
      await services.access.setUserRoles(staffActor(actor, ip), id, [...new Set(parsed.data.role_ids)]);
    } catch (error) {
      return actionFailure(error, intent);
    }
    services.log.info({ event: "auth.roles_changed", userId: id, actorId: actor.id }, "user roles changed");
    return redirect(withFlash(page, "rolesSaved"));
  }

  if (intent === "disable" || intent === "enable") {
    const disabled = intent === "disable";
    try {
      await services.accounts.setDisabled(staffActor(actor, ip), id, disabled);
    } catch (error) {
      return actionFailure(error, intent);
    }
    return redirect(withFlash(page, disabled ? "userDisabled" : "userEnabled"));
  }

  return invalid("error.validation", intent);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? { text: loaderData.user.name } : "admin.section.users");

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { user, roles, canManageRoles, canUpdate, isSelf } = loaderData;
  const held = new Set(user.roles.map((r) => r.id));
  const errorOf = (intent: string) => (actionData?.intent === intent ? actionData.error : undefined);
  return (
    <>
      <BackLink to="/admin/users" label="admin.backToUsers" />
      <AdminHeading>{user.name}</AdminHeading>
      <Flash />
      <section aria-labelledby="account-heading" className="mb-8">
        <h2 id="account-heading" className="mb-3 text-xl font-bold text-brand-900">
          {t("admin.userAccount")}
        </h2>
        <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">{t("admin.email")}</dt>
          <dd>
            <bdi dir="ltr">{user.email}</bdi>
          </dd>
          <dt className="font-semibold">{t("admin.phone")}</dt>
          <dd>{user.phone ? <bdi dir="ltr">{user.phone}</bdi> : t("admin.notSet")}</dd>
          <dt className="font-semibold">{t("admin.verified")}</dt>
          <dd>{user.verified ? t("admin.yes") : t("admin.no")}</dd>
          <dt className="font-semibold">{t("admin.status")}</dt>
          <dd>{user.disabled ? t("admin.disabled") : t("admin.active")}</dd>
          <dt className="font-semibold">{t("admin.registered")}</dt>
          <dd>{formatDate(user.createdAt, lang)}</dd>
          <dt className="font-semibold">{t("admin.roles")}</dt>
          <dd>{user.roles.map((r) => r.name).join(lang === "ar" ? "، " : ", ") || t("admin.noRoles")}</dd>
        </dl>
      </section>

      {canManageRoles && (
        <section aria-labelledby="roles-heading" className="mb-8">
          <h2 id="roles-heading" className="mb-3 text-xl font-bold text-brand-900">
            {t("admin.roles")}
          </h2>
          <FormError error={errorOf("roles")} />
          <Form method="post" className="max-w-2xl">
            <input type="hidden" name="intent" value="roles" />
            <fieldset className="rounded-md border border-slate-300 p-4">
              <legend className="px-1 font-semibold">{t("admin.roles")}</legend>
              <p className="mb-3 text-sm text-slate-700">{t("admin.rolesHint")}</p>
              <ul className="flex flex-col gap-2">
                {roles.map((r) => (
                  <li key={r.id}>
                    <label className="inline-flex items-center gap-2">
                      <input type="checkbox" name="role_ids" value={r.id} defaultChecked={held.has(r.id)} disabled={!r.changeable} className="size-4 accent-brand-700" />
                      {r.name}
                    </label>
                    {/* A role the viewer may not touch is kept as it is: disabled boxes are not submitted. */}
                    {!r.changeable && held.has(r.id) && <input type="hidden" name="role_ids" value={r.id} />}
                  </li>
                ))}
              </ul>
            </fieldset>
            <button type="submit" className={`${buttonClass} mt-4`}>
              {t("admin.saveRoles")}
            </button>
          </Form>
        </section>
      )}

      {canUpdate && (
        <section aria-labelledby="status-heading" className="mb-8">
          <h2 id="status-heading" className="mb-3 text-xl font-bold text-brand-900">
            {t("admin.status")}
          </h2>
          <FormError error={errorOf("disable") ?? errorOf("enable")} />
          {isSelf ? (
            <p className="text-slate-700">{t("admin.youCannotDisable")}</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value={user.disabled ? "enable" : "disable"} />
              <button type="submit" className={user.disabled ? buttonClass : dangerButtonClass}>
                {user.disabled ? t("admin.enable") : t("admin.disable")}
              </button>
            </Form>
          )}
        </section>
      )}
    </>
  );
}

import { Form } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { roleName } from "#core/access/role-name.ts";
import { can } from "#core/access/permissions.ts";
import { setUserRolesSchema, userIdParams } from "#core/validation/admin.ts";
import { FormError, Panel, buttonClass, dangerButtonClass } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { refusalOf } from "#app/components/admin/action-data.ts";
import { formatDate } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { type IntentContext, plainIntent, recordOr404, refusal, sectionAction } from "#app/lib/admin-section.server.ts";
import type { Route } from "./+types/record.ts";

const path = sectionPath("users");
const userId = (raw: string) => userIdParams.safeParse({ id: raw }).data?.id;

/** One user: details, roles (manage:role) and disabling (update:user, never yourself). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:user");
  const user = await recordOr404(params.userId, services.users.get, "admin.userNotFound", userId);
  const canManageRoles = can(viewer.scope, "manage:role");
  const lang = langFromParam(params.lang);
  const roles = canManageRoles
    ? (await services.access.listRoles()).map((r) => ({ id: r.id, name: roleName(lang, r), changeable: r.permissions.every((p) => viewer.scope.includes(p)) }))
    : [];
  return { user: { ...user, roles: user.roles.map((r) => ({ id: r.id, name: roleName(lang, r) })) }, roles, canManageRoles, canUpdate: can(viewer.scope, "update:user"), isSelf: viewer.id === user.id };
}

export function action(args: Route.ActionArgs) {
  // Users' ids are text, so the page's user is read here rather than by the kit (whose ids are numbers).
  const user = async ({ services }: IntentContext) => {
    const id = userId(args.params.userId);
    if (id === undefined || !(await services.users.get(id))) throw refusal(404, "admin.userNotFound");
    return id;
  };
  const to = `${path}/${encodeURIComponent(args.params.userId)}`;
  const status = (disabled: boolean) =>
    plainIntent("update:user", async (ctx) => {
      await ctx.services.accounts.setDisabled(ctx.actor, await user(ctx), disabled);
      return { done: disabled ? "userDisabled" : "userEnabled", to };
    });
  return sectionAction(args, {
    section: "users",
    intents: {
      roles: plainIntent("manage:role", async (ctx) => {
        const id = await user(ctx);
        // Only the roles form sets roles: a post naming no intent must not take every role away.
        if (ctx.form.get("intent") !== "roles") throw refusal(400, "error.validation");
        const parsed = setUserRolesSchema.safeParse({ role_ids: ctx.form.getAll("role_ids") });
        if (!parsed.success) throw refusal(400, "error.validation");
        await ctx.services.access.setUserRoles(ctx.actor, id, [...new Set(parsed.data.role_ids)]);
        ctx.services.log.info({ event: "auth.roles_changed", userId: id, actorId: ctx.actor.userId }, "user roles changed");
        return { done: "rolesSaved", to };
      }),
      disable: status(true),
      enable: status(false),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, loaderData ? { text: loaderData.user.name } : "admin.section.users");

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { user, roles, canManageRoles, canUpdate, isSelf } = loaderData;
  const held = new Set(user.roles.map((r) => r.id));
  const errorOf = (intent: string) => (actionData && "intent" in actionData && actionData.intent === intent ? refusalOf(actionData) : undefined);
  return (
    <>
      <RecordTop section="users" back={{ label: "admin.backToUsers" }}>{user.name}</RecordTop>
      <Panel id="account-heading" title="admin.userAccount">
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
      </Panel>

      {canManageRoles && (
        <Panel id="roles-heading" title="admin.roles">
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
        </Panel>
      )}

      {canUpdate && (
        <Panel id="status-heading" title="admin.status">
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
        </Panel>
      )}
    </>
  );
}

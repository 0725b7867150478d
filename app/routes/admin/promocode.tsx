import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { parseId } from "#core/text/digits.ts";
import { formatUaeDateTime } from "#core/text/uae-time.ts";
import { promoForm } from "#core/validation/checkout.ts";
import { AdminHeading, BackLink, Flash, FormError, buttonClass, dangerButtonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { parseForm } from "#app/components/form-kit/index.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/promocode.ts";
import { actionFailure, invalid } from "./admin.server.ts";
import { PromoForm } from "./promo-form.tsx";

/** One promo code: edit it, expire it now, or delete it while no order has used it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:promocode");
  const id = parseId(params.promoId ?? "");
  const promo = id === undefined ? undefined : await services.promoCodes.get(id);
  if (!promo) throw data({ messageKey: "promo.notFound" }, 404);
  return {
    promo: { id: promo.id, code: promo.code, uses: promo.uses },
    values: { code: promo.code, percent: String(promo.percent), expires_at: formatUaeDateTime(promo.expiresAt), max_uses: promo.maxUses === null ? "" : String(promo.maxUses) },
    canUpdate: can(viewer.scope, "update:promocode"),
    canDelete: can(viewer.scope, "delete:promocode"),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const form = await request.formData();
  const intent = form.get("intent") === "delete" ? "delete" : form.get("intent") === "expire" ? "expire" : "save";
  const actor = staffActor(await session.requirePermission(intent === "delete" ? "delete:promocode" : "update:promocode"), ip);
  const id = parseId(params.promoId ?? "");
  if (id === undefined) return invalid("promo.notFound", intent, undefined, 404);
  const list = localePath(langFromParam(params.lang), "/admin/promocodes");
  if (intent !== "save") {
    try {
      if (intent === "delete") await services.promoCodes.remove(actor, id);
      else await services.promoCodes.expire(actor, id);
    } catch (error) {
      return actionFailure(error, intent);
    }
    return redirect(withFlash(list, intent === "delete" ? "promoDeleted" : "promoExpired"));
  }
  const submission = parseForm(form, promoForm);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    const v = submission.value;
    await services.promoCodes.update(actor, id, { code: v.code, percent: v.percent, expiresAt: v.expires_at, maxUses: v.max_uses ?? null });
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ intent, result }, { status });
  }
  return redirect(withFlash(list, "promoSaved"));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.promo.code } : "admin.section.promocodes");

export default function AdminPromocode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const saved = actionData && "result" in actionData ? actionData.result : undefined;
  const refusal = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <>
      <BackLink to="/admin/promocodes" label="admin.section.promocodes" />
      <AdminHeading>
        <bdi dir="ltr">{loaderData.promo.code}</bdi>
      </AdminHeading>
      <Flash />
      <FormError error={refusal} />
      <p className="mb-6">
        {t("promo.uses")}: <bdi>{loaderData.promo.uses}</bdi>
      </p>
      {loaderData.canUpdate && <PromoForm id="promo-form" intent="save" lastResult={saved} defaults={loaderData.values} submit="promo.save" />}
      <div className="mt-8 flex flex-wrap gap-4">
        {loaderData.canUpdate && (
          <Form method="post">
            <input type="hidden" name="intent" value="expire" />
            <button type="submit" className={buttonClass}>
              {t("promo.expireNow")}
            </button>
          </Form>
        )}
        {loaderData.canDelete && (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={dangerButtonClass}>
              {t("promo.delete")}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}

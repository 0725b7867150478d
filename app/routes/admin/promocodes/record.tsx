import { appContext } from "#app-context";
import { can } from "#core/access/permissions.ts";
import { formatUaeDateTime } from "#core/text/uae-time.ts";
import { promoForm } from "#core/validation/checkout.ts";
import { IntentButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { doneIntent, formIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";
import { PromocodeForm } from "./form.tsx";

/** One promo code: edit it, expire it now, or delete it while no order has used it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:promocode");
  const promo = await sectionRecord(params, "promocodes", services.promocodes.get);
  return {
    promo: { id: promo.id, code: promo.code, uses: promo.uses },
    values: { code: promo.code, percent: String(promo.percent), expires_at: formatUaeDateTime(promo.expiresAt), max_uses: promo.maxUses === null ? "" : String(promo.maxUses) },
    canUpdate: can(viewer.scope, "update:promocode"),
    canDelete: can(viewer.scope, "delete:promocode"),
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "promocodes",
    intents: {
      save: formIntent("update:promocode", promoForm, async ({ services, actor, id }, v) => {
        await services.promocodes.update(actor, id, { code: v.code, percent: v.percent, expiresAt: v.expires_at, maxUses: v.max_uses ?? null });
        return { done: "promoSaved" };
      }),
      expire: doneIntent("update:promocode", ({ services, actor, id }) => services.promocodes.expire(actor, id), "promoExpired"),
      delete: doneIntent("delete:promocode", ({ services, actor, id }) => services.promocodes.remove(actor, id), "promoDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.promo.code } : "admin.section.promocodes");

export default function AdminPromocode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const saved = formResult(actionData);
  return (
    <>
      <RecordTop section="promocodes" answer={actionData}>
        <bdi dir="ltr">{loaderData.promo.code}</bdi>
      </RecordTop>
      <p className="mb-6">
        {t("promo.uses")}: <bdi>{loaderData.promo.uses}</bdi>
      </p>
      {loaderData.canUpdate && <PromocodeForm id="promo-form" intent="save" lastResult={saved} defaults={loaderData.values} submit="promo.save" />}
      <div className="mt-8 flex flex-wrap gap-4">
        {loaderData.canUpdate && (
          <IntentButton intent="expire" label="promo.expireNow" />
        )}
        {loaderData.canDelete && (
          <IntentButton intent="delete" label="promo.delete" danger />
        )}
      </div>
    </>
  );
}

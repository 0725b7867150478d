import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { plateLabel } from "#core/catalog/labels.ts";
import { translatorFor } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { parseId } from "#core/text/digits.ts";
import { formatScaled } from "#core/text/digits.ts";
import { plateEditForm } from "#core/validation/plates-admin.ts";
import { AdminHeading, BackLink, FormError, buttonClass, dangerButtonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, SwitchField, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { isHttpError, replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/plate.ts";
import { actionFailure, invalid } from "./admin.server.ts";

/** One plate: change its price, take it off or put it on sale, mark it a hot deal, or delete it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:plate");
  const id = parseId(params.plateId ?? "");
  const plate = id === undefined ? undefined : await services.plates.get(id);
  if (!plate) throw data({ messageKey: "plates.notFound" }, 404);
  const lang = langFromParam(params.lang);
  return {
    plate: { id: plate.id, label: plateLabel({ emirate: plate.emirateCode, code: plate.code, number: plate.number }, lang, translatorFor(lang)), sold: plate.sold, offeredByOwner: plate.offeredByOwner },
    values: { price: formatScaled(plate.price, 2), active: plate.active ? "on" : "", featured: plate.featured ? "on" : "" },
    canUpdate: can(viewer.scope, "update:plate") && !plate.sold,
    canDelete: can(viewer.scope, "delete:plate"),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const form = await request.formData();
  const intent = form.get("intent") === "delete" ? "delete" : "save";
  const actor = staffActor(await session.requirePermission(intent === "delete" ? "delete:plate" : "update:plate"), ip);
  const id = parseId(params.plateId ?? "");
  if (id === undefined) return invalid("plates.notFound", intent, undefined, 404);
  const list = localePath(langFromParam(params.lang), "/admin/plates");
  if (intent === "delete") {
    try {
      await services.plates.remove(actor, id);
    } catch (error) {
      return actionFailure(error, intent);
    }
    return redirect(withFlash(list, "plateDeleted"));
  }
  const submission = parseForm(form, plateEditForm);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    const v = submission.value;
    await services.plates.update(actor, id, { price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false });
  } catch (error) {
    // A refusal of the plate itself (sold meanwhile, gone) is shown above the page, where the form may be gone.
    if (isHttpError(error) && !error.fields) return actionFailure(error, intent);
    const { result, status } = replyWithError(submission, error);
    return data({ intent, result }, { status });
  }
  return redirect(withFlash(list, "plateSaved"));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.plate.label } : "admin.section.plates");

export default function AdminPlate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { plate, values, canUpdate, canDelete } = loaderData;
  const saved = actionData && "result" in actionData ? actionData.result : undefined;
  const refusal = actionData && "error" in actionData ? actionData.error : undefined;
  const [form, fields] = useSchemaForm(plateEditForm, { id: "plate-form", lastResult: saved, defaultValue: values as never });
  return (
    <>
      <BackLink to="/admin/plates" label="admin.section.plates" />
      <AdminHeading>{plate.label}</AdminHeading>
      <FormError error={refusal} />
      {plate.sold && <p className="mb-4 font-semibold">{t("plates.sold")}</p>}
      {plate.offeredByOwner && <p className="mb-4">{t("plates.offeredByOwner")}</p>}
      {canUpdate && (
        <KitForm form={form} intent="save" summary={[{ field: fields.price, label: t("plates.price") }]} className="grid max-w-xl gap-x-6">
          <MoneyField field={fields.price} label="plates.price" />
          <SwitchField field={fields.active} label="plates.active" hint="plates.activeHint" />
          <SwitchField field={fields.featured} label="plates.featured" />
          <div>
            <button type="submit" className={buttonClass}>
              {t("plates.save")}
            </button>
          </div>
        </KitForm>
      )}
      {canDelete && (
        <Form method="post" className="mt-8">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={dangerButtonClass}>
            {t("plates.delete")}
          </button>
        </Form>
      )}
    </>
  );
}

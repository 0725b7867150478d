import { data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { packageIdParams, packageSchema } from "#core/validation/admin.ts";
import { AdminHeading, BackLink, FormError, IntentButton, buttonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { BilingualField, KitForm, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/package.ts";
import { actionFailure, invalid } from "#app/lib/admin-section.server.ts";

/** One package: rename it in both languages, or delete it when no number uses it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:package");
  const id = packageIdParams.safeParse({ id: params.packageId });
  const found = id.success ? await services.packages.get(id.data.id) : undefined;
  if (!found) throw data({ messageKey: "admin.packageNotFound" }, 404);
  return { pkg: { ...found, numbers: Number(found.numbers) }, canUpdate: can(viewer.scope, "update:package"), canDelete: can(viewer.scope, "delete:package") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const formData = await request.formData();
  const intent = formData.get("intent") === "delete" ? "delete" : "save";
  const actor = await session.requirePermission(intent === "delete" ? "delete:package" : "update:package");
  const id = packageIdParams.safeParse({ id: params.packageId });
  if (!id.success) return invalid("admin.packageNotFound", intent, undefined, 404);
  const lang = langFromParam(params.lang);
  if (intent === "delete") {
    try {
      await services.packages.remove(staffActor(actor, ip), id.data.id);
    } catch (error) {
      return actionFailure(error, intent);
    }
    return redirect(withFlash(localePath(lang, "/admin/packages"), "packageDeleted"));
  }
  const submission = parseForm(formData, packageSchema);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    await services.packages.update(staffActor(actor, ip), id.data.id, { name: submission.value.name, nameAr: submission.value.name_ar });
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ intent, result }, { status });
  }
  return redirect(withFlash(localePath(lang, "/admin/packages"), "packageSaved"));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.pkg.name } : "admin.section.packages");

export default function AdminPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { pkg, canUpdate, canDelete } = loaderData;
  const saved = actionData && "result" in actionData ? actionData.result : undefined;
  const refusal = actionData && "error" in actionData ? actionData.error : undefined;
  const [form, fields] = useSchemaForm(packageSchema, { id: "package", lastResult: saved, defaultValue: { name: pkg.name, name_ar: pkg.nameAr } });
  return (
    <>
      <BackLink to="/admin/packages" label="admin.section.packages" />
      <AdminHeading>
        <bdi>{pkg.name}</bdi> · <bdi lang="ar">{pkg.nameAr}</bdi>
      </AdminHeading>
      <FormError error={refusal} />
      {canUpdate && (
        <KitForm form={form} intent="save" summary={[{ field: fields.name, label: t("admin.packageName") }, { field: fields.name_ar, label: t("admin.packageNameAr") }]} className="mb-8 max-w-2xl">
          <BilingualField en={fields.name} ar={fields.name_ar} labels={["admin.packageName", "admin.packageNameAr"]} />
          <button type="submit" className={buttonClass}>
            {t("admin.save")}
          </button>
        </KitForm>
      )}
      <p className="mb-4">
        {t("admin.numbersUsing")}: <bdi>{pkg.numbers}</bdi>
      </p>
      {canDelete && (
        <IntentButton intent="delete" label="admin.deletePackage" danger />
      )}
    </>
  );
}

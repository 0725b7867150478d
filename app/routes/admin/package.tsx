import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/index.ts";
import { packageIdParams, packageSchema } from "#core/validation/admin.ts";
import { BilingualNameFields } from "#app/components/admin/admin-fields.tsx";
import { AdminHeading, BackLink, FormError, buttonClass, dangerButtonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/package.ts";
import { actionFailure, invalid, zodFields } from "./admin.server.ts";

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
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent === "delete" ? "delete" : "save";
  const actor = await session.requirePermission(intent === "delete" ? "delete:package" : "update:package");
  const id = packageIdParams.safeParse({ id: params.packageId });
  if (!id.success) return invalid("admin.packageNotFound", intent, undefined, 404);
  const lang = langFromParam(params.lang);
  try {
    if (intent === "delete") {
      await services.packages.remove(staffActor(actor, ip), id.data.id);
      return redirect(withFlash(localePath(lang, "/admin/packages"), "packageDeleted"));
    }
    const parsed = packageSchema.safeParse(form);
    if (!parsed.success) return invalid("error.validation", intent, zodFields(parsed.error.issues));
    await services.packages.update(staffActor(actor, ip), id.data.id, { name: parsed.data.name, nameAr: parsed.data.name_ar });
    return redirect(withFlash(localePath(lang, "/admin/packages"), "packageSaved"));
  } catch (error) {
    return actionFailure(error, intent);
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.pkg.name } : "admin.section.packages");

export default function AdminPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { pkg, canUpdate, canDelete } = loaderData;
  return (
    <>
      <BackLink to="/admin/packages" label="admin.section.packages" />
      <AdminHeading>
        <bdi>{pkg.name}</bdi> · <bdi lang="ar">{pkg.nameAr}</bdi>
      </AdminHeading>
      {actionData && !actionData.fields && <FormError error={actionData.error} />}
      {canUpdate && (
        <Form method="post" className="mb-8 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="save" />
          <BilingualNameFields idPrefix="package" labels={["admin.packageName", "admin.packageNameAr"]} errors={actionData?.intent === "save" ? actionData.fields : undefined} values={{ en: pkg.name, ar: pkg.nameAr }} />
          <button type="submit" className={buttonClass}>
            {t("admin.save")}
          </button>
        </Form>
      )}
      <p className="mb-4">
        {t("admin.numbersUsing")}: <bdi>{pkg.numbers}</bdi>
      </p>
      {canDelete && (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={dangerButtonClass}>
            {t("admin.deletePackage")}
          </button>
        </Form>
      )}
    </>
  );
}

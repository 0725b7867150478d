import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { packageSchema } from "#core/validation/admin.ts";
import { AdminHeading, Flash, buttonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { BilingualField, KitForm, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { type Column, DataTable, onePage } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/packages.ts";

/** Number packages in both languages, with how many numbers use each; staff with create:package add one here. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:package");
  const rows = await services.packages.list();
  return { rows: rows.map((p) => ({ ...p, numbers: Number(p.numbers) })), canCreate: can(viewer.scope, "create:package") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = await session.requirePermission("create:package");
  const submission = parseForm(await request.formData(), packageSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await services.packages.create(staffActor(actor, ip), { name: submission.value.name, nameAr: submission.value.name_ar });
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ result }, { status });
  }
  return redirect(withFlash(localePath(langFromParam(params.lang), "/admin/packages"), "packageCreated"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.packages");

type PackageRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { rows, canCreate } = loaderData;
  const [form, fields] = useSchemaForm(packageSchema, { id: "new-package-form", lastResult: actionData?.result });
  const columns: Column<PackageRow>[] = [
    {
      id: "name",
      header: "admin.packageName",
      rowHeader: true,
      cell: (p) => (
        <Link to={href(`/admin/packages/${p.id}`)} className="text-brand-700 underline underline-offset-2">
          <bdi>{p.name}</bdi>
        </Link>
      ),
    },
    { id: "nameAr", header: "admin.packageNameAr", cell: (p) => <bdi lang="ar">{p.nameAr}</bdi> },
    { id: "numbers", header: "admin.numbersUsing", cell: (p) => <bdi>{p.numbers}</bdi> },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.packages")}</AdminHeading>
      <Flash />
      <DataTable list={onePage(rows)} columns={columns} empty="admin.packagesEmpty" path="/admin/packages" />
      {canCreate && (
        <section aria-labelledby="new-package" className="mt-8">
          <h2 id="new-package" className="mb-3 text-xl font-bold">
            {t("admin.newPackage")}
          </h2>
          <KitForm form={form} summary={[{ field: fields.name, label: t("admin.packageName") }, { field: fields.name_ar, label: t("admin.packageNameAr") }]} className="max-w-2xl">
            <BilingualField en={fields.name} ar={fields.name_ar} labels={["admin.packageName", "admin.packageNameAr"]} />
            <button type="submit" className={buttonClass}>
              {t("admin.create")}
            </button>
          </KitForm>
        </section>
      )}
    </>
  );
}

import { Form, Link, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/index.ts";
import { packageSchema } from "#core/validation/admin.ts";
import { BilingualNameFields } from "#app/components/admin/admin-fields.tsx";
import { AdminHeading, Flash, FormError, buttonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/packages.ts";
import { actionFailure, invalid, zodFields } from "./admin.server.ts";

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
  const parsed = packageSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalid("error.validation", "create", zodFields(parsed.error.issues));
  try {
    await services.packages.create(staffActor(actor, ip), { name: parsed.data.name, nameAr: parsed.data.name_ar });
  } catch (error) {
    return actionFailure(error, "create");
  }
  return redirect(withFlash(localePath(langFromParam(params.lang), "/admin/packages"), "packageCreated"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.packages");

type PackageRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { rows, canCreate } = loaderData;
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
      <DataTable rows={rows} columns={columns} empty="admin.packagesEmpty" total={rows.length} page={1} pages={1} path="/admin/packages" />
      {canCreate && (
        <section aria-labelledby="new-package" className="mt-8">
          <h2 id="new-package" className="mb-3 text-xl font-bold">
            {t("admin.newPackage")}
          </h2>
          {actionData && !actionData.fields && <FormError error={actionData.error} />}
          <Form method="post" className="flex flex-wrap items-end gap-4">
            <BilingualNameFields idPrefix="new-package" labels={["admin.packageName", "admin.packageNameAr"]} errors={actionData?.fields} />
            <button type="submit" className={buttonClass}>
              {t("admin.create")}
            </button>
          </Form>
        </section>
      )}
    </>
  );
}

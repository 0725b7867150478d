import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import { packageSchema } from "#core/validation/admin.ts";
import { AdminHeading, Flash, NewRecord } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, onePage, recordColumn } from "#app/components/admin/data-table.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formIntent, sectionAction } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { PackageForm } from "./form.tsx";

const path = sectionPath("packages");

/** Number packages in both languages, with how many numbers use each; staff with create:package add one here. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:package");
  const rows = await services.packages.list();
  return { ...onePage(rows.map((p) => ({ ...p, numbers: Number(p.numbers) })), path), canCreate: can(viewer.scope, "create:package") };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "packages",
    intents: {
      create: formIntent("create:package", packageSchema, async ({ services, actor }, v) => {
        await services.packages.create(actor, { name: v.name, nameAr: v.name_ar });
        return { done: "packageCreated" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.packages");

type PackageRow = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const columns: Column<PackageRow>[] = [
    recordColumn(path, { id: "name", header: "admin.packageName" }, (p) => <bdi>{p.name}</bdi>),
    { id: "nameAr", header: "admin.packageNameAr", cell: (p) => <bdi lang="ar">{p.nameAr}</bdi> },
    { id: "numbers", header: "admin.numbersUsing", cell: (p) => <bdi>{p.numbers}</bdi> },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.packages")}</AdminHeading>
      <Flash />
      <DataTable list={loaderData} columns={columns} words="packages" />
      {loaderData.canCreate && (
        <NewRecord id="new-package" title="admin.newPackage">
          <PackageForm id="new-package-form" lastResult={formResult(actionData)} submit="admin.create" className="max-w-2xl" />
        </NewRecord>
      )}
    </>
  );
}

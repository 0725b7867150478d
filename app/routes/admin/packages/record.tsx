import { appContext } from "#app-context";
import { can } from "#core/access/permissions.ts";
import { packageSchema } from "#core/validation/admin.ts";
import { IntentButton } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { doneIntent, formIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";
import { PackageForm } from "./form.tsx";

/** One package: rename it in both languages, or delete it when no number uses it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:package");
  const found = await sectionRecord(params, "packages", services.packages.get);
  return { pkg: { ...found, numbers: Number(found.numbers) }, canUpdate: can(viewer.scope, "update:package"), canDelete: can(viewer.scope, "delete:package") };
}

/** A package in use is refused with how many numbers use it (the kit carries the count, as for a plate code). */
export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "packages",
    intents: {
      save: formIntent("update:package", packageSchema, async ({ services, actor, id }, v) => {
        await services.packages.update(actor, id, { name: v.name, nameAr: v.name_ar });
        return { done: "packageSaved" };
      }),
      delete: doneIntent("delete:package", ({ services, actor, id }) => services.packages.remove(actor, id), "packageDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.pkg.name } : "admin.section.packages");

export default function AdminPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { pkg, canUpdate, canDelete } = loaderData;
  return (
    <>
      <RecordTop section="packages" answer={actionData} flash={false}>
        <bdi>{pkg.name}</bdi> · <bdi lang="ar">{pkg.nameAr}</bdi>
      </RecordTop>
      {canUpdate && (
        <PackageForm id="package" intent="save" lastResult={formResult(actionData)} defaults={{ name: pkg.name, name_ar: pkg.nameAr }} submit="admin.save" className="mb-8 max-w-2xl" />
      )}
      <p className="mb-4">
        {t("admin.numbersUsing")}: <bdi>{pkg.numbers}</bdi>
      </p>
      {canDelete && <IntentButton intent="delete" label="admin.deletePackage" danger />}
    </>
  );
}

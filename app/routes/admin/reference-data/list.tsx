import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { plateTypeForm } from "#core/validation/reference-data.ts";
import { AdminHeading, Flash, NewRecord } from "#app/components/admin/admin-ui.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { type Column, DataTable, onePage, recordColumn } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, openSection, sectionAction } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { PlateTypeForm } from "./parts.tsx";

const path = sectionPath("reference_data");

/** The seven emirates with how many codes each has, and the plate types with how many plates use each. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "reference_data");
  const lang = langFromParam(params.lang);
  const [emirates, types] = await Promise.all([services.referenceData.emirates(), services.referenceData.types()]);
  return {
    emirates: onePage(emirates.map((e) => ({ id: e.code, name: pick(lang, e.name, e.nameAr), codes: Number(e.codes) })), path),
    types: onePage(types.map((t) => ({ id: t.key, name: t.name, nameAr: t.nameAr, sortOrder: t.sortOrder, plates: Number(t.plates) })), path),
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "reference_data",
    intents: {
      add_type: formIntent("create:plate", plateTypeForm, async ({ services, actor }, v) => {
        await services.referenceData.addType(actor, { name: v.name, nameAr: v.name_ar, sortOrder: v.sort_order });
        return { done: "typeAdded" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.reference_data");

type EmirateRow = Route.ComponentProps["loaderData"]["emirates"]["items"][number];
type TypeRow = Route.ComponentProps["loaderData"]["types"]["items"][number];

export default function AdminReferenceData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(plateTypeForm, { id: "new-type-form", lastResult: formResult(actionData) });
  const emirateColumns: Column<EmirateRow>[] = [
    recordColumn(`${path}/emirates`, { id: "emirate", header: "referenceData.emirate" }, (e) => <bdi>{e.name}</bdi>),
    { id: "codes", header: "referenceData.codes", cell: (e) => t("referenceData.codeCount", { count: e.codes }) },
  ];
  const typeColumns: Column<TypeRow>[] = [
    recordColumn(`${path}/types`, { id: "name", header: "referenceData.typeName" }, (r) => <bdi>{r.name}</bdi>),
    { id: "nameAr", header: "referenceData.typeNameAr", cell: (r) => <bdi lang="ar">{r.nameAr}</bdi> },
    { id: "order", header: "referenceData.sortOrder", cell: (r) => r.sortOrder },
    { id: "plates", header: "referenceData.platesUsing", cell: (r) => r.plates },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.reference_data")}</AdminHeading>
      <Flash />
      <h2 className="mb-3 text-xl font-bold">{t("referenceData.emirates")}</h2>
      <DataTable list={loaderData.emirates} columns={emirateColumns} words="referenceData.emirateList" />
      <h2 className="mt-8 mb-3 text-xl font-bold">{t("referenceData.types")}</h2>
      <DataTable list={loaderData.types} columns={typeColumns} words="referenceData.typeList" />
      {loaderData.canCreate && (
        <NewRecord id="new-type" title="referenceData.newType">
          <PlateTypeForm form={form} fields={fields} intent="add_type" submit="referenceData.addType" />
        </NewRecord>
      )}
    </>
  );
}

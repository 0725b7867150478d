import { plateTypeForm } from "#core/validation/reference-data.ts";
import { IntentButton } from "#app/components/admin/admin-ui.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { useSchemaForm } from "#app/components/form-kit/index.ts";
import { doneIntent, formIntent, openSection, pageRecord, sectionAction } from "#app/lib/admin-section.server.ts";
import type { Route } from "./+types/type.ts";
import { typePage, typeVersion } from "./reference-data.server.ts";
import { PlateTypeForm } from "./parts.tsx";

/** One plate type: its names in both languages and its order; deleted only while no plate has it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "reference_data");
  const type = await pageRecord(params, typePage, services.referenceData.type);
  return {
    type: { key: type.key, name: type.name },
    values: { name: type.name, name_ar: type.nameAr, sort_order: String(type.sortOrder), version: typeVersion(type) },
    ...may,
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    page: typePage,
    intents: {
      save: formIntent("update:plate", plateTypeForm, async ({ services, actor, key }, v) => {
        await services.referenceData.updateType(actor, key, { name: v.name, nameAr: v.name_ar, sortOrder: v.sort_order }, v.version);
        return { done: "typeSaved" };
      }),
      delete: doneIntent("delete:plate", ({ services, actor, key }) => services.referenceData.removeType(actor, key), "typeDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.type.name } : "admin.section.reference_data");

export default function AdminReferenceType({ loaderData, actionData }: Route.ComponentProps) {
  const { type, values } = loaderData;
  const [form, fields] = useSchemaForm(plateTypeForm, { id: "type-form", lastResult: formResult(actionData), defaultValue: values as never });
  return (
    <>
      <RecordTop section="reference_data" answer={actionData}>
        <bdi>{type.name}</bdi>
      </RecordTop>
      {loaderData.canUpdate && (
        <PlateTypeForm form={form} fields={fields} intent="save" submit="referenceData.saveType" version={values.version} />
      )}
      {loaderData.canDelete && <IntentButton intent="delete" label="referenceData.deleteType" danger className="mt-6" />}
    </>
  );
}

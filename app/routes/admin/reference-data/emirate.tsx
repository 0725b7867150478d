import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { plateCodeForm, plateCodeRenameForm } from "#core/validation/reference-data.ts";
import { AdminSubmitButton, IntentButton, NewRecord } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, onePage } from "#app/components/admin/data-table.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { RowFieldForm } from "#app/components/admin/row-form.tsx";
import { KitForm, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { doneIntent, formIntent, openSection, pageRecord, rowIdOf, sectionAction } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/emirate.ts";
import { emiratePage } from "./reference-data.server.ts";

const section = sectionPath("reference_data");

/** One emirate's plate codes with how many plates use each: add, rename, delete. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "reference_data");
  const emirate = await pageRecord(params, emiratePage, services.referenceData.emirate);
  const codes = await services.referenceData.codes(emirate.code);
  return {
    emirate: { code: emirate.code, name: pick(langFromParam(params.lang), emirate.name, emirate.nameAr) },
    codes: onePage(codes.map((c) => ({ id: c.id, code: c.code, plates: Number(c.plates) })), `${section}/emirates/${emirate.code}`),
    ...may,
  };
}

/** The emirate is the address's (a malformed or unknown one is refused before the form is read, never written). */
export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    page: emiratePage,
    intents: {
      add_code: formIntent("create:plate", plateCodeForm, async ({ services, actor, key }, v) => {
        await services.referenceData.addCode(actor, key, v.code);
        return { done: "codeAdded" };
      }),
      rename: formIntent("update:plate", plateCodeRenameForm, async ({ services, actor, key }, v) => {
        await services.referenceData.renameCode(actor, key, v.id, v.code, v.was);
        return { done: "codeRenamed" };
      }),
      delete: doneIntent("delete:plate", ({ services, actor, key, form }) => services.referenceData.removeCode(actor, key, rowIdOf(form, "referenceData.codeNotFound")), "codeDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.emirate.name } : "admin.section.reference_data");

type CodeRow = Route.ComponentProps["loaderData"]["codes"]["items"][number];

export default function AdminReferenceEmirate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { emirate, codes } = loaderData;
  const [form, fields] = useSchemaForm(plateCodeForm, { id: "new-code-form", lastResult: formResult(actionData, "add_code") });
  const columns: Column<CodeRow>[] = [
    { id: "code", header: "referenceData.code", rowHeader: true, cell: (c) => <bdi dir="ltr">{c.code}</bdi> },
    { id: "plates", header: "referenceData.platesUsing", cell: (c) => c.plates },
  ];
  if (loaderData.canUpdate) {
    columns.push({
      id: "rename",
      header: "referenceData.rename",
      // A refusal shows under the field of the row it was typed in.
      cell: (c) => <RowFieldForm intent="rename" id={c.id} values={{ was: c.code }} name="code" defaultValue={c.code} label="referenceData.renameCode" vars={{ code: c.code }} submit="referenceData.rename" ltr size={6} />,
    });
  }
  if (loaderData.canDelete) {
    columns.push({
      id: "delete",
      header: "admin.action.delete",
      hiddenHeader: true,
      cell: (c) => <IntentButton intent="delete" values={{ id: c.id }} label="referenceData.deleteCode" vars={{ code: c.code }} danger />,
    });
  }
  return (
    <>
      <RecordTop section="reference_data" answer={actionData}>{t("referenceData.editCodes", { emirate: emirate.name })}</RecordTop>
      <DataTable list={codes} columns={columns} words="referenceData.codes" />
      {loaderData.canCreate && (
        <NewRecord id="new-code" title="referenceData.newCode">
          <KitForm form={form} intent="add_code" labels={{ code: "referenceData.code" }} className="max-w-md">
            <TextField field={fields.code} label="referenceData.code" ltr />
            <AdminSubmitButton label="referenceData.addCode" />
          </KitForm>
        </NewRecord>
      )}
    </>
  );
}

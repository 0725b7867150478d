import { Form } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { plateCodeForm, plateCodeRenameForm } from "#core/validation/reference-data.ts";
import { AdminHeading, BackLink, Flash, FormError, IntentButton, buttonClass, inputClass } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable, onePage } from "#app/components/admin/data-table.tsx";
import { formResult, refusalProps } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, openSection, plainIntent, recordOr404, sectionAction } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/emirate.ts";
import { codeIdOf } from "./reference-data.server.ts";

const section = sectionPath("reference_data");

/** One emirate's plate codes with how many plates use each: add, rename, delete. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "reference_data");
  const emirate = await recordOr404(params.emirate, services.referenceData.emirate, "referenceData.emirateNotFound", String);
  const codes = await services.referenceData.codes(emirate.code);
  return {
    emirate: { code: emirate.code, name: pick(langFromParam(params.lang), emirate.name, emirate.nameAr) },
    codes: codes.map((c) => ({ id: c.id, code: c.code, plates: Number(c.plates) })),
    ...may,
  };
}

export async function action(args: Route.ActionArgs) {
  const emirate = args.params.emirate;
  const path = `${section}/emirates/${emirate}`;
  // An unknown emirate is refused before anything is read from the form, never written.
  await recordOr404(emirate, args.context.get(appContext).services.referenceData.emirate, "referenceData.emirateNotFound", String);
  return sectionAction(args, {
    path,
    intents: {
      add_code: formIntent("create:plate", plateCodeForm, async ({ services, actor }, v) => {
        await services.referenceData.addCode(actor, emirate, v.code);
        return { done: "codeAdded", to: path };
      }),
      rename: formIntent("update:plate", plateCodeRenameForm, async ({ services, actor }, v) => {
        await services.referenceData.renameCode(actor, emirate, v.id, v.code, v.was);
        return { done: "codeRenamed", to: path };
      }),
      delete: plainIntent("delete:plate", async ({ services, actor, form }) => {
        await services.referenceData.removeCode(actor, emirate, codeIdOf(form));
        return { done: "codeDeleted", to: path };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.emirate.name } : "admin.section.reference_data");

type CodeRow = Route.ComponentProps["loaderData"]["codes"][number];

/** A code's rename form, on its row; a refusal shows under the field it was typed in. */
function RenameForm({ code: c, error }: { code: CodeRow; error: string | undefined }) {
  const { t } = useT();
  return (
    <Form method="post" className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={c.id} />
      <input type="hidden" name="was" value={c.code} />
      <div>
        <label htmlFor={`code-${c.id}`} className="sr-only">{t("referenceData.renameCode", { code: c.code })}</label>
        <input id={`code-${c.id}`} name="code" dir="ltr" defaultValue={c.code} size={6} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `code-${c.id}-error` : undefined} />
        {error && <p id={`code-${c.id}-error`} className="mt-1 text-sm font-semibold text-red-800">{t(error as never)}</p>}
      </div>
      <button type="submit" className={buttonClass}>{t("referenceData.rename")}</button>
    </Form>
  );
}

export default function AdminReferenceEmirate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { emirate, codes } = loaderData;
  const answer = actionData as { intent?: string; result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } } | undefined;
  const adding = answer?.intent === "add_code" ? formResult(actionData) : undefined;
  const [form, fields] = useSchemaForm(plateCodeForm, { id: "new-code-form", lastResult: adding });
  // The rename refused on its field: shown on the row it was typed in.
  const renamed = answer?.intent === "rename" ? answer.result : undefined;
  const renameError = renamed?.error?.code?.[0];
  const renameRow = renamed?.initialValue?.id;
  const columns: Column<CodeRow>[] = [
    { id: "code", header: "referenceData.code", rowHeader: true, cell: (c) => <bdi dir="ltr">{c.code}</bdi> },
    { id: "plates", header: "referenceData.platesUsing", cell: (c) => c.plates },
  ];
  if (loaderData.canUpdate) columns.push({ id: "rename", header: "referenceData.rename", cell: (c) => <RenameForm code={c} error={String(renameRow) === String(c.id) ? renameError : undefined} /> });
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
      <BackLink to={section} label="admin.section.reference_data" />
      <AdminHeading>{t("referenceData.editCodes", { emirate: emirate.name })}</AdminHeading>
      <Flash />
      <FormError {...refusalProps(actionData)} />
      <DataTable list={onePage(codes)} columns={columns} empty="referenceData.codesEmpty" path={`${section}/emirates/${emirate.code}`} />
      {loaderData.canCreate && (
        <section aria-labelledby="new-code" className="mt-8">
          <h2 id="new-code" className="mb-3 text-xl font-bold">{t("referenceData.newCode")}</h2>
          <KitForm form={form} intent="add_code" labels={{ code: "referenceData.code" }} className="max-w-md">
            <TextField field={fields.code} label="referenceData.code" ltr />
            <button type="submit" className={buttonClass}>{t("referenceData.addCode")}</button>
          </KitForm>
        </section>
      )}
    </>
  );
}

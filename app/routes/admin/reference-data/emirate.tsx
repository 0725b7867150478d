import { Form, data } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { pick } from "#core/i18n/lang.ts";
import { plateCodeForm, plateCodeRenameForm } from "#core/validation/reference-data.ts";
import { AdminHeading, BackLink, Flash, buttonClass, dangerButtonClass, inputClass, tableClass, tdClass, thClass } from "#app/components/admin/admin-ui.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, openSection, plainIntent } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/emirate.ts";
import { codeIdOf, referenceAction } from "./reference-data.server.ts";
import { Refusal } from "./parts.tsx";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

const section = sectionPath("reference_data");

/** One emirate's plate codes with how many plates use each: add, rename, delete. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "reference_data");
  const emirate = await services.referenceData.emirate(params.emirate);
  if (!emirate) throw data({ messageKey: "referenceData.emirateNotFound" }, 404);
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
  // An unknown emirate is refused by the database's reference (a 404 below), never written.
  const known = await args.context.get(appContext).services.referenceData.emirate(emirate);
  if (!known) throw data({ messageKey: "referenceData.emirateNotFound" }, 404);
  return referenceAction(args, {
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
  return (
    <>
      <BackLink to={section} label="admin.section.reference_data" />
      <AdminHeading>{t("referenceData.editCodes", { emirate: emirate.name })}</AdminHeading>
      <Flash />
      <Refusal answer={actionData} />
      {codes.length === 0 ? (
        <p>{t("referenceData.codesEmpty")}</p>
      ) : (
        <ScrollFrame>
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>{t("referenceData.code")}</th>
                <th scope="col" className={thClass}>{t("referenceData.platesUsing")}</th>
                {loaderData.canUpdate && <th scope="col" className={thClass}>{t("referenceData.rename")}</th>}
                {loaderData.canDelete && <th scope="col" className={thClass}><span className="sr-only">{t("referenceData.deleteCode", { code: "" })}</span></th>}
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => {
                const error = String(renameRow) === String(c.id) ? renameError : undefined;
                return (
                  <tr key={c.id}>
                    <th scope="row" className={tdClass}><bdi dir="ltr">{c.code}</bdi></th>
                    <td className={tdClass}>{c.plates}</td>
                    {loaderData.canUpdate && (
                      <td className={tdClass}>
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
                      </td>
                    )}
                    {loaderData.canDelete && (
                      <td className={tdClass}>
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="id" value={c.id} />
                          <button type="submit" className={dangerButtonClass}>{t("referenceData.deleteCode", { code: c.code })}</button>
                        </Form>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollFrame>
      )}
      {loaderData.canCreate && (
        <section aria-labelledby="new-code" className="mt-8">
          <h2 id="new-code" className="mb-3 text-xl font-bold">{t("referenceData.newCode")}</h2>
          <KitForm form={form} intent="add_code" summary={[{ field: fields.code, label: t("referenceData.code") }]} className="max-w-md">
            <TextField field={fields.code} label="referenceData.code" ltr />
            <button type="submit" className={buttonClass}>{t("referenceData.addCode")}</button>
          </KitForm>
        </section>
      )}
    </>
  );
}

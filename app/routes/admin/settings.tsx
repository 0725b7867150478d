import { getFormProps } from "@conform-to/react";
import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { type MessageKey, localePath } from "#core/i18n/index.ts";
import { constantFieldNames, constantsForm, constantsFormValues, constantsFromForm, feesForm, feesFormValues, feesFromForm, siteConstants } from "#core/validation/settings.ts";
import { AdminHeading, Flash, buttonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { ErrorSummary, TextField } from "#app/components/form.tsx";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { parseForm, useSchemaForm } from "#app/lib/use-schema-form.ts";
import type { Route } from "./+types/settings.ts";

/** The Settings Manager: the fees and hold times, and the site constants (footer, contacts, links). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:setting");
  const [fees, constants] = await Promise.all([services.settings.fees.get(), services.settings.constants.get()]);
  return { fees: feesFormValues(fees), constants: constantsFormValues(constants), canUpdate: can(viewer.scope, "update:setting") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = staffActor(await session.requirePermission("update:setting"), ip);
  const formData = await request.formData();
  const intent = formData.get("intent") === "fees" ? "fees" : "constants";
  const submission = intent === "fees" ? parseForm(formData, feesForm) : parseForm(formData, constantsForm);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "fees") await services.settings.fees.update(actor, feesFromForm(submission.value as never));
    else await services.settings.constants.update(actor, constantsFromForm(submission.value as Record<string, string>));
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ intent, result }, { status });
  }
  return redirect(withFlash(localePath(langFromParam(params.lang), "/admin/settings"), intent === "fees" ? "feesSaved" : "constantsSaved"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.settings");

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <AdminHeading>{t("admin.section.settings")}</AdminHeading>
      <Flash />
      <p className="mb-6 text-slate-700">{t("settings.intro")}</p>
      <FeesForm values={loaderData.fees} lastResult={actionData?.intent === "fees" ? actionData.result : undefined} canUpdate={loaderData.canUpdate} />
      <ConstantsForm values={loaderData.constants} lastResult={actionData?.intent === "constants" ? actionData.result : undefined} canUpdate={loaderData.canUpdate} />
    </>
  );
}

type LastResult = Parameters<typeof useSchemaForm>[1]["lastResult"];

const feeFields: { name: keyof Route.ComponentProps["loaderData"]["fees"]; label: MessageKey; hint?: MessageKey }[] = [
  { name: "plate_admin_fee", label: "settings.plateAdminFee" },
  { name: "number_admin_fee", label: "settings.numberAdminFee" },
  { name: "vat_percent", label: "settings.vatPercent" },
  { name: "plate_transfer_fee", label: "settings.plateTransferFee" },
  { name: "plate_hold_minutes", label: "settings.plateHoldMinutes", hint: "settings.holdHint" },
  { name: "number_hold_minutes", label: "settings.numberHoldMinutes", hint: "settings.holdHint" },
];

function FeesForm({ values, lastResult, canUpdate }: { values: Route.ComponentProps["loaderData"]["fees"]; lastResult: LastResult; canUpdate: boolean }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(feesForm, { id: "fees", lastResult, defaultValue: values as never });
  return (
    <section aria-labelledby="fees-heading" className="mb-10">
      <h2 id="fees-heading" className="mb-2 text-xl font-bold">
        {t("settings.feesHeading")}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t("settings.feesIntro")}</p>
      <ErrorSummary form={form} fields={feeFields.map((f) => ({ field: fields[f.name], label: t(f.label) }))} />
      <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-x-6 sm:grid-cols-2">
        <input type="hidden" name="intent" value="fees" />
        {feeFields.map((f) => (
          <TextField key={f.name} field={fields[f.name]} label={t(f.label)} autoComplete="off" ltr hint={f.hint ? t(f.hint) : undefined} />
        ))}
        {canUpdate && (
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass}>
              {t("settings.saveFees")}
            </button>
          </div>
        )}
      </Form>
    </section>
  );
}

function ConstantsForm({ values, lastResult, canUpdate }: { values: Record<string, string>; lastResult: LastResult; canUpdate: boolean }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(constantsForm, { id: "constants", lastResult, defaultValue: values, optional: siteConstants.flatMap(({ key }) => [constantFieldNames(key).url, constantFieldNames(key).urlAr]) });
  const label = (key: string) => t(`settings.constant.${key}` as MessageKey);
  const parts = [
    { part: "value", label: "settings.textEn", dir: "ltr" },
    { part: "valueAr", label: "settings.textAr", dir: "rtl" },
    { part: "url", label: "settings.linkEn", dir: "ltr" },
    { part: "urlAr", label: "settings.linkAr", dir: "ltr" },
  ] as const;
  return (
    <section aria-labelledby="constants-heading">
      <h2 id="constants-heading" className="mb-2 text-xl font-bold">
        {t("settings.constantsHeading")}
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t("settings.constantsIntro")}</p>
      <ErrorSummary
        form={form}
        fields={siteConstants.flatMap(({ key }) => parts.map((p) => ({ field: fields[constantFieldNames(key)[p.part]]!, label: `${label(key)} · ${t(p.label)}` })))}
      />
      <Form method="post" {...getFormProps(form)} className="max-w-4xl">
        <input type="hidden" name="intent" value="constants" />
        {siteConstants.map(({ key }) => (
          <fieldset key={key} className="mb-6 rounded-md border border-slate-300 p-4">
            <legend className="px-1 font-bold">{label(key)}</legend>
            <div className="grid gap-x-6 sm:grid-cols-2">
              {parts.map((p) => (
                <TextField key={p.part} field={fields[constantFieldNames(key)[p.part]]!} label={t(p.label)} autoComplete="off" ltr={p.dir === "ltr"} />
              ))}
            </div>
          </fieldset>
        ))}
        {canUpdate && (
          <button type="submit" className={buttonClass}>
            {t("settings.saveConstants")}
          </button>
        )}
      </Form>
    </section>
  );
}

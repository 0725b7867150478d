import { appContext } from "#app-context";
import { can } from "#core/access/permissions.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { constantFieldNames, constantsForm, constantsFormValues, constantsFromForm, feesForm, feesFormValues, feesFromForm, optionalConstantKeys, siteConstants } from "#core/validation/settings.ts";
import { AdminHeading, Flash, AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { BilingualField, KitForm, MoneyField, NumberField, PercentField, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formIntent, sectionAction } from "#app/lib/admin-section.server.ts";
import { useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { GridForm } from "#app/components/admin/grid-form.tsx";

/** The Settings Manager: the fees and hold times, and the site constants (footer, contacts, links). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:setting");
  const [fees, constants] = await Promise.all([services.settings.fees.get(), services.settings.constants.get()]);
  return { fees: feesFormValues(fees), constants: constantsFormValues(constants), canUpdate: can(viewer.scope, "update:setting") };
}

/** Two forms; a post naming no intent is the constants form, as before the kit. */
export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "settings",
    intents: {
      constants: formIntent("update:setting", constantsForm, async ({ services, actor }, v) => {
        await services.settings.constants.update(actor, constantsFromForm(v as Record<string, string>));
        return { done: "constantsSaved" };
      }),
      fees: formIntent("update:setting", feesForm, async ({ services, actor }, v) => {
        await services.settings.fees.update(actor, feesFromForm(v as never));
        return { done: "feesSaved" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.settings");

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <AdminHeading>{t("admin.section.settings")}</AdminHeading>
      <Flash />
      <p className="mb-6 text-slate-700">{t("settings.intro")}</p>
      <FeesForm values={loaderData.fees} lastResult={actionData?.intent === "fees" ? formResult(actionData) : undefined} canUpdate={loaderData.canUpdate} />
      <ConstantsForm values={loaderData.constants} lastResult={actionData?.intent === "constants" ? formResult(actionData) : undefined} canUpdate={loaderData.canUpdate} />
    </>
  );
}

type LastResult = Parameters<typeof useSchemaForm>[1]["lastResult"];
type FeeValues = Route.ComponentProps["loaderData"]["fees"];

function FeesForm({ values, lastResult, canUpdate }: { values: FeeValues; lastResult: LastResult; canUpdate: boolean }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(feesForm, { id: "fees", lastResult, defaultValue: values as never });
  const summary: [keyof FeeValues, MessageKey][] = [
    ["plate_admin_fee", "settings.plateAdminFee"],
    ["number_admin_fee", "settings.numberAdminFee"],
    ["vat_percent", "settings.vatPercent"],
    ["plate_transfer_fee", "settings.plateTransferFee"],
    ["plate_hold_minutes", "settings.plateHoldMinutes"],
    ["number_hold_minutes", "settings.numberHoldMinutes"],
    ["owner_commission_percent", "settings.ownerCommission"],
    ["ad_lifetime_days", "settings.adLifetimeDays"],
    ["max_open_checkouts", "settings.maxOpenCheckouts"],
  ];
  return (
    <section aria-labelledby="fees-heading" className="mb-10">
      <h2 id="fees-heading" className="mb-2 text-xl font-bold">
        {t("settings.feesHeading")}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t("settings.feesIntro")}</p>
      <GridForm form={form} intent="fees" summary={summary.map(([name, label]) => ({ field: fields[name], label: t(label) }))} submit={canUpdate ? "settings.saveFees" : undefined}>
        <MoneyField field={fields.plate_admin_fee} label="settings.plateAdminFee" />
        <MoneyField field={fields.number_admin_fee} label="settings.numberAdminFee" />
        <PercentField field={fields.vat_percent} label="settings.vatPercent" />
        <MoneyField field={fields.plate_transfer_fee} label="settings.plateTransferFee" />
        <NumberField field={fields.plate_hold_minutes} label="settings.plateHoldMinutes" hint="settings.holdHint" />
        <NumberField field={fields.number_hold_minutes} label="settings.numberHoldMinutes" hint="settings.holdHint" />
        <PercentField field={fields.owner_commission_percent} label="settings.ownerCommission" hint="settings.ownerCommissionHint" />
        <NumberField field={fields.ad_lifetime_days} label="settings.adLifetimeDays" hint="settings.adLifetimeHint" />
        <NumberField field={fields.max_open_checkouts} label="settings.maxOpenCheckouts" hint="settings.maxOpenCheckoutsHint" />
      </GridForm>
    </section>
  );
}

function ConstantsForm({ values, lastResult, canUpdate }: { values: Record<string, string>; lastResult: LastResult; canUpdate: boolean }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(constantsForm, { id: "constants", lastResult, defaultValue: values, optional: siteConstants.flatMap(({ key }) => [constantFieldNames(key).url, constantFieldNames(key).urlAr, ...(optionalConstantKeys.includes(key) ? [constantFieldNames(key).value, constantFieldNames(key).valueAr] : [])]) });
  const label = (key: string) => t(`settings.constant.${key}` as MessageKey);
  const parts = [
    ["value", "settings.textEn"],
    ["valueAr", "settings.textAr"],
    ["url", "settings.linkEn"],
    ["urlAr", "settings.linkAr"],
  ] as const;
  return (
    <section aria-labelledby="constants-heading">
      <h2 id="constants-heading" className="mb-2 text-xl font-bold">
        {t("settings.constantsHeading")}
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t("settings.constantsIntro")}</p>
      <KitForm
        form={form}
        intent="constants"
        summary={siteConstants.flatMap(({ key }) => parts.map(([part, partLabel]) => ({ field: fields[constantFieldNames(key)[part]]!, label: `${label(key)} · ${t(partLabel)}` })))}
        className="max-w-4xl"
      >
        {siteConstants.map(({ key, long }) => {
          const n = constantFieldNames(key);
          return (
            <fieldset key={key} className="mb-6 rounded-md border border-slate-300 p-4">
              <legend className="px-1 font-bold">{label(key)}</legend>
              <BilingualField en={fields[n.value]!} ar={fields[n.valueAr]!} labels={["settings.textEn", "settings.textAr"]} multiline={long} />
              <div className="grid gap-x-6 sm:grid-cols-2">
                <TextField field={fields[n.url]!} label="settings.linkEn" type="url" ltr />
                <TextField field={fields[n.urlAr]!} label="settings.linkAr" type="url" ltr />
              </div>
            </fieldset>
          );
        })}
        {canUpdate && (
          <AdminSubmitButton label="settings.saveConstants" />
        )}
      </KitForm>
    </section>
  );
}

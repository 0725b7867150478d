import { bundleCreateForm } from "#core/validation/bundles-admin.ts";
import { KitForm, MoneyField, NumberField, SwitchField, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { buttonClass } from "#app/components/admin/admin-ui.tsx";
import { useT } from "#app/lib/i18n.ts";
import { PlateCodeFields, plateCodeSummary } from "#app/components/catalog/plate-code-fields.tsx";

type LastResult = Parameters<typeof useSchemaForm>[1]["lastResult"];

/** The new bundle's form (decision 0070): the plate by its emirate, code and number, the mobile number, the price. */
export function NewBundleForm(props: { lastResult: LastResult; emirates: { value: string; label: { text: string } }[] }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(bundleCreateForm, { id: "new-bundle-form", lastResult: props.lastResult, defaultValue: { active: "on" } as never });
  return (
    <KitForm
      form={form}
      intent="create"
      summary={[
        ...plateCodeSummary(fields, t),
        { field: fields.plate_number, label: t("bundles.admin.plateNumber") },
        { field: fields.number, label: t("bundles.admin.number") },
        { field: fields.price, label: t("bundles.admin.price") },
      ]}
      className="grid max-w-3xl gap-x-6 sm:grid-cols-2"
    >
      <p className="mb-4 text-sm text-slate-700 sm:col-span-2">{t("bundles.admin.newHint")}</p>
      <PlateCodeFields emirate={fields.emirate} code={fields.code} emirates={props.emirates} />
      <NumberField field={fields.plate_number} label="bundles.admin.plateNumber" />
      <TextField field={fields.number} label="bundles.admin.number" ltr />
      <MoneyField field={fields.price} label="bundles.admin.price" />
      <SwitchField field={fields.active} label="bundles.admin.active" hint="bundles.admin.activeHint" />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass}>
          {t("bundles.admin.create")}
        </button>
      </div>
    </KitForm>
  );
}

import { bundleCreateForm } from "#core/validation/bundles-admin.ts";
import { MoneyField, NumberField, SwitchField, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { PlateCodeFields, plateCodeLabels } from "#app/components/catalog/plate-code-fields.tsx";
import { GridForm } from "#app/components/admin/grid-form.tsx";

type LastResult = Parameters<typeof useSchemaForm>[1]["lastResult"];

/** The new bundle's form (decision 0070): the plate by its emirate, code and number, the mobile number, the price. */
export function NewBundleForm(props: { lastResult: LastResult; emirates: { value: string; label: { text: string } }[] }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(bundleCreateForm, { id: "new-bundle-form", lastResult: props.lastResult, defaultValue: { active: "on" } as never });
  return (
    <GridForm
      form={form}
      intent="create"
      labels={{ ...plateCodeLabels, plate_number: "bundles.admin.plateNumber", number: "bundles.admin.number", price: "bundles.admin.price" }}
      submit="bundles.admin.create"
    >
      <p className="mb-4 text-sm text-slate-700 sm:col-span-2">{t("bundles.admin.newHint")}</p>
      <PlateCodeFields emirate={fields.emirate} code={fields.code} emirates={props.emirates} />
      <NumberField field={fields.plate_number} label="bundles.admin.plateNumber" />
      <TextField field={fields.number} label="bundles.admin.number" ltr />
      <MoneyField field={fields.price} label="bundles.admin.price" />
      <SwitchField field={fields.active} label="bundles.admin.active" hint="bundles.admin.activeHint" />
    </GridForm>
  );
}

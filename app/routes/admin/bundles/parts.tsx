import { bundleCreateForm } from "#core/validation/bundles-admin.ts";
import { MoneyField, NumberField, SwitchField, TextField } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { PlateCodeFields, plateCodeLabels } from "#app/components/catalog/plate-code-fields.tsx";
import { type LastResult, NewRecordForm } from "#app/components/admin/grid-form.tsx";

/** The new bundle's part (decision 0070): the plate by its emirate, code and number, the mobile number, the price. */
export function NewBundle(props: { lastResult: LastResult; emirates: { value: string; label: { text: string } }[] }) {
  const { t } = useT();
  const labels = { ...plateCodeLabels, plate_number: "bundles.admin.plateNumber", number: "bundles.admin.number", price: "bundles.admin.price" } as const;
  return (
    <NewRecordForm id="new-bundle" title="bundles.admin.new" schema={bundleCreateForm} lastResult={props.lastResult} labels={labels} submit="bundles.admin.create">
      {(fields) => (
        <>
          <p className="mb-4 text-sm text-slate-700 sm:col-span-2">{t("bundles.admin.newHint")}</p>
          <PlateCodeFields emirate={fields.emirate} code={fields.code} emirates={props.emirates} />
          <NumberField field={fields.plate_number} label="bundles.admin.plateNumber" />
          <TextField field={fields.number} label="bundles.admin.number" ltr />
          <MoneyField field={fields.price} label="bundles.admin.price" />
          <SwitchField field={fields.active} label="bundles.admin.active" hint="bundles.admin.activeHint" />
        </>
      )}
    </NewRecordForm>
  );
}

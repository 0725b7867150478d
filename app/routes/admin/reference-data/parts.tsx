import type { MessageKey } from "#core/i18n/index.ts";
import { AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { type AnyField, BilingualField, KitForm, TextField } from "#app/components/form-kit/index.ts";

/** A plate type's form (new on the list, edit on its page): names in both languages and its order. */
export function PlateTypeForm(props: { form: Parameters<typeof KitForm>[0]["form"]; fields: Record<"name" | "name_ar" | "sort_order", AnyField>; intent: string; submit: MessageKey; version?: string }) {
  const { form, fields } = props;
  return (
    <KitForm form={form} intent={props.intent} labels={{ name: "referenceData.typeName", name_ar: "referenceData.typeNameAr", sort_order: "referenceData.sortOrder" }} className="max-w-2xl">
      {props.version !== undefined && <input type="hidden" name="version" value={props.version} />}
      <BilingualField en={fields.name} ar={fields.name_ar} labels={["referenceData.typeName", "referenceData.typeNameAr"]} />
      <TextField field={fields.sort_order} label="referenceData.sortOrder" ltr />
      <AdminSubmitButton label={props.submit} />
    </KitForm>
  );
}

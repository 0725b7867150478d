import type { MessageKey } from "#core/i18n/index.ts";
import { refusalOf } from "#app/components/admin/action-data.ts";
import { buttonClass } from "#app/components/admin/admin-ui.tsx";
import { type AnyField, BilingualField, KitForm, TextField } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";

/** A refused action above the page; a code or type in use says how many plates use it, in the language's plural form. */
export function Refusal({ answer }: { answer: object | undefined }) {
  const { t } = useT();
  const error: MessageKey | undefined = refusalOf(answer);
  if (!error) return null;
  const count = answer && "count" in answer ? Number(answer.count) : undefined;
  return (
    <p role="alert" className="mb-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
      {t(error, count === undefined ? undefined : { count })}
    </p>
  );
}

/** A plate type's form (new on the list, edit on its page): names in both languages and its order. */
export function PlateTypeForm(props: { form: Parameters<typeof KitForm>[0]["form"]; fields: Record<"name" | "name_ar" | "sort_order", AnyField>; intent: string; submit: MessageKey; version?: string }) {
  const { t } = useT();
  const { form, fields } = props;
  const summary = [
    { field: fields.name, label: t("referenceData.typeName") },
    { field: fields.name_ar, label: t("referenceData.typeNameAr") },
    { field: fields.sort_order, label: t("referenceData.sortOrder") },
  ];
  return (
    <KitForm form={form} intent={props.intent} summary={summary} className="max-w-2xl">
      {props.version !== undefined && <input type="hidden" name="version" value={props.version} />}
      <BilingualField en={fields.name} ar={fields.name_ar} labels={["referenceData.typeName", "referenceData.typeNameAr"]} />
      <TextField field={fields.sort_order} label="referenceData.sortOrder" ltr />
      <button type="submit" className={buttonClass}>
        {t(props.submit)}
      </button>
    </KitForm>
  );
}

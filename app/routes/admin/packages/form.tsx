import { packageSchema } from "#core/validation/admin.ts";
import { BilingualField, KitForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { buttonClass } from "#app/components/admin/admin-ui.tsx";
import { useT } from "#app/lib/i18n.ts";

/** The create and edit form of a number package: its name in English and Arabic. */
export function PackageForm(props: { id: string; intent?: string; lastResult: Parameters<typeof useSchemaForm>[1]["lastResult"]; defaults?: { name: string; name_ar: string }; submit: "admin.create" | "admin.save"; className: string }) {
  const { t } = useT();
  const [form, fields] = useSchemaForm(packageSchema, { id: props.id, lastResult: props.lastResult, ...(props.defaults ? { defaultValue: props.defaults } : {}) });
  return (
    <KitForm
      form={form}
      {...(props.intent ? { intent: props.intent } : {})}
      summary={[
        { field: fields.name, label: t("admin.packageName") },
        { field: fields.name_ar, label: t("admin.packageNameAr") },
      ]}
      className={props.className}
    >
      <BilingualField en={fields.name} ar={fields.name_ar} labels={["admin.packageName", "admin.packageNameAr"]} />
      <button type="submit" className={buttonClass}>
        {t(props.submit)}
      </button>
    </KitForm>
  );
}

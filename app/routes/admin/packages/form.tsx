import { packageSchema } from "#core/validation/admin.ts";
import { BilingualField, KitForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";

/** The create and edit form of a number package: its name in English and Arabic. */
export function PackageForm(props: { id: string; intent?: string; lastResult: Parameters<typeof useSchemaForm>[1]["lastResult"]; defaults?: { name: string; name_ar: string }; submit: "admin.create" | "admin.save"; className: string }) {
  const [form, fields] = useSchemaForm(packageSchema, { id: props.id, lastResult: props.lastResult, ...(props.defaults ? { defaultValue: props.defaults } : {}) });
  return (
    <KitForm
      form={form}
      {...(props.intent ? { intent: props.intent } : {})}
      labels={{ name: "admin.packageName", name_ar: "admin.packageNameAr" }}
      className={props.className}
    >
      <BilingualField en={fields.name} ar={fields.name_ar} labels={["admin.packageName", "admin.packageNameAr"]} />
      <AdminSubmitButton label={props.submit} />
    </KitForm>
  );
}

import type { ComponentProps, ReactNode } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { KitForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { NewRecord, buttonClass } from "./admin-ui.tsx";

/**
 * A section's two-column form (the new plate, number, bundle and auction, a promo code, the fees): the kit's form in
 * the admin's grid, its fields, then its submit button on a row of its own. Six pages wrote this frame by hand.
 * Without `submit` there is no button (a reader who may not change the fees sees them only).
 */
export function GridForm(props: Omit<ComponentProps<typeof KitForm>, "className"> & { submit?: MessageKey | undefined }) {
  const { t } = useT();
  const { submit, children, ...kit } = props;
  return (
    <KitForm {...kit} className="grid max-w-3xl gap-x-6 sm:grid-cols-2">
      {children}
      {submit && (
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t(submit)}
          </button>
        </div>
      )}
    </KitForm>
  );
}

type Schema = Parameters<typeof useSchemaForm>[0];
/** What the page's action answered a form (`formResult(actionData)`): its refusals shown on its fields. */
export type LastResult = Parameters<typeof useSchemaForm>[1]["lastResult"];

/**
 * A list's "new record" part when its form is a `GridForm` posting `create` (a plate, a number, a bundle): the
 * heading `id` names the region, the form is `<id>-form`, and a new record opens active (staff switch it off to
 * prepare one unseen). The page gives the schema, the summary's labels, the button's words and, from the
 * form's fields, the fields it shows. Three pages wrote this hook, form and heading by hand (decision 0075).
 */
export function NewRecordForm<S extends Schema>(props: {
  id: string;
  title: MessageKey;
  schema: S;
  lastResult: LastResult;
  labels: Readonly<Record<string, MessageKey>>;
  submit: MessageKey;
  children: (fields: ReturnType<typeof useSchemaForm<S>>[1]) => ReactNode;
}) {
  const [form, fields] = useSchemaForm(props.schema, { id: `${props.id}-form`, lastResult: props.lastResult, defaultValue: { active: "on" } as never });
  return (
    <NewRecord id={props.id} title={props.title}>
      <GridForm form={form} intent="create" labels={props.labels} submit={props.submit}>
        {props.children(fields)}
      </GridForm>
    </NewRecord>
  );
}

import { Form, useActionData } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { buttonClass, inputClass } from "./admin-ui.tsx";

/** The kit's answer to a refused form (`sectionAction`): the intent, and the form's reply with what was posted. */
type Answer = { intent?: string; result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } } | undefined;

/**
 * A one-field form on a table's row (an emirate's code renamed in place): the row's id and the values it was
 * shown with go hidden (`values`: what a second editor's change is checked against), and a refusal of this
 * intent for this row shows under this row's field, in the page's language; the other rows stay as they were.
 * The field is named for the row (`<name>-<id>`), its label read only by screen readers (the column's heading
 * shows). A row's button without a field is `IntentButton`.
 */
export function RowFieldForm(props: {
  intent: string;
  id: number;
  name: string;
  defaultValue: string;
  label: MessageKey;
  vars?: Record<string, string | number>;
  submit: MessageKey;
  values?: Record<string, string | number>;
  ltr?: boolean;
  size?: number;
}) {
  const { t } = useT();
  const answer = useActionData() as Answer;
  const mine = answer?.intent === props.intent && String(answer.result?.initialValue?.id) === String(props.id);
  const error = mine ? answer.result?.error?.[props.name]?.[0] : undefined;
  const field = `${props.name}-${props.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      {Object.entries(props.values ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={field} className="sr-only">{t(props.label, props.vars)}</label>
        <input
          id={field}
          name={props.name}
          dir={props.ltr ? "ltr" : undefined}
          defaultValue={props.defaultValue}
          size={props.size}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field}-error` : undefined}
        />
        {error && <p id={`${field}-error`} className="mt-1 text-sm font-semibold text-red-800">{t(error as MessageKey)}</p>}
      </div>
      <button type="submit" className={buttonClass}>{t(props.submit)}</button>
    </Form>
  );
}

import type { MessageKey } from "#core/i18n/index.ts";
import type { AnyField } from "./field-parts.tsx";
import { TextAreaField, TextField } from "./text-field.tsx";

/**
 * One value in both languages, side by side (stacked on a phone): English left to right, Arabic right to left,
 * whatever the admin's own language. `multiline` for paragraphs.
 */
export function BilingualField(props: { en: AnyField; ar: AnyField; labels: [MessageKey, MessageKey]; hint?: MessageKey; multiline?: boolean }) {
  const Field = props.multiline ? TextAreaField : TextField;
  return (
    <div className="grid gap-x-6 sm:grid-cols-2">
      <Field field={props.en} label={props.labels[0]} lang="en" {...(props.hint ? { hint: props.hint } : {})} />
      <Field field={props.ar} label={props.labels[1]} lang="ar" />
    </div>
  );
}

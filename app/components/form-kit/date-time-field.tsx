import { getInputProps } from "@conform-to/react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { type AnyField, FieldShell, inputClass, useAutoFocus, useFieldError } from "./field-parts.tsx";

/**
 * A date and time in UAE time (a promo code's expiry, a banner's schedule): the browser's own picker, which
 * phones show natively; the value is "2026-11-24T18:30" and the schema's `uaeDateTime()` reads it as Dubai time.
 * The default value comes from `formatUaeDateTime` (core/text/uae-time.ts).
 */
export function DateTimeField(props: { field: AnyField; label: MessageKey; hint?: MessageKey }) {
  const { t } = useT();
  const error = useFieldError(props.field);
  const { key: _key, ...input } = getInputProps(props.field, { type: "datetime-local", ariaDescribedBy: `${props.field.id}-hint` });
  return (
    <FieldShell field={props.field} label={t(props.label)} hint={`${props.hint ? `${t(props.hint)} ` : ""}${t("forms.uaeTime")}`} error={error}>
      <input {...input} autoFocus={useAutoFocus(props.field)} dir="ltr" className={inputClass} />
    </FieldShell>
  );
}

import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { type AnyField, FieldShell, describedBy, inputClass, useAutoFocus, useFieldError, useLabel } from "./field-parts.tsx";

type Label = MessageKey | { text: string };

/**
 * One line of text. E-mail addresses, phone numbers, links and passwords read left to right in both languages
 * (`ltr`); a field holding Arabic text says so (`lang="ar"`, right to left even on the English admin).
 */
export function TextField(props: {
  field: AnyField;
  label: Label;
  hint?: MessageKey;
  type?: "text" | "email" | "tel" | "password" | "url" | "search";
  autoComplete?: string;
  ltr?: boolean;
  lang?: "ar" | "en";
  /** The message for errors without a key of their own (sign-in: "Please enter valid credentials."). */
  fallback?: MessageKey;
}) {
  const { t } = useT();
  const label = useLabel();
  const error = useFieldError(props.field, props.fallback);
  const { key: _key, ...input } = getInputProps(props.field, { type: props.type ?? "text", ariaDescribedBy: describedBy(props.field, Boolean(props.hint), false) });
  return (
    <FieldShell field={props.field} label={label(props.label)} hint={props.hint ? t(props.hint) : undefined} error={error}>
      <input
        {...input}
        autoComplete={props.autoComplete ?? "off"}
        autoFocus={useAutoFocus(props.field)}
        dir={props.ltr || props.lang === "en" ? "ltr" : props.lang === "ar" ? "rtl" : undefined}
        lang={props.lang}
        className={inputClass}
      />
    </FieldShell>
  );
}

/** Text over several lines (addresses, working hours, notes). */
export function TextAreaField(props: { field: AnyField; label: Label; hint?: MessageKey; rows?: number; lang?: "ar" | "en" }) {
  const { t } = useT();
  const label = useLabel();
  const error = useFieldError(props.field);
  const { key: _key, ...textarea } = getTextareaProps(props.field, { ariaDescribedBy: describedBy(props.field, Boolean(props.hint), false) });
  return (
    <FieldShell field={props.field} label={label(props.label)} hint={props.hint ? t(props.hint) : undefined} error={error}>
      <textarea
        {...textarea}
        rows={props.rows ?? 3}
        autoFocus={useAutoFocus(props.field)}
        dir={props.lang === "en" ? "ltr" : props.lang === "ar" ? "rtl" : undefined}
        lang={props.lang}
        className={inputClass}
      />
    </FieldShell>
  );
}

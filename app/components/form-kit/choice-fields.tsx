import { getInputProps, getSelectProps } from "@conform-to/react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { type AnyField, FieldError, FieldShell, inputClass, useAutoFocus, useFieldError } from "./field-parts.tsx";

/** An option's label: a message key, or text already in the page's language (an emirate's name from the database). */
export type OptionLabel = MessageKey | { text: string };
export interface Option {
  value: string;
  label: OptionLabel;
}

function useOptionLabel() {
  const { t } = useT();
  return (label: OptionLabel) => (typeof label === "string" ? t(label) : label.text);
}

/** One of a few choices: a native select (right on every phone, and without JavaScript). */
export function SelectField(props: { field: AnyField; label: MessageKey; options: Option[]; placeholder?: MessageKey; hint?: MessageKey }) {
  const { t } = useT();
  const optionLabel = useOptionLabel();
  const error = useFieldError(props.field);
  const { key: _key, ...select } = getSelectProps(props.field, { ariaDescribedBy: props.hint ? `${props.field.id}-hint` : undefined });
  return (
    <FieldShell field={props.field} label={t(props.label)} hint={props.hint ? t(props.hint) : undefined} error={error}>
      <select {...select} autoFocus={useAutoFocus(props.field)} className={inputClass}>
        {props.placeholder && <option value="">{t(props.placeholder)}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {optionLabel(o.label)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * Several of a list (permissions, emirates): a group of checkboxes under a legend, which works without
 * JavaScript and reads well to a screen reader. The error belongs to the group.
 */
export function MultiSelectField(props: { field: AnyField; label: MessageKey; options: Option[]; hint?: MessageKey; columns?: 1 | 2 | 3 }) {
  const { t } = useT();
  const optionLabel = useOptionLabel();
  const error = useFieldError(props.field);
  const chosen = new Set([props.field.initialValue ?? []].flat().map(String));
  const autoFocus = useAutoFocus(props.field);
  const grid = props.columns === 3 ? "sm:grid-cols-3" : props.columns === 2 ? "sm:grid-cols-2" : "";
  return (
    <fieldset
      id={props.field.id}
      className="mb-4"
      aria-invalid={error ? true : undefined}
      aria-describedby={[props.hint ? `${props.field.id}-hint` : "", error ? props.field.errorId : ""].filter(Boolean).join(" ") || undefined}
    >
      <legend className="mb-1 font-semibold text-slate-800">{t(props.label)}</legend>
      {props.hint && (
        <p id={`${props.field.id}-hint`} className="mb-1 text-sm text-slate-600">
          {t(props.hint)}
        </p>
      )}
      <div className={`grid gap-1 ${grid}`}>
        {props.options.map((o, i) => (
          <label key={o.value} className="flex items-center gap-2">
            <input type="checkbox" name={props.field.name} value={o.value} defaultChecked={chosen.has(o.value)} autoFocus={i === 0 ? autoFocus : undefined} className="size-4 accent-brand-700" />
            {optionLabel(o.label)}
          </label>
        ))}
      </div>
      <FieldError field={props.field} error={error} />
    </fieldset>
  );
}

/** On or off (active, featured): a checkbox shown as a switch, with role="switch" for assistive technology. */
export function SwitchField(props: { field: AnyField; label: MessageKey; hint?: MessageKey }) {
  const { t } = useT();
  const error = useFieldError(props.field);
  const { key: _key, ...input } = getInputProps(props.field, { type: "checkbox", value: "on", ariaDescribedBy: props.hint ? `${props.field.id}-hint` : undefined });
  return (
    <div className="mb-4">
      <label htmlFor={props.field.id} className="inline-flex cursor-pointer items-center gap-3 font-semibold text-slate-800">
        <input {...input} role="switch" autoFocus={useAutoFocus(props.field)} className="peer sr-only" />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 rounded-full bg-slate-400 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
        />
        {t(props.label)}
      </label>
      {props.hint && (
        <p id={`${props.field.id}-hint`} className="mt-1 text-sm text-slate-600">
          {t(props.hint)}
        </p>
      )}
      <FieldError field={props.field} error={error} />
    </div>
  );
}

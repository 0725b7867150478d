import { getInputProps } from "@conform-to/react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { type AnyField, FieldShell, inputClass, useAutoFocus, useFieldError } from "./field-parts.tsx";

/**
 * Numbers are typed as text, not `type="number"`: the browser's number input drops what it cannot read (an
 * Arabic "٥٫٢٥", a "1,250") before the form is sent, so the schema could not say what was wrong. The schema's
 * primitives (wholeNumber, money, hundredths in core/validation/fields.ts) read every way people type them.
 */
function NumericInput(props: { field: AnyField; label: MessageKey; hint?: MessageKey | undefined; decimal: boolean; unit?: string | undefined }) {
  const { t } = useT();
  const error = useFieldError(props.field);
  const { key: _key, type: _type, ...input } = getInputProps(props.field, { type: "text", ariaDescribedBy: props.hint ? `${props.field.id}-hint` : undefined });
  return (
    <FieldShell field={props.field} label={t(props.label)} hint={props.hint ? t(props.hint) : undefined} error={error}>
      <div className="flex items-stretch" dir="ltr">
        {props.unit && (
          <span aria-hidden="true" className="inline-flex items-center rounded-s-md border border-e-0 border-slate-400 bg-slate-100 px-3 text-sm font-semibold text-slate-700">
            {props.unit}
          </span>
        )}
        <input
          {...input}
          type="text"
          inputMode={props.decimal ? "decimal" : "numeric"}
          autoComplete="off"
          autoFocus={useAutoFocus(props.field)}
          className={`${inputClass} ${props.unit ? "rounded-s-none" : ""}`}
        />
      </div>
    </FieldShell>
  );
}

/** A whole number (minutes, a quantity, a plate number). */
export function NumberField(props: { field: AnyField; label: MessageKey; hint?: MessageKey }) {
  return <NumericInput field={props.field} label={props.label} hint={props.hint} decimal={false} />;
}

/** An amount in dirhams with up to two decimals ("1,250.50"); the schema's `money()` keeps it as integer fils. */
export function MoneyField(props: { field: AnyField; label: MessageKey; hint?: MessageKey }) {
  const { lang } = useT();
  return <NumericInput field={props.field} label={props.label} hint={props.hint} decimal unit={lang === "ar" ? "د.إ" : "AED"} />;
}

/** A percentage with up to two decimals (the VAT rate, a discount); `hundredths()` keeps basis points. */
export function PercentField(props: { field: AnyField; label: MessageKey; hint?: MessageKey }) {
  return <NumericInput field={props.field} label={props.label} hint={props.hint} decimal unit="%" />;
}

import type { FieldMetadata } from "@conform-to/react";
import { type ReactNode, createContext, useContext } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";

// What every field of the kit shares: its label, its hint, its error right beside it (translated from the
// message key the shared zod schema gave), and the focus on the first field in error.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any form
export type AnyField = FieldMetadata<any, any, string[]>;

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-700";

/**
 * The name of the form's first field in error, given by KitForm. A page that comes back from the server with
 * errors (JavaScript off, or a refusal only the server can see) puts the focus there; with JavaScript on,
 * Conform focuses it on a refused submit itself.
 */
export const FirstErrorContext = createContext<string | undefined>(undefined);

export function useAutoFocus(field: AnyField): boolean | undefined {
  return useContext(FirstErrorContext) === field.name ? true : undefined;
}

/** The translated first error of a field: a message key from the schema or the server, else the generic message. */
export function useFieldError(field: AnyField, fallback: MessageKey = "error.validation"): string | undefined {
  const { t, isKey } = useT();
  const message = field.errors?.[0];
  if (!message) return undefined;
  return isKey(message) ? t(message) : t(fallback);
}

/** The ids a field's input points at with aria-describedby: its hint and its error, when there are. */
export function describedBy(field: AnyField, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${field.id}-hint` : "", error ? field.errorId : ""].filter(Boolean).join(" ") || undefined;
}

/** Label, hint, the control, and the error beside it. */
export function FieldShell(props: { field: AnyField; label: string; hint?: ReactNode; error: string | undefined; children: ReactNode; className?: string }) {
  return (
    <div className={`mb-4 ${props.className ?? ""}`}>
      <label htmlFor={props.field.id} className="mb-1 block font-semibold text-slate-800">
        {props.label}
      </label>
      {props.hint && (
        <p id={`${props.field.id}-hint`} className="mb-1 text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      {props.children}
      <FieldError field={props.field} error={props.error} />
    </div>
  );
}

export function FieldError({ field, error }: { field: AnyField; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  );
}

/** A label given as a message key or as text already translated. */
export function useLabel() {
  const { t } = useT();
  return (label: MessageKey | { text: string }) => (typeof label === "string" ? t(label) : label.text);
}

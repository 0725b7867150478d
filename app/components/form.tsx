import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { type MessageKey, isMessageKey } from "#core/i18n/index.ts";
import { useT } from "../lib/i18n.ts";

// The parts of every account form (Conform + the shared zod schemas). Errors travel as message keys and are
// translated here; a message that is not a key (a schema without its own) shows as `fallback`.

/** Translates an error message key; anything else becomes the fallback message. */
export function useErrorText(fallback: MessageKey = "error.validation") {
  const { t } = useT();
  return (message: string | undefined) => (isMessageKey(message) ? t(message) : t(fallback));
}

export interface SummaryField {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form
  field: FieldMetadata<any, any, string[]>;
  label: string;
}

/**
 * The errors of a form, announced (role="alert") and linked to their fields. The region is always rendered,
 * so a screen reader hears it when it fills after a client-side submission too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form
export function ErrorSummary({ form, fields, fallback }: { form: FormMetadata<any, string[]>; fields: SummaryField[]; fallback?: MessageKey }) {
  const { t } = useT();
  const text = useErrorText(fallback);
  const formErrors = [...new Set((form.errors ?? []).map((m) => text(m)))];
  const fieldErrors = fields.filter(({ field }) => field.errors?.length);
  const empty = formErrors.length === 0 && fieldErrors.length === 0;
  return (
    <div role="alert" id={form.errorId} className={empty ? undefined : "mb-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"}>
      {formErrors.map((message) => (
        <p key={message} className="font-semibold">
          {message}
        </p>
      ))}
      {fieldErrors.length > 0 && (
        <>
          <p className="font-semibold">{t("form.errorSummary")}</p>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            {fieldErrors.map(({ field, label }) => (
              <li key={field.name}>
                <a href={`#${field.id}`} className="underline">
                  {label}: {text(field.errors?.[0])}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A labelled input with its error, wired for assistive technology by Conform (aria-invalid, aria-describedby). */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  ltr = false,
  fallback,
  hint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form
  field: FieldMetadata<any, any, string[]>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete: string;
  /** E-mail addresses, phone numbers and passwords read left to right in both languages. */
  ltr?: boolean;
  fallback?: MessageKey;
  hint?: ReactNode;
}) {
  const text = useErrorText(fallback);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key: _key, ...props } = getInputProps(field, { type, ariaDescribedBy: hintId });
  const error = field.errors?.[0];
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="mb-1 block font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        {...props}
        autoComplete={autoComplete}
        dir={ltr ? "ltr" : undefined}
        className="block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-700"
      />
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {text(error)}
        </p>
      )}
    </div>
  );
}

/** A success message, announced politely; always rendered so the announcement is heard. */
export function StatusMessage({ message, children }: { message?: string | undefined; children?: ReactNode }) {
  const shown = Boolean(message || children);
  return (
    <div role="status" className={shown ? "mb-6 rounded-md border border-brand-600 bg-brand-50 p-4 font-semibold text-brand-900" : undefined}>
      {message}
      {children}
    </div>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary">
      {children}
    </button>
  );
}

/** The narrow column the account forms sit in. */
export function FormPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-md px-4 py-8">{children}</div>;
}

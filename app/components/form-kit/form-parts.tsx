import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";

// The parts around the fields of a kit form: the error summary, the success message, the submit button and the
// narrow column of the account pages. Errors travel as message keys and are translated here; a message that is
// not a key (a schema without its own) shows as `fallback`.

/** Translates an error message key; anything else becomes the fallback message. */
export function useErrorText(fallback: MessageKey = "error.validation") {
  const { t, isKey } = useT();
  return (message: string | undefined) => (isKey(message) ? t(message) : t(fallback));
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

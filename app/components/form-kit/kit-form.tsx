import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { ErrorSummary, type SummaryField } from "./form-parts.tsx";
import { FirstErrorContext } from "./field-parts.tsx";

/** The name of the first field in error (the schema's order: the order the fields are shown in). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form
function firstErrorName(form: FormMetadata<any, string[]>): string | undefined {
  return Object.entries(form.allErrors).find(([name, errors]) => name !== "" && name !== form.id && errors.length > 0)?.[0];
}

/**
 * Every form of the site and the admin: a React Router form wired by Conform to the shared zod schema
 * (validated in the browser, and again by the route's action, which also serves it without JavaScript).
 * It announces the errors at the top (linked to their fields), each field shows its own beside it, and the
 * first field in error takes the focus. `intent` names the form when a page has several.
 */
export function KitForm(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form
  form: FormMetadata<any, string[]>;
  /**
   * The fields the error summary lists, by name, with their labels' message keys, in the order they are shown:
   * the same keys the fields' own labels use, so a form names each label once here and once on its field.
   */
  labels?: Readonly<Record<string, MessageKey>>;
  /** More lines for the summary, after `labels`: fields whose label is not one message (a list's rows). */
  summary?: SummaryField[];
  /** The message for errors without one of their own. */
  fallback?: MessageKey;
  intent?: string;
  action?: string;
  /** Forms with a file travel as multipart. */
  files?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const fieldset = props.form.getFieldset();
  const labelled = Object.entries(props.labels ?? {}).map(([name, label]) => ({ field: fieldset[name]!, label: t(label) }));
  const summary = props.labels || props.summary ? [...labelled, ...(props.summary ?? [])] : undefined;
  return (
    <FirstErrorContext.Provider value={firstErrorName(props.form)}>
      {summary && <ErrorSummary form={props.form} fields={summary} {...(props.fallback ? { fallback: props.fallback } : {})} />}
      <Form method="post" {...getFormProps(props.form)} action={props.action} encType={props.files ? "multipart/form-data" : undefined} className={props.className}>
        {props.intent && <input type="hidden" name="intent" value={props.intent} />}
        {props.children}
      </Form>
    </FirstErrorContext.Provider>
  );
}

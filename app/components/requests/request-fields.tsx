import type { MessageKey } from "#core/i18n/index.ts";
import { budgetRanges, contactMethods } from "#core/validation/requests.ts";
import { type AnyField, HoneypotField, SelectField, type SummaryField, TextAreaField, TextField } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";

/** The emirates and plate types to choose from, named in the page's language by the loader. */
export interface PlateChoices {
  emirates: { value: string; label: { text: string } }[];
  types: { value: string; label: { text: string } }[];
}

type Fields = Record<string, AnyField>;

/** Emirate, plate type, code and (for an estimate or a drawn plate) the number. */
export function PlateFields({ fields, choices, codeRequired, number }: { fields: Fields; choices: PlateChoices; codeRequired: boolean; number: boolean }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <SelectField field={fields.emirate!} label="requests.emirate" options={choices.emirates} placeholder="requests.choose" />
      <SelectField field={fields.plate_type!} label="requests.plateType" options={choices.types} placeholder="requests.choose" />
      <TextField field={fields.code!} label={codeRequired ? "requests.code" : "requests.codeOptional"} ltr />
      {number && <TextField field={fields.number!} label="requests.number" ltr />}
    </div>
  );
}

export function BudgetField({ field }: { field: AnyField }) {
  return <SelectField field={field} label="requests.budget" options={budgetRanges.map((b) => ({ value: b, label: `requests.budget.${b}` as const }))} placeholder="requests.choose" />;
}

/**
 * Name, phone or mobile, e-mail, preferred contact method, and the honeypot: a field hidden from people (and
 * from screen readers and the tab order) that robots fill in.
 */
export function ContactFields({ fields }: { fields: Fields }) {
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField field={fields.name!} label="form.name" autoComplete="name" />
        <TextField field={fields.phone!} label="requests.phoneOrMobile" type="tel" autoComplete="tel" ltr />
        <TextField field={fields.email!} label="form.email" type="email" autoComplete="email" ltr />
        <SelectField field={fields.contact_method!} label="requests.contactMethod" options={contactMethods.map((m) => ({ value: m, label: `requests.method.${m}` as const }))} placeholder="requests.choose" />
      </div>
      <HoneypotField />
    </>
  );
}

export function NotesField({ field, label }: { field: AnyField; label: MessageKey }) {
  return <TextAreaField field={field} label={label} rows={4} />;
}

const labels: Record<string, MessageKey> = {
  emirate: "requests.emirate",
  plate_type: "requests.plateType",
  code: "requests.code",
  number: "requests.number",
  wish: "requests.wish",
  budget: "requests.budget",
  notes: "requests.notes",
  question: "requests.question",
  name: "form.name",
  phone: "requests.phoneOrMobile",
  email: "form.email",
  contact_method: "requests.contactMethod",
};

/** The error summary's entries, in the order the fields are shown. */
export function useSummary(fields: Fields, names: string[]): SummaryField[] {
  const { t } = useT();
  return names.map((name) => ({ field: fields[name]!, label: t(labels[name]!) }));
}

// The form kit: one way to build every form of the site and the admin (docs/decisions/0016-form-kit.md).
export { parseForm, useSchemaForm } from "#app/lib/use-schema-form.ts";
export { KitForm } from "./kit-form.tsx";
export { ErrorSummary, FormPage, StatusMessage, SubmitButton, type SummaryField, useErrorText } from "./form-parts.tsx";
export { type AnyField, FieldError } from "./field-parts.tsx";
export { TextAreaField, TextField } from "./text-field.tsx";
export { BilingualField } from "./bilingual-field.tsx";
export { RichTextField } from "./rich-text-field.tsx";
export { MoneyField, NumberField, PercentField } from "./number-fields.tsx";
export { MultiSelectField, type Option, SelectField, SwitchField } from "./choice-fields.tsx";
export { DateTimeField } from "./date-time-field.tsx";
export { ImageUploadField } from "./image-upload-field.tsx";
export { FileUploadField } from "./file-upload-field.tsx";
export { HoneypotField } from "./honeypot-field.tsx";

import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { inputClass } from "./admin-ui.tsx";

/** One text field of an admin form, with its translated error beside it (linked for screen readers). */
export function AdminTextField(props: {
  id: string;
  name: string;
  label: MessageKey;
  error?: MessageKey | undefined;
  /** The first field in error takes focus when the page comes back with errors (no JavaScript needed). */
  focus?: boolean;
  defaultValue?: string | undefined;
  maxLength: number;
  dir?: "rtl" | "ltr";
  lang?: "ar" | "en";
}) {
  const { t } = useT();
  const errorId = `${props.id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="font-semibold">
        {t(props.label)}
      </label>
      <input
        id={props.id}
        name={props.name}
        required
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        dir={props.dir}
        lang={props.lang}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        autoFocus={props.focus ? true : undefined}
        className={`${inputClass} w-72 max-w-full`}
      />
      {props.error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {t(props.error)}
        </p>
      )}
    </div>
  );
}

/** A name in both languages side by side: English left-to-right, Arabic right-to-left. */
export function BilingualNameFields(props: { idPrefix: string; labels: [MessageKey, MessageKey]; errors?: Record<string, string> | undefined; values?: { en: string; ar: string } }) {
  const error = (name: string) => props.errors?.[name] as MessageKey | undefined;
  return (
    <div className="flex flex-wrap gap-4">
      <AdminTextField id={`${props.idPrefix}-name`} name="name" label={props.labels[0]} error={error("name")} focus={Boolean(error("name"))} defaultValue={props.values?.en} maxLength={60} dir="ltr" lang="en" />
      <AdminTextField id={`${props.idPrefix}-name-ar`} name="name_ar" label={props.labels[1]} error={error("name_ar")} focus={!error("name") && Boolean(error("name_ar"))} defaultValue={props.values?.ar} maxLength={60} dir="rtl" lang="ar" />
    </div>
  );
}

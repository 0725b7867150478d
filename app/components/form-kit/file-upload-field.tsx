import { useState } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";

/** "1.5 MB" / "1.5 ميغابايت": sizes in the page's language, for the rules and the chosen file. */
function formatSize(bytes: number, lang: "ar" | "en"): string {
  const mb = bytes / (1024 * 1024);
  const value = mb >= 1 ? `${Number(mb.toFixed(1))}` : `${Math.max(1, Math.round(bytes / 1024))}`;
  const unit = mb >= 1 ? (lang === "ar" ? "ميغابايت" : "MB") : lang === "ar" ? "كيلوبايت" : "KB";
  return `${value} ${unit}`;
}

/**
 * A file field of the form kit for what is not an image (a spreadsheet to import, a PDF): the file travels
 * in the form (multipart), so it works without JavaScript; with it, a wrong type or a file over `maxBytes` is
 * refused here, before a long send. The server checks again: this is only a courtesy.
 */
export function FileUploadField(props: {
  name: string;
  label: MessageKey;
  /** Extensions with their dot: [".csv", ".xlsx"]. */
  extensions: string[];
  maxBytes: number;
  error?: string | undefined;
  autoFocus?: boolean | undefined;
}) {
  const { t, isKey, lang } = useT();
  const [local, setLocal] = useState<{ error?: string; chosen?: string }>({});
  const id = `field-${props.name}`;
  const types = props.extensions.map((e) => e.slice(1)).join(lang === "ar" ? "، " : ", ");
  const size = formatSize(props.maxBytes, lang);
  const serverError = props.error ? (isKey(props.error) ? t(props.error) : t("error.validation")) : undefined;
  const error = local.error ?? (local.chosen ? undefined : serverError);
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-semibold text-slate-800">
        {t(props.label)}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
        {t("upload.fileRules", { types, size })}
      </p>
      <input
        id={id}
        name={props.name}
        type="file"
        accept={props.extensions.join(",")}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""} ${id}-status`}
        autoFocus={props.autoFocus}
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return setLocal({});
          const extension = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
          if (!props.extensions.includes(extension)) {
            input.value = "";
            return setLocal({ error: t("upload.fileType", { types }) });
          }
          if (file.size > props.maxBytes) {
            input.value = "";
            return setLocal({ error: t("upload.fileTooLarge", { size }) });
          }
          setLocal({ chosen: t("upload.chosen", { name: file.name, size: formatSize(file.size, lang) }) });
        }}
        className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
      />
      <p id={`${id}-status`} role="status" className="mt-1 text-sm text-slate-700">
        {local.chosen}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

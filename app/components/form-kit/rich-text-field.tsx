import { getTextareaProps } from "@conform-to/react";
import { useRef } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { type AnyField, FieldShell, inputClass, useAutoFocus, useFieldError } from "./field-parts.tsx";

/** What the toolbar wraps the selection in; the server's sanitizer keeps exactly these tags (and more). */
const tools = [
  { id: "bold", label: "forms.rich.bold", before: "<strong>", after: "</strong>" },
  { id: "italic", label: "forms.rich.italic", before: "<em>", after: "</em>" },
  { id: "heading", label: "forms.rich.heading", before: "<h2>", after: "</h2>" },
  { id: "list", label: "forms.rich.list", before: "<ul>\n<li>", after: "</li>\n</ul>" },
  { id: "link", label: "forms.rich.link", before: '<a href="https://">', after: "</a>" },
  // The selection becomes the image's description (alt); the address is typed in place of https://.
  { id: "image", label: "forms.rich.image", before: '<img src="https://" alt="', after: '">' },
] as const satisfies { id: string; label: MessageKey; before: string; after: string }[];

/** Wraps the selection and tells the form (Conform listens for input events) that the value changed. */
function wrapSelection(textarea: HTMLTextAreaElement, before: string, after: string) {
  const { selectionStart: start, selectionEnd: end, value } = textarea;
  textarea.setRangeText(`${before}${value.slice(start, end)}${after}`, start, end, "select");
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
  textarea.focus();
}

function RichTextArea(props: { field: AnyField; label: string; lang: "ar" | "en" }) {
  const { t } = useT();
  const error = useFieldError(props.field);
  const area = useRef<HTMLTextAreaElement>(null);
  // The toolbar needs JavaScript: it appears once the page is live, so nobody meets buttons that do nothing.
  const live = useHydrated();
  const { key: _key, ...textarea } = getTextareaProps(props.field, { ariaDescribedBy: `${props.field.id}-hint` });
  return (
    <FieldShell field={props.field} label={props.label} hint={t("forms.rich.hint")} error={error}>
      {live && (
        <div role="toolbar" aria-label={t("forms.rich.toolbar", { label: props.label })} aria-controls={props.field.id} className="mb-1 flex flex-wrap gap-1">
          {tools.map((tool) => (
            <button
              key={tool.id}
              type="button"
              onClick={() => area.current && wrapSelection(area.current, tool.before, tool.after)}
              className="rounded border border-slate-400 bg-white px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t(tool.label)}
            </button>
          ))}
        </div>
      )}
      <textarea {...textarea} ref={area} rows={10} dir={props.lang === "ar" ? "rtl" : "ltr"} lang={props.lang} autoFocus={useAutoFocus(props.field)} className={`${inputClass} font-mono text-sm`} />
    </FieldShell>
  );
}

/**
 * A body of rich text in both languages (blog posts, website pages), English and Arabic side by side on a wide
 * screen. It is HTML with a small set of tags; the service sanitises it when it stores it (sanitizeRichText in
 * the content module), so whatever is typed or pasted here, nothing unsafe is kept or shown.
 */
export function RichTextField(props: { en: AnyField; ar: AnyField; labels: [MessageKey, MessageKey] }) {
  const { t } = useT();
  return (
    <div className="grid gap-x-6 xl:grid-cols-2">
      <RichTextArea field={props.en} label={t(props.labels[0])} lang="en" />
      <RichTextArea field={props.ar} label={t(props.labels[1])} lang="ar" />
    </div>
  );
}

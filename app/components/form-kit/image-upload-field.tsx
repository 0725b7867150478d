import { useEffect, useRef, useState } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { formatPercent } from "#core/text/percent.ts";
import { useT } from "#app/lib/i18n.ts";

/** Spec section 5; the server checks again (server/modules/storage/image-upload.ts), this only saves a wasted send. */
const MAX_BYTES = 2 * 1024 * 1024;
const EXTENSIONS = /\.(jpe?g|png)$/i;

type State =
  | { step: "empty" }
  | { step: "sending"; percent: number; name: string; preview: string }
  | { step: "ready"; key: string; name: string; preview: string }
  | { step: "refused"; message: string };

/**
 * An image field of the form kit (identity documents, ownership cards, photos): jpg, jpeg or png up to 2 MB.
 *
 * Without JavaScript it is a file input and the image travels in the form (multipart; the action reads it with
 * imageFromForm). With JavaScript, a chosen image is checked here, shown as a preview, and sent on its own to
 * POST /api/uploads/images with its progress shown; the form then carries only the key it got back, in
 * `<name>_key`, and the file input is emptied so the bytes are not sent twice.
 */
export function ImageUploadField(props: {
  name: string;
  label: MessageKey;
  /** The translated error of the last submission (a message key from the server). */
  error?: string | undefined;
  /** A document already on file (replacing it is optional): its address for the preview. */
  currentUrl?: string | undefined;
  /** The first field in error takes focus when the page comes back with errors. */
  autoFocus?: boolean | undefined;
}) {
  const { t, isKey, lang } = useT();
  const [state, setState] = useState<State>({ step: "empty" });
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const id = `field-${props.name}`;
  const label = t(props.label);

  // A preview's object URL and an unfinished send end with the field.
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    const preview = state.step === "sending" || state.step === "ready" ? state.preview : undefined;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [state]);

  function refuse(key: MessageKey) {
    if (input.current) input.current.value = "";
    setState({ step: "refused", message: t(key) });
  }

  function send(file: File) {
    if (!EXTENSIONS.test(file.name) || (file.type && !/^image\/(jpeg|png)$/.test(file.type))) return refuse("upload.notImage");
    if (file.size === 0) return refuse("upload.empty");
    if (file.size > MAX_BYTES) return refuse("upload.tooLarge");
    const preview = URL.createObjectURL(file);
    setState({ step: "sending", percent: 0, name: file.name, preview });
    request.current?.abort();
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", `/api/uploads/images?lang=${lang}`);
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setState({ step: "sending", percent: Math.round((e.loaded / e.total) * 100), name: file.name, preview });
    };
    xhr.onload = () => {
      const body = xhr.response as { key?: string; message?: string } | null;
      if (xhr.status === 201 && body?.key) {
        // The form now names the staged image; the file itself stays out of the submission.
        if (input.current) input.current.value = "";
        setState({ step: "ready", key: body.key, name: file.name, preview });
      } else {
        setState({ step: "refused", message: body?.message ?? t("upload.failed") });
      }
    };
    xhr.onerror = () => setState({ step: "refused", message: t("upload.failed") });
    xhr.send(file);
  }

  const serverError = props.error ? (isKey(props.error) ? t(props.error) : t("error.validation")) : undefined;
  const error = state.step === "refused" ? state.message : state.step === "empty" ? serverError : undefined;
  const preview = state.step === "sending" || state.step === "ready" ? state.preview : props.currentUrl;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-semibold text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
        {t("upload.rules")}
      </p>
      <div className="flex flex-wrap items-start gap-4">
        {preview && <img src={preview} alt={t("upload.previewOf", { label })} className="h-24 w-36 rounded-md border border-slate-300 object-cover" />}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            id={id}
            name={props.name}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""} ${id}-status`}
            autoFocus={props.autoFocus}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) send(file);
            }}
            className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          <input type="hidden" name={`${props.name}_key`} value={state.step === "ready" ? state.key : ""} />
          <div id={`${id}-status`} role="status" className="text-sm text-slate-700">
            {state.step === "sending" && (
              <>
                <progress max={100} value={state.percent} className="me-2 align-middle" aria-label={t("upload.uploading")} />
                {t("upload.progress", { percent: formatPercent(state.percent, lang) })}
              </>
            )}
            {state.step === "ready" && t("upload.ready", { name: state.name })}
          </div>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

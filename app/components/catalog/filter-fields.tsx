import type { ReactNode } from "react";
import { useId } from "react";
import { useT } from "#app/lib/i18n.ts";

/** A labelled select or input of the filter form, with its translated error (if any) linked to it. */
export function FilterField({ label, error, children, hint }: { label: string; error?: string | undefined; hint?: string; children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass = "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700";

export function SortAndSubmit({ sort, sorts, error }: { sort: string; sorts: readonly string[]; error?: string | undefined }) {
  const { t } = useT();
  return (
    <>
      <FilterField label={t("filters.sort")} error={error}>
        {(p) => (
          <select {...p} name="sort" defaultValue={sort} className={inputClass}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}` as Parameters<typeof t>[0])}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <div className="flex items-end gap-2">
        {/* The search box's own button says "Search"; this one, inside the filter sheet, applies what was chosen there. */}
        <button type="submit" className="btn-primary">
          {t("filters.apply")}
        </button>
      </div>
    </>
  );
}

import type { ComponentProps } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { KitForm } from "#app/components/form-kit/index.ts";
import { buttonClass } from "./admin-ui.tsx";

/**
 * A section's two-column form (the new plate, number, bundle and auction, a promo code, the fees): the kit's form in
 * the admin's grid, its fields, then its submit button on a row of its own. Six pages wrote this frame by hand.
 * Without `submit` there is no button (a reader who may not change the fees sees them only).
 */
export function GridForm(props: Omit<ComponentProps<typeof KitForm>, "className"> & { submit?: MessageKey | undefined }) {
  const { t } = useT();
  const { submit, children, ...kit } = props;
  return (
    <KitForm {...kit} className="grid max-w-3xl gap-x-6 sm:grid-cols-2">
      {children}
      {submit && (
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t(submit)}
          </button>
        </div>
      )}
    </KitForm>
  );
}

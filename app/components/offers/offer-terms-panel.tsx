import { offerTermsForm } from "#core/validation/offers.ts";
import { Flash, Panel, buttonClass } from "#app/components/admin/admin-ui.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { KitForm, MoneyField, SwitchField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";

/** An item's offer settings (decision 0064): open to offers, and a floor buyers never see. Its answer only. */
export function OfferTermsPanel(props: { values: { accepting: string; floor: string }; actionData: object | undefined }) {
  const { t } = useT();
  const mine = (props.actionData as { intent?: string } | undefined)?.intent === "offers" ? formResult(props.actionData) : undefined;
  const [form, fields] = useSchemaForm(offerTermsForm, { id: "offer-terms-form", lastResult: mine, defaultValue: props.values as never });
  return (
    <Panel id="offer-terms" title="offers.terms">
      <Flash />
      <KitForm form={form} intent="offers" summary={[{ field: fields.floor, label: t("offers.floor") }]} className="grid max-w-xl gap-x-6">
        <SwitchField field={fields.accepting} label="offers.accepting" />
        <MoneyField field={fields.floor} label="offers.floor" />
        <div>
          <button type="submit" className={buttonClass}>
            {t("offers.saveTerms")}
          </button>
        </div>
      </KitForm>
    </Panel>
  );
}

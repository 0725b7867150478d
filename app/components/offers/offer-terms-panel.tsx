import { offerTermsForm } from "#core/validation/offers.ts";
import { Panel, AdminSubmitButton } from "#app/components/admin/admin-ui.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { KitForm, MoneyField, SwitchField, useSchemaForm } from "#app/components/form-kit/index.ts";

/**
 * An item's offer settings (decision 0064): open to offers, and a floor buyers never see. Its answer only; its
 * flash ("Offer settings saved.") is the record page's own, at its top, as every write's.
 */
export function OfferTermsPanel(props: { values: { accepting: string; floor: string }; actionData: object | undefined }) {
  const mine = (props.actionData as { intent?: string } | undefined)?.intent === "offers" ? formResult(props.actionData) : undefined;
  const [form, fields] = useSchemaForm(offerTermsForm, { id: "offer-terms-form", lastResult: mine, defaultValue: props.values as never });
  return (
    <Panel id="offer-terms" title="offers.terms">
      <KitForm form={form} intent="offers" labels={{ floor: "offers.floor" }} className="grid max-w-xl gap-x-6">
        <SwitchField field={fields.accepting} label="offers.accepting" />
        <MoneyField field={fields.floor} label="offers.floor" />
        <AdminSubmitButton label="offers.saveTerms" row />
      </KitForm>
    </Panel>
  );
}

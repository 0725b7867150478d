import { promoForm } from "#core/validation/checkout.ts";
import { DateTimeField, NumberField, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { GridForm } from "#app/components/admin/grid-form.tsx";

export interface PromocodeValues {
  code: string;
  percent: string;
  expires_at: string;
  max_uses: string;
}

/** The create and edit form of a promo code (the kit's text, number and UAE date-time fields). */
export function PromocodeForm(props: { id: string; intent?: string; lastResult: Parameters<typeof useSchemaForm>[1]["lastResult"]; defaults?: PromocodeValues; submit: "promo.create" | "promo.save" }) {
  const [form, fields] = useSchemaForm(promoForm, { id: props.id, lastResult: props.lastResult, ...(props.defaults ? { defaultValue: props.defaults as never } : {}), optional: ["max_uses"] });
  return (
    <GridForm
      form={form}
      {...(props.intent ? { intent: props.intent } : {})}
      labels={{ code: "promo.code", percent: "promo.percent", expires_at: "promo.expiresAt", max_uses: "promo.maxUses" }}
      submit={props.submit}
    >
      <TextField field={fields.code} label="promo.code" ltr />
      <NumberField field={fields.percent} label="promo.percent" />
      <DateTimeField field={fields.expires_at} label="promo.expiresAt" />
      <NumberField field={fields.max_uses} label="promo.maxUses" hint="promo.maxUsesHint" />
    </GridForm>
  );
}

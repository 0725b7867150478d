import type { MessageKey } from "#core/i18n/index.ts";
import { type AnyField, type Option, SelectField, TextField } from "#app/components/form-kit/index.ts";

/**
 * A plate is named first by its emirate and its code: the new plate (admin), the new bundle's plate (admin) and the
 * seller's ad (sell with us) ask for both the same way, with the same words. One place, so those forms cannot drift
 * apart; each adds the plate's other fields (type, number) after these.
 */
export function PlateCodeFields(props: { emirate: AnyField; code: AnyField; emirates: Option[] }) {
  return (
    <>
      <SelectField field={props.emirate} label="plates.emirate" options={props.emirates} placeholder="plates.emirateRequired" />
      <TextField field={props.code} label="plates.code" ltr />
    </>
  );
}

/** The same two fields' labels in the form's error summary (`KitForm`'s `labels`), as the fields are labelled. */
export const plateCodeLabels = { emirate: "plates.emirate", code: "plates.code" } as const satisfies Record<string, MessageKey>;

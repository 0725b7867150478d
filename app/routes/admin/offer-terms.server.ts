import type { Permission } from "#core/access/permissions.ts";
import { formatScaled } from "#core/text/digits.ts";
import { offerTermsForm } from "#core/validation/offers.ts";
import { type Intent, type IntentContext, formIntent } from "#app/lib/admin-section.server.ts";

// An item's offer settings on its record page (plates, du and Etisalat numbers; decision 0064): one loader
// value and one intent, so each record page adds two lines and the rule stays here.

/** The form's values: open to offers, and the floor in AED ("" without one). */
export async function offerTermsValues(services: IntentContext["services"], kind: "plate" | "number", id: number) {
  const terms = await services.offersAdmin.terms(kind, id);
  return { accepting: terms.accepting ? "on" : "", floor: terms.floor === undefined ? "" : formatScaled(terms.floor, 2) };
}

/** The `offers` intent: saved with the item's own update permission, back to the record with its flash. */
export function offerTermsIntent(kind: "plate" | "number", permission: Permission, recordPath: (id: number) => string): Intent {
  return formIntent(permission, offerTermsForm, async ({ services, actor, id }, v) => {
    await services.offersAdmin.setTerms(actor, kind, id, { accepting: v.accepting ?? false, floor: v.floor === undefined ? undefined : BigInt(v.floor) });
    return { done: "offerTermsSaved", to: recordPath(id) };
  });
}

import { plateCodeIdForm } from "#core/validation/reference-data.ts";
import { HttpError } from "#server/http/api-errors.ts";

export { typeVersion } from "#server/modules/catalog/index.ts";

/** The code row a delete names (a hidden field): malformed, it is the code's 404, like an unknown one. */
export function codeIdOf(form: FormData): number {
  const parsed = plateCodeIdForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new HttpError(404, "referenceData.codeNotFound");
  return parsed.data.id;
}

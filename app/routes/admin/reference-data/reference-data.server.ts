import { data } from "react-router";
import { plateCodeIdForm } from "#core/validation/reference-data.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { type Intent, sectionAction } from "#app/lib/admin-section.server.ts";

type Args = Parameters<typeof sectionAction>[0];
type Section = Parameters<typeof sectionAction>[1];

/**
 * The Reference data pages' action: the kit's `sectionAction`, except that a code or type in use is refused with
 * how many plates use it (`count`), which the page puts in the language's plural form (decision 0053).
 */
export async function referenceAction(args: Args, section: Section) {
  let inUse: number | undefined;
  const counted = (intent: Intent): Intent => ({
    permission: intent.permission,
    async run(ctx) {
      try {
        return await intent.run(ctx);
      } catch (error) {
        // By shape, not class: the page bundle and the server's services hold two copies of InUseError.
        if (isHttpError(error) && "count" in error && typeof error.count === "number") inUse = error.count;
        throw error;
      }
    },
  });
  const intents = Object.fromEntries(Object.entries(section.intents).map(([name, intent]) => [name, counted(intent)]));
  const answer = await sectionAction(args, { ...section, intents });
  if (inUse === undefined || answer instanceof Response) return answer;
  return data({ ...(answer.data as object), count: inUse }, answer.init ?? { status: 409 });
}

export { typeVersion } from "#server/modules/catalog/index.ts";

/** The code row a delete names (a hidden field): malformed, it is the code's 404, like an unknown one. */
export function codeIdOf(form: FormData): number {
  const parsed = plateCodeIdForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new HttpError(404, "referenceData.codeNotFound");
  return parsed.data.id;
}

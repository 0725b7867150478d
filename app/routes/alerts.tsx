import { data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { alertIdForm, alertKindField } from "#core/validation/alerts.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { langFromParam } from "../lib/i18n.ts";
import type { Route } from "./+types/alerts.ts";

/**
 * "Alert me" on a listing posts its filters here; the profile's delete buttons too. Both end on the profile's
 * alerts. Visitors are sent to sign in and back to the listing. A refusal is the translated error page.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const lang = langFromParam(params.lang);
  const form = Object.fromEntries([...(await request.formData()).entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  const user = await session.user();
  const kind = alertKindField.safeParse(form.kind);
  if (!user) {
    const listing = localePath(lang, kind.success && kind.data === "number" ? "/numbers" : "/plates");
    throw redirect(`${localePath(lang, "/sign_in")}?redirect=${encodeURIComponent(listing)}`);
  }
  const profile = localePath(lang, "/profile");
  try {
    if (form.intent === "delete") {
      const id = alertIdForm.safeParse(form);
      if (!id.success) throw data({ messageKey: "alerts.notFound" }, 404);
      await services.alerts.remove(user.id, id.data.id);
      return redirect(`${profile}?alerts=deleted#alerts`);
    }
    if (!kind.success) throw data({ messageKey: "alerts.invalid" }, 400);
    await services.alerts.save(user.id, kind.data, form);
  } catch (error) {
    if (isHttpError(error) && error.statusCode < 500) throw data({ messageKey: error.key }, error.statusCode);
    throw error;
  }
  return redirect(`${profile}?alerts=saved#alerts`);
}

/** A page route, not a resource route, so a refusal thrown by the action is the site's translated error page. */
export default function Alerts() {
  return null;
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`${localePath(langFromParam(params.lang), "/profile")}#alerts`);
}

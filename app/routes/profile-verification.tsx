import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { VerificationForm } from "#app/components/checkout/verification-form.tsx";
import { fileVerification, onFileOf } from "#app/lib/buyer-verification.server.ts";
import { langFromParam, translatorOf, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/profile-verification.ts";

/** The form's kind from the address: the full form (plates and numbers) unless `?for=number` asks for the shorter one. */
const kindOf = (url: URL) => (url.searchParams.get("for") === "number" ? ("number" as const) : ("plate" as const));

/**
 * The buyer verification on the profile (issue 31, decision 0070): the checkout's own form and service, so a
 * buyer can file their names and documents before a first checkout (an offer needs them on file). The full
 * form by default; numbers need less (the names and the Emirates ID).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const verification = await services.verifications.get(user.id);
  const status = services.verifications.isComplete(verification, "plate") ? "plate" : services.verifications.isComplete(verification, "number") ? "number" : "none";
  return { kind: kindOf(url), onFile: onFileOf(verification), status: `verification.status.${status}` as const, saved: url.searchParams.get("saved") === "1" };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const url = new URL(request.url);
  const kind = kindOf(url);
  const refused = await fileVerification(services, user.id, kind, await request.formData());
  if (refused) return data({ result: refused.result }, { status: refused.status });
  return redirect(`${localePath(langFromParam(params.lang), "/profile/verification")}?${kind === "number" ? "for=number&" : ""}saved=1`);
}

// A signed-in buyer's page: never indexed.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: translatorOf(matches).t("verification.title") }, { name: "robots", content: "noindex" }];

export default function ProfileVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { kind, onFile, status, saved } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="mb-4">
        <Link to={href("/profile")} className="text-brand-700 underline underline-offset-2">
          {t("route.profile")}
        </Link>
      </p>
      <h1 className="mb-2 text-3xl font-bold text-brand-900">{t("verification.title")}</h1>
      <p className="mb-2 text-slate-700">{t("verification.intro")}</p>
      <p className="mb-4 font-semibold" data-verification-status>
        {t(status)}
      </p>
      {saved && (
        <p role="status" className="mb-4 rounded-md border border-brand-600 bg-brand-50 px-4 py-3 font-semibold text-brand-900">
          {t("verification.saved")}
        </p>
      )}
      <p className="mb-6">
        <Link to={href(kind === "plate" ? "/profile/verification?for=number" : "/profile/verification")} className="text-brand-700 underline underline-offset-2">
          {t(kind === "plate" ? "verification.forNumber" : "verification.forPlate")}
        </Link>
      </p>
      {/* Keyed by the kind: the shorter and the full form are two forms, each with its own fields. */}
      <VerificationForm key={kind} kind={kind} onFile={onFile} lastResult={actionData?.result} submit="verification.save" />
    </div>
  );
}

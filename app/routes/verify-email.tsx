import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import type { MessageKey } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { verifyTokenSchema } from "#core/validation/auth.ts";
import { FormPage, StatusMessage, SubmitButton } from "#app/components/form-kit/index.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { requestMeta } from "../lib/form-actions.server.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/verify-email.ts";

/** What opening a link ended in, and its message. */
const outcomes = {
  verified: { key: "auth.emailVerified", ok: true },
  changed: { key: "auth.emailChanged", ok: true },
  failed: { key: "auth.verifyFailed", ok: false },
  taken: { key: "auth.emailTaken", ok: false },
} as const satisfies Record<string, { key: MessageKey; ok: boolean }>;
type Outcome = keyof typeof outcomes;
const isOutcome = (value: string | null): value is Outcome => value !== null && Object.hasOwn(outcomes, value);

/**
 * The e-mailed link (?token=…) verifies at once, then comes back here as ?status=…, so the one-time token
 * leaves the address bar and a reload or a change of language shows the result instead of a failure.
 * Without a link: signed-in users see whether they still need to verify, and may ask for a new e-mail.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const token = url.searchParams.get("token");
  if (token !== null) {
    let outcome: Outcome = "failed";
    const parsed = verifyTokenSchema.safeParse({ token });
    if (parsed.success) {
      try {
        outcome = await services.accounts.verifyEmail(parsed.data.token);
      } catch (error) {
        if (!isHttpError(error)) throw error;
        outcome = error.key === "auth.emailTaken" ? "taken" : "failed";
      }
    }
    throw redirect(`${localePath(langFromParam(params.lang), "/verify_email")}?status=${outcome}`);
  }
  const status = url.searchParams.get("status");
  const user = await session.user();
  if (!isOutcome(status) && !user) session.deny(401, "auth.signInRequired");
  return { outcome: isOutcome(status) ? status : null, pending: user ? !user.verified : false };
}

/** "Send again" for a signed-in user whose address is not verified yet. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const user = await session.requireUser();
  try {
    await services.accounts.resendVerification(user, requestMeta(request, ip));
  } catch (error) {
    if (!isHttpError(error)) throw error;
    return data({ message: error.key, ok: false }, { status: error.statusCode });
  }
  return { message: "auth.verificationSent" as MessageKey, ok: true };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { pageName: "verify_email", path: "/verify_email" }),
  { name: "robots", content: "noindex" },
];

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const outcome = loaderData.outcome ? outcomes[loaderData.outcome] : undefined;
  return (
    <FormPage>
      <StatusMessage message={outcome?.ok ? t(outcome.key) : actionData?.ok ? t(actionData.message) : undefined} />
      <div role="alert">
        {outcome && !outcome.ok && <p className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">{t(outcome.key)}</p>}
        {actionData && !actionData.ok && <p className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">{t(actionData.message)}</p>}
      </div>
      {loaderData.pending && (
        <Form method="post">
          <p className="mb-4">{t("auth.verifyPending")}</p>
          <SubmitButton>{t("auth.resendSubmit")}</SubmitButton>
        </Form>
      )}
      {!outcome && !loaderData.pending && <p>{t("auth.alreadyVerified")}</p>}
    </FormPage>
  );
}

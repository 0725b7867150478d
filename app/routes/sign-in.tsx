import { getFormProps } from "@conform-to/react";
import { Form, Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { safeReturnPath } from "#core/return-path.ts";
import { loginSchema } from "#core/validation/auth.ts";
import { sessionCookie } from "#app/lib/session.server.ts";
import { ErrorSummary, FormPage, SubmitButton, TextField } from "#app/components/form-kit/index.ts";
import { replyWithError, requestMeta } from "../lib/form-actions.server.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import { parseForm, useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/sign-in.ts";

// Any malformed input is one message: "Please enter valid credentials."
const malformed = "auth.malformedCredentials";

/** Where to go after signing in: the `redirect` parameter if it is a path on this site, else home. */
function returnPath(url: URL, lang: string | undefined) {
  return safeReturnPath(url.searchParams.get("redirect"), localePath(langFromParam(lang), "/"));
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (await context.get(appContext).session.user()) throw redirect(returnPath(url, params.lang));
  return null;
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const { services, ip } = context.get(appContext);
  const submission = parseForm(await request.formData(), loginSchema, malformed);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  let token: string;
  try {
    ({ token } = await services.accounts.login(submission.value, requestMeta(request, ip)));
  } catch (error) {
    const { result, status } = replyWithError(submission, error, ["password"]);
    return data({ result }, { status });
  }
  throw redirect(returnPath(url, params.lang), {
    headers: { "Set-Cookie": sessionCookie(token, services.config.env === "production"), "Cache-Control": "no-store" },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "sign_in", path: "/sign_in" });

export default function SignIn({ actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const [form, fields] = useSchemaForm(loginSchema, { id: "sign-in", lastResult: actionData?.result, error: malformed });
  return (
    <FormPage>
      <ErrorSummary
        form={form}
        fallback={malformed}
        fields={[
          { field: fields.email, label: t("form.email") },
          { field: fields.password, label: t("form.password") },
        ]}
      />
      {/* No action: the form posts to this page with its query, so the way back (?redirect=) is kept. */}
      <Form method="post" {...getFormProps(form)}>
        <TextField field={fields.email} label="form.email" type="email" autoComplete="username" ltr fallback={malformed} />
        <TextField field={fields.password} label="form.password" type="password" autoComplete="current-password" ltr fallback={malformed} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton>{t("auth.signInSubmit")}</SubmitButton>
          <Link to={href("/forgot_password")} className="font-semibold text-brand-700 underline">
            {t("auth.forgotLink")}
          </Link>
        </div>
      </Form>
      <p className="mt-6">
        {t("auth.noAccount")}{" "}
        <Link to={href("/register")} className="font-semibold text-brand-700 underline">
          {t("auth.createAccount")}
        </Link>
      </p>
    </FormPage>
  );
}

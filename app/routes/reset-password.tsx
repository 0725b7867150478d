import { getFormProps } from "@conform-to/react";
import { Form, Link, data } from "react-router";
import { appContext } from "#app-context";
import { resetPasswordSchema } from "#core/validation/auth.ts";
import { ErrorSummary, FormPage, StatusMessage, SubmitButton, TextField } from "#app/components/form-kit/index.ts";
import { replyWithError, requestMeta } from "../lib/form-actions.server.ts";
import { useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import { parseForm, useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/reset-password.ts";

const secret = ["password", "password_confirmation"];

/** The e-mailed link carries the token (?token=…); the form sends it back with the new password. */
export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, ip } = context.get(appContext);
  const submission = parseForm(await request.formData(), resetPasswordSchema);
  if (submission.status !== "success") {
    // A missing or mangled token is not something the visitor can fix in a field.
    const badToken = Boolean(submission.error?.token);
    return data({ result: submission.reply({ hideFields: secret, ...(badToken ? { formErrors: ["auth.resetFailed"] } : {}) }), done: false }, { status: 400 });
  }
  try {
    await services.accounts.resetPassword(submission.value.token, submission.value.password, requestMeta(request, ip));
  } catch (error) {
    const { result, status } = replyWithError(submission, error, secret);
    return data({ result, done: false }, { status });
  }
  return { result: submission.reply({ resetForm: true }), done: true };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { pageName: "reset_password", path: "/reset_password" }),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const [form, fields] = useSchemaForm(resetPasswordSchema, { id: "reset-password", lastResult: actionData?.result });
  const done = actionData?.done === true;
  return (
    <FormPage>
      <StatusMessage message={done ? t("auth.passwordReset") : undefined} />
      {done ? null : !loaderData.token ? (
        <p className="mb-6 font-semibold text-red-700">{t("auth.resetFailed")}</p>
      ) : (
        <>
          <h2 className="section-heading">{t("auth.resetTitle")}</h2>
          <ErrorSummary
            form={form}
            fields={[
              { field: fields.password, label: t("form.newPassword") },
              { field: fields.password_confirmation, label: t("form.passwordConfirmation") },
            ]}
          />
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name={fields.token.name} value={loaderData.token} />
            <TextField field={fields.password} label="form.newPassword" type="password" autoComplete="new-password" ltr />
            <TextField field={fields.password_confirmation} label="form.passwordConfirmation" type="password" autoComplete="new-password" ltr />
            <SubmitButton>{t("auth.resetSubmit")}</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to={href(done ? "/sign_in" : "/forgot_password")} className="font-semibold text-brand-700 underline">
          {t(done ? "auth.signInTitle" : "auth.forgotTitle")}
        </Link>
      </p>
    </FormPage>
  );
}

import { getFormProps } from "@conform-to/react";
import { Form, Link, data } from "react-router";
import { appContext } from "#app-context";
import { forgotPasswordSchema } from "#core/validation/auth.ts";
import { ErrorSummary, FormPage, HoneypotField, StatusMessage, SubmitButton, TextField } from "#app/components/form-kit/index.ts";
import { replyWithError, requestMeta } from "../lib/form-actions.server.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import { parseForm, useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/forgot-password.ts";

export function loader() {
  return null;
}

/** Sends the reset link, in the language of this page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, ip } = context.get(appContext);
  const submission = parseForm(await request.formData(), forgotPasswordSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), done: false }, { status: 400 });
  try {
    await services.accounts.forgotPassword(submission.value.email, langFromParam(params.lang), requestMeta(request, ip), Boolean(submission.value.website));
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ result, done: false }, { status });
  }
  return { result: submission.reply({ resetForm: true }), done: true };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { pageName: "forgot_password", path: "/forgot_password" }),
  { name: "robots", content: "noindex" },
];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const [form, fields] = useSchemaForm(forgotPasswordSchema, { id: "forgot-password", lastResult: actionData?.result });
  return (
    <FormPage>
      <StatusMessage message={actionData?.done ? t("auth.resetLinkSent") : undefined} />
      <p className="mb-6">{t("auth.forgotIntro")}</p>
      <ErrorSummary form={form} fields={[{ field: fields.email, label: t("form.email") }]} />
      <Form method="post" {...getFormProps(form)}>
        <TextField field={fields.email} label="form.email" type="email" autoComplete="email" ltr />
        <HoneypotField />
        <SubmitButton>{t("auth.forgotSubmit")}</SubmitButton>
      </Form>
      <p className="mt-6">
        <Link to={href("/sign_in")} className="font-semibold text-brand-700 underline">
          {t("auth.signInTitle")}
        </Link>
      </p>
    </FormPage>
  );
}

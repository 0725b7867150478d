import { getFormProps } from "@conform-to/react";
import { Form, Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { registerSchema } from "#core/validation/auth.ts";
import { ErrorSummary, FormPage, HoneypotField, StatusMessage, SubmitButton, TextField } from "#app/components/form-kit/index.ts";
import { replyWithError, requestMeta } from "../lib/form-actions.server.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import { parseForm, useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/register.ts";

const secret = ["password", "password_confirmation"];

/** Someone already signed in has an account: their profile is the useful page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (await context.get(appContext).session.user()) throw redirect(localePath(langFromParam(params.lang), "/profile"));
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, ip } = context.get(appContext);
  const submission = parseForm(await request.formData(), registerSchema);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: secret }), done: false }, { status: 400 });
  try {
    const { name, email, password, website } = submission.value;
    await services.accounts.register({ name, email, password, website, lang: langFromParam(params.lang) }, requestMeta(request, ip));
  } catch (error) {
    const { result, status } = replyWithError(submission, error, secret);
    return data({ result, done: false }, { status });
  }
  return { result: submission.reply({ resetForm: true }), done: true };
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "register", path: "/register" });

export default function Register({ actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const [form, fields] = useSchemaForm(registerSchema, { id: "register", lastResult: actionData?.result });
  const labels = { name: t("form.name"), email: t("form.email"), password: t("form.password"), password_confirmation: t("form.passwordConfirmation") };
  return (
    <FormPage>
      <StatusMessage message={actionData?.done ? t("auth.registered") : undefined} />
      {!actionData?.done && (
        <>
          <h2 className="section-heading">{t("auth.registerTitle")}</h2>
          <ErrorSummary form={form} fields={Object.entries(labels).map(([name, label]) => ({ field: fields[name as keyof typeof labels], label }))} />
          <Form method="post" {...getFormProps(form)}>
            <TextField field={fields.name} label="form.name" autoComplete="name" />
            <TextField field={fields.email} label="form.email" type="email" autoComplete="email" ltr />
            <TextField field={fields.password} label="form.password" type="password" autoComplete="new-password" ltr />
            <TextField field={fields.password_confirmation} label="form.passwordConfirmation" type="password" autoComplete="new-password" ltr />
            <HoneypotField />
            <SubmitButton>{t("auth.registerSubmit")}</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6">
        {t("auth.haveAccount")}{" "}
        <Link to={href("/sign_in")} className="font-semibold text-brand-700 underline">
          {t("auth.signInTitle")}
        </Link>
      </p>
    </FormPage>
  );
}

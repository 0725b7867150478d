import { Link } from "react-router";
import { appContext } from "#app-context";
import { contactForm } from "#core/validation/requests.ts";
import { KitForm, StatusMessage, SubmitButton, useSchemaForm } from "#app/components/form-kit/index.ts";
import { ContactFields, NotesField, useSummary } from "#app/components/requests/request-fields.tsx";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { requestFormHeaders, submitRequestForm } from "#app/lib/requests.server.ts";
import type { Route } from "./+types/contact-us.ts";

/** The contact form (spec sections 3 and 5), stored as a contact inquiry; works without JavaScript. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return submitRequestForm(context.get(appContext), await request.formData(), contactForm, "contact", langFromParam(params.lang));
}

export const headers: Route.HeadersFunction = requestFormHeaders;

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "contact_us", path: "/contact_us" });

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const [form, fields] = useSchemaForm(contactForm, { id: "contact-form", lastResult: actionData?.result });
  const summary = useSummary(fields, ["name", "phone", "email", "contact_method", "question"]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p className="mb-4 text-slate-700">{t("requests.contactIntro")}</p>
      <StatusMessage message={actionData?.done ? t("requests.submitted") : undefined} />
      <KitForm form={form} summary={summary}>
        <ContactFields fields={fields} />
        <NotesField field={fields.question} label="requests.question" />
        <SubmitButton>{t("requests.sendQuestion")}</SubmitButton>
      </KitForm>
      <p className="mt-8">
        <Link to={href("/branches")} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("requests.ourBranches")}
        </Link>
      </p>
    </div>
  );
}

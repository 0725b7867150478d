import { appContext } from "#app-context";
import { BelowFold } from "#app/components/below-fold.tsx";
import { formatAed } from "#core/money.ts";
import { estimatePlateForm, requestPlateForm } from "#core/validation/requests.ts";
import { KitForm, StatusMessage, SubmitButton, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { BudgetField, ContactFields, NotesField, PlateFields, useSummary } from "#app/components/requests/request-fields.tsx";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { plateChoices } from "#app/lib/plate-choices.server.ts";
import { requestFormHeaders, submitRequestForm } from "#app/lib/requests.server.ts";
import type { Route } from "./+types/services.ts";

/** The two service forms: Request a plate (#request) and Estimate a plate (#estimate), each working without JavaScript. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { choices: await plateChoices(context.get(appContext), langFromParam(params.lang)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const lang = langFromParam(params.lang);
  const app = context.get(appContext);
  return formData.get("intent") === "estimate"
    ? submitRequestForm(app, formData, estimatePlateForm, "estimate_plate", lang)
    : submitRequestForm(app, formData, requestPlateForm, "request_plate", lang);
}

export const headers: Route.HeadersFunction = requestFormHeaders;

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "services", path: "/services" });

export default function Services({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { choices } = loaderData;
  const mine = (kind: string) => (actionData?.kind === kind ? actionData : undefined);
  const requestAnswer = mine("request_plate");
  const estimateAnswer = mine("estimate_plate");
  const [requestForm, rf] = useSchemaForm(requestPlateForm, { id: "request-form", lastResult: requestAnswer?.result, optional: ["code", "notes"] });
  const [estimateForm, ef] = useSchemaForm(estimatePlateForm, { id: "estimate-form", lastResult: estimateAnswer?.result });
  const requestSummary = useSummary(rf, ["emirate", "plate_type", "code", "wish", "budget", "name", "phone", "email", "contact_method", "notes"]);
  const estimateSummary = useSummary(ef, ["emirate", "plate_type", "code", "number", "name", "phone", "email", "contact_method"]);
  const estimate = estimateAnswer?.estimate;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-2">
      <section id="request" aria-labelledby="request-title" className="scroll-mt-24">
        <h2 id="request-title" className="section-heading">{t("requests.requestTitle")}</h2>
        <p className="mb-4 text-slate-700">{t("requests.requestIntro")}</p>
        <StatusMessage message={requestAnswer?.done ? t("requests.submitted") : undefined} />
        <KitForm form={requestForm} intent="request" summary={requestSummary}>
          <PlateFields fields={rf} choices={choices} codeRequired={false} number={false} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField field={rf.wish} label="requests.wish" hint="requests.wishHint" ltr />
            <BudgetField field={rf.budget} />
          </div>
          <ContactFields fields={rf} />
          <NotesField field={rf.notes} label="requests.notes" />
          <SubmitButton>{t("requests.submitRequest")}</SubmitButton>
        </KitForm>
      </section>
      {/* The second form hydrates after the first, in slices of its own (decision 0042, session 16). */}
      <BelowFold as="section" name="estimate" id="estimate" aria-labelledby="estimate-title" className="scroll-mt-24">
        <h2 id="estimate-title" className="section-heading">{t("requests.estimateTitle")}</h2>
        <p className="mb-4 text-slate-700">{t("requests.estimateIntro")}</p>
        <StatusMessage message={estimateAnswer?.done ? t("requests.submitted") : undefined}>
          {estimate?.enough && (
            <p data-estimate className="mt-2">
              <bdi>{t("requests.estimateRange", { low: formatAed(estimate.low, lang), high: formatAed(estimate.high, lang) })}</bdi>
              <span className="mt-1 block text-sm font-normal">{t("requests.estimateBasis", { count: estimate.count })}</span>
            </p>
          )}
          {estimate && !estimate.enough && (
            <p data-estimate className="mt-2 font-normal">
              {t("requests.estimateTooFew", { count: estimate.count })}
            </p>
          )}
        </StatusMessage>
        <KitForm form={estimateForm} intent="estimate" summary={estimateSummary}>
          <PlateFields fields={ef} choices={choices} codeRequired number />
          <ContactFields fields={ef} />
          <SubmitButton>{t("requests.submitEstimate")}</SubmitButton>
        </KitForm>
      </BelowFold>
    </div>
  );
}

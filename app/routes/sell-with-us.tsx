import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { operators } from "#core/catalog/listing-options.ts";
import { localePath, pick } from "#core/i18n/lang.ts";
import { formatBasisPoints } from "#core/text/percent.ts";
import { sellForm } from "#core/validation/ads.ts";
import { FormPage, ImageUploadField, KitForm, MoneyField, NumberField, SelectField, TextField, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/sell-with-us.ts";
import { PlateCodeFields, plateCodeLabels } from "#app/components/catalog/plate-code-fields.tsx";

/**
 * "Sell with us": a signed-in owner with a verified e-mail lists a plate or a number, with the asking price, a
 * contact and a photo of the ownership card (private). Staff review it in the admin; the owner follows it on /ads.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const lang = langFromParam(params.lang);
  const [emirates, types, fees] = await Promise.all([services.catalog.listEmirates(), services.catalog.listPlateTypes(), services.settings.fees.get()]);
  return {
    verified: user.verified,
    name: user.name,
    phone: user.phone ?? "",
    emirates: emirates.map((e) => ({ value: e.code, label: { text: pick(lang, e.name, e.nameAr) } })),
    types: types.map((ty) => ({ value: ty.key, label: { text: pick(lang, ty.name, ty.nameAr) } })),
    commission: formatBasisPoints(fees.ownerCommissionBasisPoints, lang),
    days: fees.adLifetimeDays,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireVerifiedUser();
  const form = await request.formData();
  const submission = parseForm(form, sellForm);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await services.limits.consume(["adSubmitUser", user.id]);
    await services.ads.submit(user.id, submission.value, form);
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    const retryAfter = (error as { retryAfter?: number }).retryAfter;
    return data({ result }, { status, ...(retryAfter ? { headers: { "Retry-After": String(retryAfter) } } : {}) });
  }
  return redirect(`${localePath(langFromParam(params.lang), "/ads")}?done=submitted`);
}

/** The root's headers, and a refused flood's Retry-After. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

// Only a signed-in owner gets this page (a crawler is sent to sign in), so no "noindex": decision 0029.
export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "sell_with_us", path: "/sell_with_us" });

export default function SellWithUs({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const [form, fields] = useSchemaForm(sellForm, {
    id: "sell",
    lastResult: actionData?.result,
    defaultValue: { kind: "plate", contact_name: loaderData.name, contact_phone: loaderData.phone } as never,
    optional: ["emirate", "code", "plate_type", "number", "operator", "mobile"],
  });
  const photoError = form.allErrors.ownership_card?.[0];
  return (
    <FormPage>
      <h1 className="section-heading">{t("route.sell_with_us")}</h1>
      <p className="mb-4">{t("ads.sellIntro", { commission: loaderData.commission, count: loaderData.days })}</p>
      <p className="mb-6">
        <Link to={href("/ads")} className="font-semibold text-brand-700 underline">
          {t("ads.mineTitle")}
        </Link>
      </p>
      {!loaderData.verified ? (
        <p role="alert">
          {t("ads.verifyFirst")}{" "}
          <Link to={href("/verify_email")} className="font-semibold text-brand-700 underline">
            {t("auth.resendSubmit")}
          </Link>
        </p>
      ) : (
        <KitForm
          form={form}
          files
          labels={{
            kind: "ads.kind",
            ...plateCodeLabels,
            plate_type: "plates.type",
            number: "plates.number",
            operator: "ads.operator",
            mobile: "ads.mobile",
            price: "ads.price",
            contact_name: "ads.contactName",
            contact_phone: "ads.contactPhone",
          }}
        >
          <SelectField field={fields.kind} label="ads.kind" options={[{ value: "plate", label: "ads.kind.plate" }, { value: "number", label: "ads.kind.number" }]} />
          <fieldset className="mb-4 rounded-md border border-slate-200 p-4">
            <legend className="px-1 font-semibold">{t("ads.plateFields")}</legend>
            <PlateCodeFields emirate={fields.emirate} code={fields.code} emirates={loaderData.emirates} />
            <SelectField field={fields.plate_type} label="plates.type" options={loaderData.types} placeholder="plates.typeRequired" />
            <NumberField field={fields.number} label="plates.number" />
          </fieldset>
          <fieldset className="mb-4 rounded-md border border-slate-200 p-4">
            <legend className="px-1 font-semibold">{t("ads.numberFields")}</legend>
            <SelectField field={fields.operator} label="ads.operator" options={operators.map((o) => ({ value: o, label: `catalog.operator.${o}` as const }))} placeholder="ads.operatorRequired" />
            <TextField field={fields.mobile} label="ads.mobile" type="tel" ltr />
          </fieldset>
          <MoneyField field={fields.price} label="ads.price" />
          <TextField field={fields.contact_name} label="ads.contactName" autoComplete="name" />
          <TextField field={fields.contact_phone} label="ads.contactPhone" type="tel" autoComplete="tel" ltr />
          <ImageUploadField name="ownership_card" label="ads.ownershipCard" error={photoError} />
          <p className="-mt-2 mb-4 text-sm text-slate-600">{t("ads.ownershipCardHint")}</p>
          <button type="submit" className="btn-primary">
            {t("ads.submit")}
          </button>
        </KitForm>
      )}
    </FormPage>
  );
}

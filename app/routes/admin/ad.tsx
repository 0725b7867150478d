import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { parseId } from "#core/text/digits.ts";
import { adAskForm, adRejectForm } from "#core/validation/ads.ts";
import { AdminHeading, BackLink, FormError, IntentButton, buttonClass, dangerButtonClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, TextAreaField, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { adRow } from "#app/lib/ads.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/ad.ts";
import { actionFailure, invalid } from "#app/lib/admin-section.server.ts";

/** One owner's ad: the item, asking price, contact and ownership card; approve it, reject it, or ask for more. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:ad");
  const id = parseId(params.adId ?? "");
  const ad = id === undefined ? undefined : await services.ads.get(id);
  if (!ad) throw data({ messageKey: "ads.notFound" }, 404);
  return {
    ad: { ...adRow(ad, langFromParam(params.lang)), contactName: ad.contactName, contactPhone: ad.contactPhone, ownerEmail: ad.ownerEmail, photo: `/api/files/private/${ad.ownershipKey}` },
    canDecide: can(viewer.scope, "update:ad") && (ad.state === "pending" || ad.state === "needs_info"),
    canAsk: can(viewer.scope, "update:ad") && ad.state === "pending",
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = staffActor(await session.requirePermission("update:ad"), ip);
  const form = await request.formData();
  const intent = form.get("intent") === "reject" ? "reject" : form.get("intent") === "ask" ? "ask" : "approve";
  const id = parseId(params.adId ?? "");
  if (id === undefined) return invalid("ads.notFound", intent, undefined, 404);
  const list = localePath(langFromParam(params.lang), "/admin/ads");
  if (intent === "approve") {
    try {
      await services.ads.approve(actor, id);
    } catch (error) {
      return actionFailure(error, intent);
    }
    return redirect(withFlash(list, "adApproved"));
  }
  const submission = parseForm(form, intent === "reject" ? adRejectForm : adAskForm);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "reject") await services.ads.reject(actor, id, submission.value.note);
    else await services.ads.askForMore(actor, id, submission.value.note);
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ intent, result }, { status });
  }
  return redirect(withFlash(list, intent === "reject" ? "adRejected" : "adAsked"));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.ad.item } : "admin.section.ads");

type Answer = Route.ComponentProps["actionData"];

export default function AdminAd({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { ad } = loaderData;
  const refusal = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <>
      <BackLink to="/admin/ads" label="admin.section.ads" />
      <AdminHeading>
        <bdi>{ad.item}</bdi>
      </AdminHeading>
      <FormError error={refusal} />
      <dl className="mb-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("ads.price")}</dt>
        <dd><bdi>{ad.price}</bdi></dd>
        <dt className="font-semibold">{t("ads.stateLabel")}</dt>
        <dd>{t(`ads.state.${ad.state}`)}</dd>
        <dt className="font-semibold">{t("ads.owner")}</dt>
        <dd><bdi dir="ltr">{ad.ownerEmail}</bdi></dd>
        <dt className="font-semibold">{t("ads.contact")}</dt>
        <dd>
          <bdi>{ad.contactName}</bdi> · <bdi dir="ltr">{ad.contactPhone}</bdi>
        </dd>
        <dt className="font-semibold">{t("ads.created")}</dt>
        <dd>{formatDate(ad.createdAt, lang)}</dd>
        {ad.note && (
          <>
            <dt className="font-semibold">{t("ads.staffNote")}</dt>
            <dd className="whitespace-pre-line">{ad.note}</dd>
          </>
        )}
      </dl>
      {ad.listing && (
        <p className="mb-6">
          <Link to={href(ad.listing)} className="text-brand-700 underline">
            {t("ads.viewListing")}
          </Link>
        </p>
      )}
      <figure className="mb-8">
        <img src={ad.photo} alt={t("ads.photoAlt")} className="max-h-96 rounded-md border border-slate-200" />
        <figcaption className="mt-1 text-sm text-slate-600">{t("ads.ownershipCard")}</figcaption>
      </figure>
      {loaderData.canDecide && (
        <div className="grid max-w-2xl gap-8">
          <IntentButton intent="approve" label="ads.approve" />
          <NoteForm intent="reject" answer={actionData} />
          {loaderData.canAsk && <NoteForm intent="ask" answer={actionData} />}
        </div>
      )}
    </>
  );
}

function NoteForm({ intent, answer }: { intent: "reject" | "ask"; answer: Answer }) {
  const { t } = useT();
  const lastResult = answer && "result" in answer && answer.intent === intent ? answer.result : undefined;
  const [form, fields] = useSchemaForm(intent === "reject" ? adRejectForm : adAskForm, { id: `${intent}-form`, lastResult });
  const label = intent === "reject" ? "ads.reason" : "ads.question";
  return (
    <KitForm form={form} intent={intent} summary={[{ field: fields.note, label: t(label) }]}>
      <TextAreaField field={fields.note} label={label} rows={3} />
      <button type="submit" className={intent === "reject" ? dangerButtonClass : buttonClass}>
        {t(intent === "reject" ? "ads.reject" : "ads.ask")}
      </button>
    </KitForm>
  );
}

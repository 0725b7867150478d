import { Link } from "react-router";
import { appContext } from "#app-context";
import { can } from "#core/access/permissions.ts";
import { adAskForm, adRejectForm } from "#core/validation/ads.ts";
import { IntentButton, buttonClass, dangerButtonClass } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, TextAreaField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { adRow } from "#app/lib/ads.server.ts";
import { doneIntent, formIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";

/** One owner's ad: the item, asking price, contact and ownership card; approve it, reject it, or ask for more. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:ad");
  const ad = await sectionRecord(params, "ads", services.ads.get);
  return {
    ad: { ...adRow(ad, langFromParam(params.lang)), contactName: ad.contactName, contactPhone: ad.contactPhone, ownerEmail: ad.ownerEmail, photo: `/api/files/private/${ad.ownershipKey}` },
    canDecide: can(viewer.scope, "update:ad") && (ad.state === "pending" || ad.state === "needs_info"),
    canAsk: can(viewer.scope, "update:ad") && ad.state === "pending",
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "ads",
    intents: {
      approve: doneIntent("update:ad", ({ services, actor, id }) => services.ads.approve(actor, id), "adApproved"),
      reject: formIntent("update:ad", adRejectForm, async ({ services, actor, id }, v) => {
        await services.ads.reject(actor, id, v.note);
        return { done: "adRejected" };
      }),
      ask: formIntent("update:ad", adAskForm, async ({ services, actor, id }, v) => {
        await services.ads.askForMore(actor, id, v.note);
        return { done: "adAsked" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.ad.item } : "admin.section.ads");

type Answer = Route.ComponentProps["actionData"];

export default function AdminAd({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { ad } = loaderData;
  return (
    <>
      <RecordTop section="ads" answer={actionData} flash={false}>
        <bdi>{ad.item}</bdi>
      </RecordTop>
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
  const lastResult = answer && "intent" in answer && answer.intent === intent ? formResult(answer) : undefined;
  const [form, fields] = useSchemaForm(intent === "reject" ? adRejectForm : adAskForm, { id: `${intent}-form`, lastResult });
  const label = intent === "reject" ? "ads.reason" : "ads.question";
  return (
    <KitForm form={form} intent={intent} labels={{ note: label }}>
      <TextAreaField field={fields.note} label={label} rows={3} />
      <button type="submit" className={intent === "reject" ? dangerButtonClass : buttonClass}>
        {t(intent === "reject" ? "ads.reject" : "ads.ask")}
      </button>
    </KitForm>
  );
}

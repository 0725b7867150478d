import { Form } from "react-router";
import { appContext } from "#app-context";
import { can } from "#core/access/permissions.ts";
import { nextStatuses, requestAssignForm, requestNoteForm, requestReplyForm, requestStatusForm } from "#core/validation/requests.ts";
import { FormError, IntentButton, buttonClass } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, SelectField, TextAreaField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { doneIntent, formIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import type { Route } from "./+types/record.ts";
import { RequestDetails, RequestHistory } from "./parts.tsx";
import { requestSection } from "./requests.server.ts";

/** One request: its details, the status workflow, assignment, internal notes, a reply by e-mail, and its history. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const section = requestSection(url);
  const viewer = await session.requirePermission(section.read);
  const found = await sectionRecord(params, section.id, (id) => services.requestsAdmin.get(id, section.kinds));
  const r = found.request;
  const mayUpdate = Boolean(section.update && can(viewer.scope, section.update));
  return {
    section: section.id,
    request: {
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      estimateLow: r.estimateLow?.toString() ?? null,
      estimateHigh: r.estimateHigh?.toString() ?? null,
      quotedPrice: r.quotedPrice?.toString() ?? null,
    },
    assigneeName: found.assigneeName,
    events: found.events.map((e) => ({ id: e.id, kind: e.kind, status: e.status, body: e.body, price: e.price?.toString() ?? null, actorName: e.actorName, at: e.at.toISOString() })),
    mayUpdate,
    mayDelete: Boolean(section.delete && can(viewer.scope, section.delete)),
    staff: mayUpdate && section.update ? await services.requestsAdmin.staff(section.update) : [],
  };
}

export function action(args: Route.ActionArgs) {
  const section = requestSection(args.url);
  const { kinds, update } = section;
  const self = (id: number) => `${section.path}/${id}`;
  // Each family member's permissions come from the registry: one it lacks (no update, no delete) answers 403.
  return sectionAction(args, {
    section: section.id,
    intents: {
      status: formIntent(update, requestStatusForm, async ({ services, actor, id }, v) => {
        await services.requestsAdmin.setStatus(actor, id, kinds, v.from, v.status);
        return { done: "requestStatusSaved", to: self(id) };
      }),
      assign: formIntent(update, requestAssignForm, async ({ services, actor, id }, v) => {
        await services.requestsAdmin.assign(actor, id, kinds, v.assignee || null, update!);
        return { done: "requestAssigned", to: self(id) };
      }),
      note: formIntent(update, requestNoteForm, async ({ services, actor, id }, v) => {
        await services.requestsAdmin.note(actor, id, kinds, v.note);
        return { done: "requestNoteAdded", to: self(id) };
      }),
      reply: formIntent(update, requestReplyForm, async ({ services, actor, id }, v) => {
        await services.requestsAdmin.reply(actor, id, kinds, v.message, v.price === undefined ? undefined : BigInt(v.price));
        return { done: "requestReplySent", to: self(id) };
      }),
      delete: doneIntent(section.delete, ({ services, actor, id }) => services.requestsAdmin.remove(actor, id, kinds), "requestDeleted"),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: `#${loaderData.request.id}` } : "admin.title");

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, isKey } = useT();
  const { request: r, section, mayUpdate } = loaderData;
  const result = (intent: string) => (actionData && "intent" in actionData && actionData.intent === intent ? formResult(actionData) : undefined);
  const [noteForm, noteFields] = useSchemaForm(requestNoteForm, { id: "note-form", lastResult: result("note") });
  const [replyForm, replyFields] = useSchemaForm(requestReplyForm, { id: "reply-form", lastResult: result("reply"), optional: r.kind === "estimate_plate" ? [] : ["price"] });
  const [assignForm, assignFields] = useSchemaForm(requestAssignForm, { id: "assign-form", lastResult: result("assign"), defaultValue: { assignee: r.assigneeId ?? "" }, optional: ["assignee"] });
  const statusError = result("status")?.error?.[""]?.[0];
  return (
    <>
      <RecordTop section={section} answer={actionData}>
        <bdi dir="ltr">{`#${r.id}`}</bdi> · {t(`requests.kind.${r.kind}`)} · {t(`requests.status.${r.status}`)}
      </RecordTop>
      <RequestDetails request={r} assigneeName={loaderData.assigneeName} />

      {mayUpdate && (
        <section aria-labelledby="status-heading" className="mb-8">
          <h2 id="status-heading" className="mb-3 text-xl font-bold">{t("requests.changeStatus")}</h2>
          {statusError && <FormError error={isKey(statusError) ? statusError : "error.validation"} />}
          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="from" value={r.status} />
            {nextStatuses[r.status].map((s) => (
              <button key={s} type="submit" name="status" value={s} className={buttonClass}>
                {t("requests.moveTo")}: {t(`requests.status.${s}`)}
              </button>
            ))}
          </Form>
        </section>
      )}

      {mayUpdate && (
        <div className="mb-8 grid max-w-5xl gap-8 lg:grid-cols-2">
          <section aria-labelledby="reply-heading">
            <h2 id="reply-heading" className="mb-1 text-xl font-bold">{t("requests.reply")}</h2>
            <p className="mb-3 text-sm text-slate-700">{t("requests.replyHint", { lang: r.lang === "ar" ? "العربية" : "English" })}</p>
            <KitForm form={replyForm} intent="reply" labels={{ message: "requests.replyMessage", price: "requests.replyPrice" }}>
              <TextAreaField field={replyFields.message} label="requests.replyMessage" rows={5} lang={r.lang} />
              {r.kind === "estimate_plate" && <MoneyField field={replyFields.price} label="requests.replyPrice" />}
              <button type="submit" className={buttonClass}>{t("requests.sendReply")}</button>
            </KitForm>
          </section>
          <div>
            <section aria-labelledby="assign-heading" className="mb-8">
              <h2 id="assign-heading" className="mb-3 text-xl font-bold">{t("requests.assign")}</h2>
              <KitForm form={assignForm} intent="assign">
                <SelectField field={assignFields.assignee} label="requests.assignee" placeholder="requests.nobody" options={loaderData.staff.map((s) => ({ value: s.id, label: { text: `${s.name} (${s.email})` } }))} />
                <button type="submit" className={buttonClass}>{t("requests.assign")}</button>
              </KitForm>
            </section>
            <section aria-labelledby="note-heading">
              <h2 id="note-heading" className="mb-3 text-xl font-bold">{t("requests.addNote")}</h2>
              <KitForm form={noteForm} intent="note" labels={{ note: "requests.note" }}>
                <TextAreaField field={noteFields.note} label="requests.note" />
                <button type="submit" className={buttonClass}>{t("requests.addNote")}</button>
              </KitForm>
            </section>
          </div>
        </div>
      )}

      <RequestHistory events={loaderData.events} />

      {loaderData.mayDelete && (
        <IntentButton intent="delete" label="requests.delete" danger className="mt-8" />
      )}
    </>
  );
}

import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import { localePath } from "#core/i18n/lang.ts";
import { parseId } from "#core/text/digits.ts";
import { type RequestStatus, nextStatuses, requestAssignForm, requestNoteForm, requestReplyForm, requestStatusForm } from "#core/validation/requests.ts";
import { AdminHeading, BackLink, Flash, FormError, IntentButton, buttonClass, type FlashName, withFlash } from "#app/components/admin/admin-ui.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, MoneyField, SelectField, TextAreaField, parseForm, useSchemaForm } from "#app/components/form-kit/index.ts";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { recordOr404 } from "#app/lib/admin-section.server.ts";
import type { Route } from "./+types/request.ts";
import { RequestDetails, RequestHistory } from "./request-parts.tsx";
import { requestSection } from "./requests.server.ts";

/** One request: its details, the status workflow, assignment, internal notes, a reply by e-mail, and its history. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const section = requestSection(url);
  const viewer = await session.requirePermission(section.read);
  const found = await recordOr404(params.requestId, (id) => services.requestsAdmin.get(id, section.kinds), "requests.notFound");
  const r = found.request;
  const mayUpdate = Boolean(section.update && can(viewer.scope, section.update));
  return {
    section: { path: section.path, label: section.label },
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

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const section = requestSection(url);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const permission = intent === "delete" ? section.delete : section.update;
  if (!permission) throw data({ messageKey: "auth.forbidden" }, 403);
  const actor = staffActor(await session.requirePermission(permission), ip);
  const id = parseId(params.requestId ?? "");
  if (id === undefined) throw data({ messageKey: "requests.notFound" }, 404);
  const lang = langFromParam(params.lang);
  const done = (name: FlashName, path = `${section.path}/${id}`) => redirect(withFlash(localePath(lang, path), name));
  const forms = { status: requestStatusForm, assign: requestAssignForm, note: requestNoteForm, reply: requestReplyForm } as const;
  if (intent === "delete") {
    await services.requestsAdmin.remove(actor, id, section.kinds);
    return done("requestDeleted", section.path);
  }
  if (!(intent in forms)) throw data({ messageKey: "error.validation" }, 400);
  const submission = parseForm(formData, forms[intent as keyof typeof forms]);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    const v = submission.value as Record<string, unknown>;
    if (intent === "status") await services.requestsAdmin.setStatus(actor, id, section.kinds, v.from as RequestStatus, v.status as RequestStatus);
    if (intent === "assign") await services.requestsAdmin.assign(actor, id, section.kinds, (v.assignee as string) || null, permission);
    if (intent === "note") await services.requestsAdmin.note(actor, id, section.kinds, v.note as string);
    if (intent === "reply") await services.requestsAdmin.reply(actor, id, section.kinds, v.message as string, v.price === undefined ? undefined : BigInt(v.price as number));
  } catch (error) {
    const { result, status } = replyWithError(submission, error);
    return data({ intent, result }, { status });
  }
  const flash = { status: "requestStatusSaved", assign: "requestAssigned", note: "requestNoteAdded", reply: "requestReplySent" } as const;
  return done(flash[intent as keyof typeof flash]);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: `#${loaderData.request.id}` } : "admin.title");

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, isKey } = useT();
  const { request: r, section, mayUpdate } = loaderData;
  const result = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const [noteForm, noteFields] = useSchemaForm(requestNoteForm, { id: "note-form", lastResult: result("note") });
  const [replyForm, replyFields] = useSchemaForm(requestReplyForm, { id: "reply-form", lastResult: result("reply"), optional: r.kind === "estimate_plate" ? [] : ["price"] });
  const [assignForm, assignFields] = useSchemaForm(requestAssignForm, { id: "assign-form", lastResult: result("assign"), defaultValue: { assignee: r.assigneeId ?? "" }, optional: ["assignee"] });
  const statusError = result("status")?.error?.[""]?.[0];
  return (
    <>
      <BackLink to={section.path} label={section.label} />
      <AdminHeading>
        <bdi dir="ltr">{`#${r.id}`}</bdi> · {t(`requests.kind.${r.kind}`)} · {t(`requests.status.${r.status}`)}
      </AdminHeading>
      <Flash />
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
            <KitForm form={replyForm} intent="reply" summary={[{ field: replyFields.message, label: t("requests.replyMessage") }, { field: replyFields.price, label: t("requests.replyPrice") }]}>
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
              <KitForm form={noteForm} intent="note" summary={[{ field: noteFields.note, label: t("requests.note") }]}>
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

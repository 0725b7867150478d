import { invoiceLabel } from "#core/invoice-number.ts";
import { type OrderState, canMove, transferSteps } from "#core/checkout/order-states.ts";
import { Form } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { advanceOrderForm, confirmBankForm } from "#core/validation/admin.ts";
import { AdminHeading, BackLink, Flash, FormError, Panel, AdminSubmitButton, dangerButtonClass } from "#app/components/admin/admin-ui.tsx";
import { formResult, refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, SelectField, TextAreaField, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { formIntent, plainIntent, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import type { Route } from "./+types/record.ts";

const path = sectionPath("transactions");

/** The steps a paid order can move to next, by where it is and what it is (the order's state machine). */
const nextSteps = (state: OrderState, kind: "plate" | "number") => transferSteps.filter((step) => canMove(step, state, kind));

/** One transaction: the order and its buyer, the timeline, the payment attempts, the documents, and moving it on. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:transaction");
  const found = await sectionRecord(params, "transactions", services.transactions.get);
  const { order } = found;
  return {
    order: { id: order.id, state: order.state, kind: order.itemKind, itemId: order.itemId, total: order.total.toString(), invoiceNumber: order.invoiceNumber, createdAt: order.createdAt.toISOString() },
    buyer: { name: found.buyerName, email: found.buyerEmail, phone: found.buyerPhone },
    events: found.events.map((e) => ({ id: e.id, state: e.state, event: e.event, note: e.note, at: e.at.toISOString() })),
    attempts: found.attempts.map((a) => ({ id: a.id, reference: a.reference, provider: a.provider, state: a.state, amount: a.amount.toString(), bankReference: a.bankReference })),
    documents: can(viewer.scope, "read:traffic_data") && found.verification ? { emiratesId: found.verification.emiratesIdKey, licence: found.verification.drivingLicenceKey } : null,
    next: can(viewer.scope, "update:transaction") ? nextSteps(order.state, order.itemKind) : [],
    canRefund: can(viewer.scope, "update:transaction") && canMove("staffRefund", order.state, order.itemKind),
    awaitingBank: can(viewer.scope, "update:transaction") && found.attempts.some((a) => a.provider === "bank_transfer" && (a.state === "pending" || a.state === "created")),
  };
}

export function action(args: Route.ActionArgs) {
  const self = (id: number) => `${path}/${id}`;
  return sectionAction(args, {
    section: "transactions",
    intents: {
      // The "move on" form posts no intent (it is the page's main form).
      advance: formIntent("update:transaction", advanceOrderForm, async ({ services, actor, id }, v) => {
        await services.transactions.advance(actor, id, v.step, v.note);
        return { done: "orderMoved", to: self(id) };
      }),
      confirm_bank: formIntent("update:transaction", confirmBankForm, async ({ services, actor, id }, v) => {
        await services.payments.confirmBankTransfer(actor, id, v.bank_reference);
        return { done: "bankConfirmed", to: self(id) };
      }),
      refund: plainIntent("update:transaction", async ({ services, actor, id }) => {
        await services.transactions.refund(actor, id, "");
        return { done: "refundStarted", to: self(id) };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: `#${loaderData.order.id}` } : "admin.section.transactions");

export default function AdminTransaction({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { order, buyer, events, attempts, documents, next } = loaderData;
  const answered = (intent: string) => (actionData && "intent" in actionData && actionData.intent === intent ? formResult(actionData) : undefined);
  const [bankForm, bankFields] = useSchemaForm(confirmBankForm, { id: "bank-form", lastResult: answered("confirm_bank") });
  const [form, fields] = useSchemaForm(advanceOrderForm, { id: "advance-form", lastResult: answered("advance"), ...(next[0] ? { defaultValue: { step: next[0] } } : {}), optional: ["note"] });
  return (
    <>
      <BackLink to={path} label="admin.section.transactions" />
      <AdminHeading>
        <bdi dir="ltr">{`#${order.id}`}</bdi> · {t(`order.state.${order.state}`)}
      </AdminHeading>
      <Flash />
      <FormError error={refusalOf(actionData) ?? (formResult(actionData)?.error?.[""]?.[0] as MessageKey | undefined)} />
      <dl className="mb-8 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("transactions.item")}</dt>
        <dd>
          <bdi dir="ltr">
            {order.kind}#{order.itemId}
          </bdi>
        </dd>
        <dt className="font-semibold">{t("transactions.amount")}</dt>
        <dd>
          <bdi>{formatAed(order.total, lang)}</bdi>
        </dd>
        <dt className="font-semibold">{t("transactions.buyer")}</dt>
        <dd>
          <bdi>{buyer.name}</bdi> · <bdi dir="ltr">{buyer.email}</bdi>
        </dd>
        <dt className="font-semibold">{t("transactions.phone")}</dt>
        <dd>{buyer.phone ? <bdi dir="ltr">{buyer.phone}</bdi> : "—"}</dd>
        <dt className="font-semibold">{t("transactions.date")}</dt>
        <dd>{formatDateTime(order.createdAt, lang)}</dd>
        {order.invoiceNumber !== null && (
          <>
            <dt className="font-semibold">{t("checkout.invoiceNumber")}</dt>
            <dd>
              <bdi dir="ltr">{invoiceLabel(order.invoiceNumber)}</bdi> ·{" "}
              {(["ar", "en"] as const).map((l, i) => (
                <span key={l}>
                  {i > 0 && " · "}
                  <a href={`${href(`/admin/transactions/${order.id}/invoice`)}?lang=${l}`} className="font-semibold text-brand-700 underline">
                    {t(l === "ar" ? "invoice.pdfAr" : "invoice.pdfEn")}
                  </a>
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>

      <Panel id="timeline" title="transactions.timeline">
        <ol className="border-s-2 border-brand-600 ps-4">
          {events.map((e) => (
            <li key={e.id} className="mb-3">
              <p className="font-semibold">{e.event ? t(`checkout.event.${e.event}`) : t(`order.state.${e.state}`)}</p>
              <p className="text-sm text-slate-700">{formatDateTime(e.at, lang)}</p>
              {e.note && <p className="whitespace-pre-line">{e.note}</p>}
            </li>
          ))}
        </ol>
      </Panel>

      {loaderData.canRefund && (
        <Form method="post" className="mb-8">
          <input type="hidden" name="intent" value="refund" />
          <button type="submit" aria-describedby="refund-hint" className={dangerButtonClass}>
            {t("transactions.refund")}
          </button>
          <p id="refund-hint" className="mt-1 text-sm text-slate-700">
            {t("transactions.refundHint")}
          </p>
        </Form>
      )}

      {loaderData.awaitingBank && (
        <Panel id="confirm-bank" title="transactions.confirmBank" className="mb-8 max-w-2xl">
          <KitForm form={bankForm} intent="confirm_bank" labels={{ bank_reference: "transactions.bankReference" }}>
            <TextField field={bankFields.bank_reference} label="transactions.bankReference" ltr />
            <AdminSubmitButton label="transactions.confirmBank" />
          </KitForm>
        </Panel>
      )}

      {next.length > 0 && (
        <Panel id="move-on" title="transactions.moveOn" className="mb-8 max-w-2xl">
          <KitForm form={form} intent="advance" labels={{ note: "transactions.note" }}>
            <SelectField field={fields.step} label="transactions.status" options={next.map((s) => ({ value: s, label: `order.state.${s}` as const }))} />
            <TextAreaField field={fields.note} label="transactions.note" />
            <AdminSubmitButton label="transactions.moveOn" />
          </KitForm>
        </Panel>
      )}

      <Panel id="payments" title="transactions.payments">
        <ul className="list-disc ps-6">
          {attempts.map((a) => (
            <li key={a.id}>
              <bdi dir="ltr">
                {a.reference} · {a.provider} · {a.state}
                {a.bankReference ? ` · ${a.bankReference}` : ""}
              </bdi>{" "}
              · <bdi>{formatAed(a.amount, lang)}</bdi>
            </li>
          ))}
        </ul>
      </Panel>

      {documents && (
        <Panel id="documents" title="transactions.documents" className="">
          <p className="mb-2 text-sm text-slate-700">{t("traffic.openedAudited")}</p>
          <ul className="list-disc ps-6">
            <li>
              <a href={`/api/files/private/${documents.emiratesId}`} target="_blank" rel="noopener" className="text-brand-700 underline">
                {t("transactions.openDocument", { name: t("traffic.emiratesId") })}
              </a>
            </li>
            {documents.licence && (
              <li>
                <a href={`/api/files/private/${documents.licence}`} target="_blank" rel="noopener" className="text-brand-700 underline">
                  {t("transactions.openDocument", { name: t("traffic.licence") })}
                </a>
              </li>
            )}
          </ul>
        </Panel>
      )}
    </>
  );
}

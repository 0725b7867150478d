import { sectionPath } from "#core/access/admin-sections.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { can } from "#core/access/permissions.ts";
import { formatAed } from "#core/money.ts";
import { confirmDepositForm } from "#core/validation/auctions-admin.ts";
import { AdminHeading, BackLink, Flash, FormError, PlainTable, buttonClass, tdClass, thClass } from "#app/components/admin/admin-ui.tsx";
import { formResult, refusalOf } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { formIntent, openSection, sectionAction } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/deposits.ts";

const path = `${sectionPath("auctions")}/deposits`;

/** Deposits paid by bank transfer, waiting for staff to see the money arrive (decision 0068); oldest first. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, viewer } = await openSection(context, "auctions");
  const lang = langFromParam(params.lang);
  const rows = await services.auctions.admin.pendingTransfers();
  return {
    deposits: rows.map((r) => ({ id: r.deposit.id, auction: lang === "ar" ? r.titleAr : r.title, buyer: r.email ?? r.deposit.buyerId, number: r.deposit.bidderNumber, amount: formatAed(r.deposit.amount, lang), reference: r.deposit.reference, createdAt: r.deposit.createdAt.toISOString() })),
    canConfirm: can(viewer.scope, "confirm:auction_deposit"),
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    path,
    intents: {
      confirm: formIntent("confirm:auction_deposit", confirmDepositForm, async ({ services, actor }, v) => {
        const state = await services.auctions.admin.confirmTransfer(actor, v.deposit_id, v.bank_reference);
        return { done: state === "paid" ? "depositConfirmed" : "depositRefunding" };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "auctionsAdmin.depositsTitle");

type Answer = Route.ComponentProps["actionData"];

/** One deposit's confirmation: the bank's reference, its error beside it (only on the row that was sent). */
function ConfirmForm({ depositId, actionData }: { depositId: number; actionData: Answer }) {
  const { t } = useT();
  const result = formResult(actionData);
  const mine = result && String((result.initialValue as { deposit_id?: unknown } | undefined)?.deposit_id) === String(depositId) ? result : undefined;
  const [form, fields] = useSchemaForm(confirmDepositForm, { id: `confirm-deposit-${depositId}`, lastResult: mine, defaultValue: { deposit_id: String(depositId) } as never });
  return (
    <KitForm form={form} intent="confirm" labels={{ bank_reference: "auctionsAdmin.bankReference" }} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name={fields.deposit_id.name} value={depositId} />
      <TextField field={fields.bank_reference} label="auctionsAdmin.bankReference" ltr />
      <button type="submit" className={`${buttonClass} mb-4`}>
        {t("auctionsAdmin.confirm")}
      </button>
    </KitForm>
  );
}

export default function AuctionDeposits({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { deposits } = loaderData;
  // A refusal about a deposit no longer on the list (confirmed meanwhile) has no row to show it: it goes above.
  const result = formResult(actionData);
  const sent = String((result?.initialValue as { deposit_id?: unknown } | undefined)?.deposit_id);
  const orphan = result && !deposits.some((d) => String(d.id) === sent) ? (result.error?.[""]?.[0] as MessageKey | undefined) : undefined;
  return (
    <>
      <BackLink to={sectionPath("auctions")} label="admin.section.auctions" />
      <AdminHeading>{t("auctionsAdmin.depositsTitle")}</AdminHeading>
      <Flash />
      <FormError error={refusalOf(actionData) ?? orphan} />
      {deposits.length === 0 ? (
        <p>{t("auctionsAdmin.depositsEmpty")}</p>
      ) : (
        <PlainTable
          heads={["auctionsAdmin.auction", "auctionsAdmin.buyer", "auctionsAdmin.bidderNumber", "auctionsAdmin.amount", "auctionsAdmin.reference", "auctionsAdmin.opened"] as const}
          extraHeads={
            loaderData.canConfirm && (
              <th scope="col" className={thClass}>
                {t("auctionsAdmin.confirm")}
              </th>
            )
          }
        >
          {deposits.map((d) => (
            <tr key={d.id}>
              <td className={tdClass}><bdi>{d.auction}</bdi></td>
              <th scope="row" className={`${tdClass} text-start font-normal`}><bdi dir="ltr">{d.buyer}</bdi></th>
              <td className={tdClass}><bdi>{d.number}</bdi></td>
              <td className={tdClass}><bdi>{d.amount}</bdi></td>
              <td className={tdClass}><bdi dir="ltr">{d.reference}</bdi></td>
              <td className={tdClass}>{formatUaeTime(d.createdAt, lang)}</td>
              {loaderData.canConfirm && (
                <td className={tdClass}>
                  <ConfirmForm depositId={d.id} actionData={actionData} />
                </td>
              )}
            </tr>
          ))}
        </PlainTable>
      )}
    </>
  );
}

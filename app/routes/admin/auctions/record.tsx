import { Link } from "react-router";
import { sectionPath } from "#core/access/admin-sections.ts";
import { formatAed } from "#core/money.ts";
import { cancelForm } from "#core/validation/auctions-admin.ts";
import { Panel, PlainTable, dangerButtonClass, tdClass } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { formResult } from "#app/components/admin/action-data.ts";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { KitForm, TextAreaField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { formIntent, openSection, sectionAction, sectionRecord } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/record.ts";

const path = sectionPath("auctions");

/** One auction (decision 0068): its rules, lots (with the leader, staff only) and deposits; cancelling with a reason. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, may } = await openSection(context, "auctions");
  const lang = langFromParam(params.lang);
  const found = await sectionRecord(params, "auctions", (id) => services.auctions.admin.get(id, lang));
  const { auction } = found;
  return {
    auction: {
      id: auction.id,
      title: lang === "ar" ? auction.titleAr : auction.titleEn,
      startsAt: auction.startsAt.toISOString(),
      endsAt: auction.endsAt.toISOString(),
      phase: found.phase,
      cancelReason: auction.cancelReason,
    },
    lots: found.lots.map((l) => ({ id: l.id, name: l.name, state: l.state, startingPrice: formatAed(l.startingPrice, lang), reserve: l.reserve === null ? "" : formatAed(l.reserve, lang), price: l.currentPrice === null ? "" : formatAed(l.currentPrice, lang), bids: l.bidCount, leader: l.leader ?? "", endsAt: l.endsAt.toISOString() })),
    deposits: found.deposits.map((d) => ({ id: d.id, number: d.bidderNumber, buyer: d.buyer, amount: formatAed(d.amount, lang), provider: d.provider, state: d.state })),
    canCancel: may.canDelete && found.phase !== "cancelled" && found.lots.some((l) => l.state === "open"),
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    section: "auctions",
    intents: {
      cancel: formIntent("cancel:auction", cancelForm, async ({ services, actor, id }, v) => {
        await services.auctions.auctions.cancel(actor, id, v.reason);
        return { done: "auctionCancelled", to: `${path}/${id}` };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.auction.title } : "admin.title");

export default function AdminAuction({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { auction, lots, deposits } = loaderData;
  const [form, fields] = useSchemaForm(cancelForm, { id: "cancel-auction", lastResult: formResult(actionData) });
  return (
    <>
      <RecordTop section="auctions" answer={actionData}>
        <bdi>{auction.title}</bdi>
      </RecordTop>
      <dl className="mb-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("auctionsAdmin.state")}</dt>
        <dd>{t(`auctionsAdmin.phase.${auction.phase}`)}</dd>
        <dt className="font-semibold">{t("auctionsAdmin.starts")}</dt>
        <dd>{formatUaeTime(auction.startsAt, lang)}</dd>
        <dt className="font-semibold">{t("auctionsAdmin.ends")}</dt>
        <dd>{formatUaeTime(auction.endsAt, lang)}</dd>
      </dl>
      {auction.cancelReason && <p className="mb-6 rounded-md bg-slate-100 p-3">{t("auctionsAdmin.reasonShown", { reason: auction.cancelReason })}</p>}
      <Panel id="auction-lots" title="auctionsAdmin.lots">
        <PlainTable heads={["auctionsAdmin.item", "auctionsAdmin.state", "auctionsAdmin.startingPrice", "auctionsAdmin.reserve", "auctionsAdmin.currentPrice", "auctionsAdmin.bids", "auctionsAdmin.leader", "auctionsAdmin.ends"] as const}>
          {lots.map((l) => (
            <tr key={l.id}>
              <th scope="row" className={`${tdClass} text-start font-normal`}>
                <Link to={href(`${path}/lots/${l.id}`)} className="text-brand-700 underline underline-offset-2">
                  <bdi dir="ltr">{l.name}</bdi>
                </Link>
              </th>
              <td className={tdClass}>{t(`auctionsAdmin.lotState.${l.state}`)}</td>
              <td className={tdClass}><bdi>{l.startingPrice}</bdi></td>
              <td className={tdClass}><bdi>{l.reserve}</bdi></td>
              <td className={tdClass}><bdi>{l.price}</bdi></td>
              <td className={tdClass}><bdi>{l.bids}</bdi></td>
              <td className={tdClass}><bdi dir="ltr">{l.leader}</bdi></td>
              <td className={tdClass}>{formatUaeTime(l.endsAt, lang)}</td>
            </tr>
          ))}
        </PlainTable>
      </Panel>
      <Panel id="auction-deposits" title="auctionsAdmin.deposits">
        <PlainTable heads={["auctionsAdmin.bidderNumber", "auctionsAdmin.buyer", "auctionsAdmin.amount", "auctionsAdmin.provider", "auctionsAdmin.state"] as const}>
          {deposits.map((d) => (
            <tr key={d.id}>
              <td className={tdClass}><bdi>{d.number}</bdi></td>
              <td className={tdClass}><bdi dir="ltr">{d.buyer}</bdi></td>
              <td className={tdClass}><bdi>{d.amount}</bdi></td>
              <td className={tdClass}>{t(`auctionsAdmin.provider.${d.provider}`)}</td>
              <td className={tdClass}>{t(`auctionsAdmin.depositState.${d.state}`)}</td>
            </tr>
          ))}
        </PlainTable>
      </Panel>
      {loaderData.canCancel && (
        <Panel id="auction-cancel" title="auctionsAdmin.cancel">
          <KitForm form={form} intent="cancel" labels={{ reason: "auctionsAdmin.cancelReason" }} className="grid max-w-xl">
            <TextAreaField field={fields.reason} label="auctionsAdmin.cancelReason" rows={3} />
            <div>
              <button type="submit" className={dangerButtonClass}>
                {t("auctionsAdmin.cancel")}
              </button>
            </div>
          </KitForm>
        </Panel>
      )}
    </>
  );
}

import { Link } from "react-router";
import { sectionPath } from "#core/access/admin-sections.ts";
import { can } from "#core/access/permissions.ts";
import { formatAed } from "#core/money.ts";
import { IntentButton, Panel, PlainTable, tdClass } from "#app/components/admin/admin-ui.tsx";
import { RecordTop } from "#app/components/admin/record-top.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatUaeTime } from "#app/lib/dates.ts";
import { type RecordPage, openSection, pageRecord, plainIntent, sectionAction } from "#app/lib/admin-section.server.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/lot.ts";

const path = sectionPath("auctions");
const lotPage: RecordPage = { path, param: "lotId", notFound: "auctionsAdmin.lotNotFound" };

/**
 * One lot (decision 0068): its whole bid history with who placed each bid (staff only; the public sees bidder
 * numbers), the winner's checkout, and, once the winner did not pay in time, the offer to the next bidder.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, viewer, may } = await openSection(context, "auctions");
  const lang = langFromParam(params.lang);
  const found = await pageRecord(params, lotPage, (id) => services.auctions.admin.lot(id, lang));
  const { lot, auction } = found;
  return {
    lot: { id: lot.id, name: found.name, state: lot.state, auctionId: auction.id, title: lang === "ar" ? auction.titleAr : auction.titleEn, price: lot.currentPrice === null ? "" : formatAed(lot.currentPrice, lang), orderId: lot.orderId, endsAt: lot.endsAt.toISOString() },
    history: found.history.map((b) => ({ seq: b.seq, bidder: b.name ?? b.bidderId, email: b.email ?? "", number: b.number, amount: formatAed(b.amount, lang), auto: b.auto, placedAt: b.placedAt.toISOString() })),
    canOffer: may.canUpdate && lot.state === "forfeited",
    canSeeOrders: can(viewer.scope, "read:transaction"),
  };
}

export function action(args: Route.ActionArgs) {
  return sectionAction(args, {
    page: lotPage,
    intents: {
      offer: plainIntent("update:auction", async ({ services, actor, id }) => {
        await services.auctions.forfeit.offerNext(actor, id);
        return { done: "auctionOffered", to: `${path}/lots/${id}` };
      }),
      release: plainIntent("update:auction", async ({ services, actor, id }) => {
        await services.auctions.forfeit.release(actor, id);
        return { done: "auctionReleased", to: `${path}/lots/${id}` };
      }),
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminMeta(matches, loaderData ? { text: loaderData.lot.name } : "admin.title");

export default function AdminAuctionLot({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { lot, history } = loaderData;
  return (
    <>
      <RecordTop section="auctions" back={{ to: `${path}/${lot.auctionId}`, label: "auctionsAdmin.auction" }} answer={actionData}>
        <bdi dir="ltr">{lot.name}</bdi>
      </RecordTop>
      <dl className="mb-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("auctionsAdmin.auction")}</dt>
        <dd>
          <bdi>{lot.title}</bdi>
        </dd>
        <dt className="font-semibold">{t("auctionsAdmin.state")}</dt>
        <dd>{t(`auctionsAdmin.lotState.${lot.state}`)}</dd>
        <dt className="font-semibold">{t("auctionsAdmin.currentPrice")}</dt>
        <dd>
          <bdi>{lot.price}</bdi>
        </dd>
        <dt className="font-semibold">{t("auctionsAdmin.ends")}</dt>
        <dd>{formatUaeTime(lot.endsAt, lang)}</dd>
        {lot.orderId !== null && loaderData.canSeeOrders && (
          <>
            <dt className="font-semibold">{t("auctionsAdmin.order")}</dt>
            <dd>
              <Link to={href(`${sectionPath("transactions")}/${lot.orderId}`)} className="text-brand-700 underline underline-offset-2">
                <bdi dir="ltr">#{lot.orderId}</bdi>
              </Link>
            </dd>
          </>
        )}
      </dl>
      {loaderData.canOffer && (
        <Panel id="lot-offer" title="auctionsAdmin.offerNext">
          <p className="mb-3 max-w-xl">{t("auctionsAdmin.offerNextHint")}</p>
          <div className="flex flex-wrap gap-3">
            <IntentButton intent="offer" label="auctionsAdmin.offerNext" />
            <IntentButton intent="release" label="auctionsAdmin.release" danger />
          </div>
        </Panel>
      )}
      <Panel id="lot-history" title="auctionsAdmin.history">
        {history.length === 0 ? (
          <p>{t("auctionsAdmin.noBids")}</p>
        ) : (
          <PlainTable heads={["auctionsAdmin.seq", "auctionsAdmin.bidder", "auctionsAdmin.bidderNumber", "auctionsAdmin.amount", "auctionsAdmin.auto", "auctionsAdmin.placedAt"] as const}>
            {history.map((b) => (
              <tr key={b.seq}>
                <td className={tdClass}><bdi>{b.seq}</bdi></td>
                <th scope="row" className={`${tdClass} text-start font-normal`}>
                  <bdi>{b.bidder}</bdi> <bdi dir="ltr" className="text-slate-700">{b.email}</bdi>
                </th>
                <td className={tdClass}><bdi>{b.number ?? ""}</bdi></td>
                <td className={tdClass}><bdi>{b.amount}</bdi></td>
                <td className={tdClass}>{t(b.auto ? "auctionsAdmin.yes" : "auctionsAdmin.no")}</td>
                <td className={tdClass}>{formatUaeTime(b.placedAt, lang)}</td>
              </tr>
            ))}
          </PlainTable>
        )}
      </Panel>
    </>
  );
}

import { Link } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import type { myAuctions } from "#app/routes/auctions/auctions.server.ts";

/** The profile's "My bids and deposits" (issue 30): each lot bid on with the buyer's latest bid and standing, and each deposit's state. */
export function MyAuctions({ data }: { data: Awaited<ReturnType<typeof myAuctions>> }) {
  const { t, href } = useT();
  const empty = data.lots.length === 0 && data.deposits.length === 0;
  return (
    <section id="auctions" aria-labelledby="auctions-heading" className="mt-10 lg:col-span-3">
      <h2 id="auctions-heading" className="mb-4 text-xl font-bold text-brand-900">
        {t("auctionPage.mine")}
      </h2>
      {empty ? (
        <p>{t("auctionPage.mineNone")}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-2 text-lg font-semibold">{t("auctionPage.myBids")}</h3>
            <ul className="grid gap-3">
              {data.lots.map((l) => (
                <li key={l.id} className="rounded-md border border-slate-300 p-3">
                  <Link to={href(`/auctions/lots/${l.id}`)} className="font-semibold text-brand-700 underline underline-offset-2">
                    <bdi>{l.label}</bdi>
                  </Link>
                  <p>
                    <bdi>{l.myBid}</bdi> · <time dateTime={l.at.iso}>{l.at.text}</time>
                  </p>
                  <p data-lot-state={l.state}>{t(l.standing)}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-2 text-lg font-semibold">{t("auctionPage.myDeposits")}</h3>
            <ul className="grid gap-3">
              {data.deposits.map((d) => (
                <li key={d.id} className="rounded-md border border-slate-300 p-3">
                  <Link to={href(`/auctions/deposits/${d.id}`)} className="font-semibold text-brand-700 underline underline-offset-2">
                    <bdi>{d.title}</bdi>
                  </Link>
                  <p>
                    <bdi>{d.amount}</bdi> · {t("auctions.bidder", { number: d.bidderNumber })}
                  </p>
                  <p data-deposit-state={d.state}>{t(`auctionPage.depositState.${d.state}`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

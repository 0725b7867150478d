import { useT } from "#app/lib/i18n.ts";
import type { LotPageData } from "#app/routes/auctions/auctions.server.ts";

/** The lot's bids, newest first, each by the bidder's number in the auction ("Bidder 3"), never a name. */
export function BidHistory({ history }: { history: LotPageData["history"] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="mb-3 text-xl font-bold text-brand-900">
        {t("auctionPage.history")}
      </h2>
      {history.length === 0 ? (
        <p>{t("auctionPage.historyNone")}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {history.map((h) => (
            <li key={h.seq} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
              <span className="font-semibold">
                {h.bidder === null ? "–" : t("auctions.bidder", { number: h.bidder })}
                {h.mine && <span className="ms-1 text-brand-700">{`(${t("auctionPage.you")})`}</span>}
                {h.auto && <span className="ms-1 text-sm font-normal text-slate-700">{`· ${t("auctionPage.auto")}`}</span>}
              </span>
              <bdi className="font-bold tabular-nums">{h.amount}</bdi>
              <time dateTime={h.at.iso} className="text-sm text-slate-700">
                {h.at.text}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

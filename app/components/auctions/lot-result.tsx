import { IsolatedSentence } from "#app/components/isolated-sentence.tsx";
import { useT } from "#app/lib/i18n.ts";
import type { LotCard } from "#app/routes/auctions/auctions.server.ts";

/**
 * A decided lot's result, as /auctions and the lot page say it (decision 0074): sold (to its winner, or to the
 * next bidder after the winner did not pay), not sold, not completed (forfeited: the winner did not pay and
 * staff have not yet offered it on or put it back), or cancelled. Nothing while the lot is open.
 */
export function LotResult({ lot, className }: { lot: LotCard; className?: string }) {
  const { t } = useT();
  const result =
    lot.phase === "cancelled" ? t("auctionPage.cancelled")
    : lot.state === "sold" && lot.currentPrice ? <IsolatedSentence id={lot.offeredToNext ? "auctionPage.soldToNext" : "auctionPage.sold"} values={{ amount: lot.currentPrice }} />
    : lot.state === "unsold" ? t("auctionPage.unsold")
    : lot.state === "forfeited" ? t("auctionPage.forfeited")
    : null;
  return result === null ? null : <p className={className} data-lot-result={lot.state}>{result}</p>;
}

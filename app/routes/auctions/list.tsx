import { Link } from "react-router";
import { appContext } from "#app-context";
import { LotDrawing } from "#app/components/auctions/lot-drawing.tsx";
import { LotResult } from "#app/components/auctions/lot-result.tsx";
import { BelowFold } from "#app/components/below-fold.tsx";
import { IsolatedSentence } from "#app/components/isolated-sentence.tsx";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { type LotCard, auctionsPage } from "./auctions.server.ts";
import type { Route } from "./+types/list.ts";

// /auctions (issue 30, decision 0069): the auctions live now, upcoming, and ended with their results. Nothing
// here needs a script beyond the shell's links (the lot page is where the clock runs).

export async function loader({ context, params }: Route.LoaderArgs) {
  return auctionsPage(context.get(appContext).services, langFromParam(params.lang));
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "auctions", path: "/auctions" });

export default function Auctions({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const groups = [
    ["live", "auctionPage.live"],
    ["upcoming", "auctionPage.upcoming"],
    ["ended", "auctionPage.ended"],
  ] as const;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {/* The page's heading is the shell's title bar ("Auctions"). */}
      <p className="mb-8 max-w-3xl text-slate-800">{t("auctionPage.intro")}</p>
      {groups.map(([group, heading]) => (
        // Each group a boundary of its own: React hydrates the live lots first, the rest after (selective hydration).
        <BelowFold as="section" name={`auctions-${group}`} key={group} aria-labelledby={`auctions-${group}`} className="mb-10">
          <h2 id={`auctions-${group}`} className="mb-4 text-2xl font-bold text-brand-900">
            {t(heading)}
          </h2>
          {loaderData[group].length === 0 ? (
            <p>{t("auctionPage.none")}</p>
          ) : (
            loaderData[group].map((auction) => (
              <div key={auction.id} className="mb-6">
                <h3 className="mb-3 text-xl font-semibold">
                  <bdi>{auction.title}</bdi>
                </h3>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {auction.lots.map((lot) => (
                    <LotCardView key={lot.id} lot={lot} />
                  ))}
                </ul>
              </div>
            ))
          )}
        </BelowFold>
      ))}
    </div>
  );
}

/** One lot: its drawing, price, bids and clock (or result), linked to its page by the item's name. */
function LotCardView({ lot }: { lot: LotCard }) {
  const { t, href } = useT();
  const when = lot.phase === "upcoming" ? "auctionPage.startsAt" : lot.phase === "live" ? "auctionPage.endsAt" : "auctionPage.endedAt";
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <LotDrawing drawing={lot.drawing} className="w-full" />
      <Link to={href(`/auctions/lots/${lot.id}`)} className="text-lg font-semibold text-brand-700 underline underline-offset-2">
        <bdi>{lot.label}</bdi>
      </Link>
      <p>
        {t(lot.currentPrice === null ? "auctionPage.startingPrice" : "auctionPage.currentPrice")}: <bdi className="font-bold">{lot.currentPrice ?? lot.startingPrice}</bdi>
      </p>
      <p className="text-sm">{t("auctionPage.bidCount", { count: lot.bidCount })}</p>
      <p className="text-sm">
        <time dateTime={(lot.phase === "upcoming" ? lot.startsAt : lot.endsAt).iso}>
          <IsolatedSentence id={when} values={{ time: (lot.phase === "upcoming" ? lot.startsAt : lot.endsAt).text }} />
        </time>
      </p>
      <LotResult lot={lot} className="font-semibold" />
    </li>
  );
}

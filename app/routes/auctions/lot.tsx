import type { ReactNode } from "react";
import { Link, data, redirect, useRevalidator } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { parseId } from "#core/text/digits.ts";
import { BelowFold } from "#app/components/below-fold.tsx";
import { IsolatedSentence } from "#app/components/isolated-sentence.tsx";
import { BidHistory } from "#app/components/auctions/bid-history.tsx";
import { Countdown } from "#app/components/auctions/countdown.tsx";
import { LotDrawing } from "#app/components/auctions/lot-drawing.tsx";
import { LotResult } from "#app/components/auctions/lot-result.tsx";
import { TakePart } from "#app/components/auctions/take-part.tsx";
import { useLiveLot } from "#app/components/auctions/use-live-lot.ts";
import { langFromParam, translatorOf, useT } from "#app/lib/i18n.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { lotPage } from "./auctions.server.ts";
import { payDeposit, placeBid } from "./lot-action.server.ts";
import type { Route } from "./+types/lot.ts";

// A lot of an auction (issue 30, decision 0069): the item's drawing, the clock in UAE time, the price, the next
// valid bid, the masked history, and the visitor's part in it (sign in, verify, deposit, bid). Live without a
// reload (the bid stream, or a short poll); without JavaScript, the forms post and the page comes back.

function lotIdOf(raw: string | undefined): number {
  const id = parseId(raw ?? "");
  if (id === undefined) throw data({ messageKey: "auctions.lotNotFound" }, 404);
  return id;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const page = await lotPage(services, lotIdOf(params.lotId), langFromParam(params.lang), await session.user());
  if (!page) throw data({ messageKey: "auctions.lotNotFound" }, 404);
  return page;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session } = context.get(appContext);
  const lang = langFromParam(params.lang);
  const lotId = lotIdOf(params.lotId);
  const user = await session.user();
  if (!user) throw redirect(`${localePath(lang, "/sign_in")}?redirect=${encodeURIComponent(localePath(lang, `/auctions/lots/${lotId}`))}`);
  const view = await services.auctions.auctions.lot(lotId);
  if (!view) throw data({ messageKey: "auctions.lotNotFound" }, 404);
  const form = await request.formData();
  const outcome = form.get("intent") === "deposit" ? await payDeposit(services, user, view.auction.id, form, lang) : await placeBid(services, user, lotId, form);
  // A deposit opened: on to its payment (the gateway's page, or the deposit's page with the bank's details).
  if (outcome.to) throw redirect(outcome.to);
  return data(outcome.answer, { status: outcome.status });
}

/**
 * Never kept for the next visitors (server/http/page-cache.ts): the page carries the time left when it was
 * rendered, which the browser counts down from, and a page five seconds old would run five seconds slow.
 */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t } = translatorOf(matches);
  return seoMeta(matches, { pageName: "auction_lots", path: loaderData ? `/auctions/lots/${loaderData.lot.id}` : "/auctions", title: loaderData ? `${loaderData.lot.label} · ${t("route.auctions")}` : undefined });
};

export default function AuctionLot({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { lot } = d;
  const ended = lot.phase === "ended" || lot.phase === "cancelled";
  useLiveLot(lot.id, { bidCount: lot.bidCount, endsAt: lot.endsAt.iso, state: lot.state }, ended);
  const price = lot.currentPrice ?? lot.startingPrice;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <p className="mb-2 text-sm">
        <Link to={href("/auctions")} className="text-brand-700 underline underline-offset-2">
          {t("route.auctions")}
        </Link>{" "}
        · <bdi>{d.title}</bdi>
      </p>
      <h1 className="mb-6 text-3xl font-bold text-brand-900">
        <bdi>{lot.label}</bdi>
      </h1>
      <div className="grid gap-8 lg:grid-cols-2">
        <LotDrawing drawing={lot.drawing} className="w-full max-w-lg" />
        <div className="flex flex-col gap-4">
          <dl aria-live="polite" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-lg">
            <dt className="font-semibold">{t(lot.currentPrice === null ? "auctionPage.startingPrice" : "auctionPage.currentPrice")}</dt>
            <dd>
              <bdi className="text-2xl font-bold tabular-nums">{price}</bdi>
            </dd>
            {!ended && (
              <>
                <dt className="font-semibold">{t("auctionPage.nextBid")}</dt>
                <dd>
                  <bdi className="tabular-nums">{d.nextBid.text}</bdi>
                </dd>
              </>
            )}
            <dt className="sr-only">{t("auctionPage.history")}</dt>
            <dd>{t("auctionPage.bidCount", { count: lot.bidCount })}</dd>
          </dl>
          <Clock d={d} />
          <Outcome d={d} />
          {/* A form sent to a lot no longer live (a page left open, or without JavaScript): its refusal here. */}
          {lot.phase !== "live" && actionData?.error && (
            <p role="alert" className="font-semibold text-red-800">
              {t(actionData.error)}
            </p>
          )}
          {lot.phase === "live" && <TakePart data={d} answer={actionData} />}
          {lot.phase === "upcoming" && d.who === "buyer" && !d.me?.paid && <TakePart data={d} answer={undefined} />}
        </div>
      </div>
      {/* Below the clock and the form: React hydrates it after them (selective hydration). */}
      <BelowFold name="bid-history">
        <BidHistory history={d.history} />
      </BelowFold>
    </div>
  );
}

/** The end (or start) in UAE time as the server wrote it, and the time left counting down in the browser. */
function Clock({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const { t } = useT();
  const { revalidate } = useRevalidator();
  const { lot } = d;
  if (lot.phase === "ended" || lot.phase === "cancelled")
    return (
      <p>
        <time dateTime={lot.endsAt.iso}>
          <IsolatedSentence id="auctionPage.endedAt" values={{ time: lot.endsAt.text }} />
        </time>
      </p>
    );
  const upcoming = lot.phase === "upcoming";
  return (
    <div>
      <Countdown remainingMs={d.remainingMs} label={t(upcoming ? "auctionPage.timeToStart" : "auctionPage.timeLeft")} onZero={() => void revalidate()} />
      <p>
        <time dateTime={(upcoming ? lot.startsAt : lot.endsAt).iso}>
          <IsolatedSentence id={upcoming ? "auctionPage.startsAt" : "auctionPage.endsAt"} values={{ time: (upcoming ? lot.startsAt : lot.endsAt).text }} />
        </time>
      </p>
      {/* Kept in the page when empty: the notice appearing after a late bid moves nothing. */}
      <p className="min-h-6 text-sm font-semibold text-amber-800">{d.extended ? t("auctionPage.extended") : null}</p>
    </div>
  );
}

/** The buyer's own standing, and the lot's result once decided. */
function Outcome({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const { t, href } = useT();
  const { lot, me } = d;
  const lines: ReactNode[] = [];
  if (d.reserveMet !== null && lot.state === "open" && lot.phase !== "cancelled") lines.push(t(d.reserveMet ? "auctionPage.reserveMet" : "auctionPage.reserveNotMet"));
  // The winner who did not pay: neither "won" nor "lost" (a loser's deposit is refunded, theirs was forfeited).
  if (me?.passedOver) lines.push(t("auctionPage.passedOver"));
  else if (me?.winnerOrderId) lines.push(t("auctionPage.won"));
  else if (lot.state === "sold" && me?.outbid) lines.push(t("auctionPage.lost"));
  else if (lot.state === "open" && me?.leading) lines.push(t("auctionPage.leading"));
  else if (lot.state === "open" && me?.outbid) lines.push(t("auctionPage.outbid"));
  return (
    <div role="status" className="min-h-6 font-semibold">
      <LotResult lot={lot} />
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {me?.winnerOrderId && (
        <Link to={href(`/checkout/${me.winnerOrderId}`)} className="btn-primary mt-2 inline-block">
          {t("auctionPage.payWin")}
        </Link>
      )}
    </div>
  );
}

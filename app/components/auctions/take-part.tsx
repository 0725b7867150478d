import { Form, Link, useLocation } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { IsolatedSentence } from "#app/components/isolated-sentence.tsx";
import { useT } from "#app/lib/i18n.ts";
import type { LotPageData } from "#app/routes/auctions/auctions.server.ts";
import { BidForm } from "./bid-form.tsx";

type Answer = { error?: MessageKey | undefined; done?: MessageKey | undefined } | undefined;

/**
 * What the visitor can do on a live lot, by who they are: a visitor signs in, an unverified buyer verifies their
 * e-mail, staff are told they may not bid, a buyer without a paid deposit pays one (card or bank transfer), and
 * a buyer with one bids.
 */
export function TakePart({ data, answer }: { data: LotPageData; answer: Answer }) {
  const { t, href } = useT();
  const { pathname } = useLocation();
  const box = "rounded-lg border border-slate-300 p-4";
  if (data.who === "visitor")
    return (
      <div className={`${box} flex flex-wrap gap-3`}>
        <Link to={`${href("/sign_in")}?redirect=${encodeURIComponent(pathname)}`} className="btn-primary">
          {t("auctionPage.signIn")}
        </Link>
        <Link to={href("/register")} className="rounded-md border border-slate-500 px-5 py-2.5 font-semibold">
          {t("auctionPage.register")}
        </Link>
      </div>
    );
  if (data.who === "unverified")
    return (
      <div className={box}>
        <p className="mb-3">{t("auctions.unverified")}</p>
        <Link to={href("/verify_email")} className="btn-primary">
          {t("auctionPage.verifyLink")}
        </Link>
      </div>
    );
  if (data.who === "staff") return <p className={box}>{t("auctions.staffCannotBid")}</p>;
  if (data.me?.paid)
    return (
      <>
        <p className="mb-3">
          {t("auctionPage.depositPaid", { number: data.me.bidderNumber ?? "" })} {data.me.limit === null ? t("auctionPage.limitAny") : <IsolatedSentence id="auctionPage.limitUpTo" values={{ amount: data.me.limit }} />}
        </p>
        <BidForm data={data} answer={answer} />
      </>
    );
  return <DepositBox data={data} answer={answer} />;
}

function DepositBox({ data, answer }: { data: LotPageData; answer: Answer }) {
  const { t, href } = useT();
  const pending = data.me?.pending;
  return (
    <section aria-labelledby="deposit-heading" className="rounded-lg border border-slate-300 p-4">
      <h2 id="deposit-heading" className="mb-2 text-xl font-bold text-brand-900">
        {t("auctionPage.depositTitle")}
      </h2>
      <p className="mb-3">{data.deposit.amount !== null ? <IsolatedSentence id="auctionPage.depositBody" values={{ amount: data.deposit.amount }} /> : <IsolatedSentence id="auctionPage.depositPercent" values={{ percent: data.deposit.percent ?? 0 }} />}</p>
      {pending && (
        <p className="mb-3">
          <IsolatedSentence id="auctionPage.depositWaiting" values={{ amount: pending.amount }} />{" "}
          <Link to={href(`/auctions/deposits/${pending.id}`)} className="font-semibold text-brand-700 underline">
            {t("auctionPage.depositOpen")}
          </Link>
        </p>
      )}
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="deposit" />
        {data.deposit.percent !== null && (
          <>
            <label htmlFor="deposit-limit" className="font-semibold">
              {t("auctionPage.limit")}
            </label>
            <input id="deposit-limit" name="limit" inputMode="decimal" dir="ltr" required className="rounded-md border border-slate-400 px-3 py-2" />
          </>
        )}
        <button type="submit" name="provider" value="card" className="btn-primary">
          {t("auctionPage.payCard")}
        </button>
        <button type="submit" name="provider" value="bank_transfer" className="rounded-md border border-slate-500 px-5 py-2.5 font-semibold">
          {t("auctionPage.payBank")}
        </button>
      </Form>
      <p role="status" className="mt-3 min-h-6 font-semibold text-red-800">
        {answer?.error ? t(answer.error) : null}
      </p>
    </section>
  );
}

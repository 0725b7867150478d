import { Link, data } from "react-router";
import { appContext } from "#app-context";
import { parseId } from "#core/text/digits.ts";
import { IsolatedSentence } from "#app/components/isolated-sentence.tsx";
import { langFromParam, translatorOf, useT } from "#app/lib/i18n.ts";
import { depositPage } from "./auctions.server.ts";
import type { Route } from "./+types/deposit.ts";

// The page a deposit's payment comes back to (issue 30, decision 0069): the gateway is asked how the payment
// stands (the deposit is paid only when it says captured), or, for a bank transfer, the bank's details and the
// reference to quote until staff confirm it.

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const user = await session.requireUser();
  const id = parseId(params.depositId);
  const page = id === undefined ? undefined : await depositPage(services, user.id, id, langFromParam(params.lang));
  if (!page) throw data({ messageKey: "auctions.depositNotFound" }, 404);
  return page;
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: translatorOf(matches).t("route.auction_deposits") }, { name: "robots", content: "noindex" }];

export default function AuctionDeposit({ loaderData: d }: Route.ComponentProps) {
  const { t, href } = useT();
  const body = d.state === "paid" ? "auctionPage.depositPaidBody" : d.state === "failed" ? "auctionPage.depositFailedBody" : d.state === "pending" && !d.bank ? "auctionPage.depositPendingBody" : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {/* The page's heading is the shell's title bar ("Auction deposit"). */}
      <p className="mb-4 text-lg">
        <bdi>{d.title}</bdi> · <bdi>{d.amount}</bdi> · <strong>{t(`auctionPage.depositState.${d.state}`)}</strong>
      </p>
      <div role={d.state === "failed" ? "alert" : "status"} className="mb-6">
        {body && <p>{t(body)}</p>}
        {d.bank && (
          <>
            <p className="mb-3">
              <IsolatedSentence id="auctionPage.bankBody" values={{ amount: d.amount, reference: d.bank.reference }} />
            </p>
            <p className="rounded-md border border-slate-300 bg-slate-50 p-3">
              <span className="font-semibold">{t("checkout.bankAccount")}: </span>
              <bdi>{d.bank.account}</bdi>
            </p>
          </>
        )}
      </div>
      <Link to={href(d.back)} className="btn-primary">
        {t("auctionPage.backToAuction")}
      </Link>
    </div>
  );
}

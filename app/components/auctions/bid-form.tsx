import { Form, useNavigation } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import type { LotPageData } from "#app/routes/auctions/auctions.server.ts";

/**
 * The bid form: the amount (the next valid bid filled in), an optional proxy maximum, and hidden the price the
 * page shows (a bid against a price that has since moved is refused) and this page's key for the press. One key
 * per page: two presses before the answer (a double click, or a reload that sends the form again) carry the same
 * key, and the service refuses the second; each answer brings a page with a new key. With JavaScript the button
 * is disabled while a bid is on its way.
 */
export function BidForm({ data, answer }: { data: LotPageData; answer: { error?: MessageKey | undefined; done?: MessageKey | undefined } | undefined }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "bid";
  const field = "mb-3 block w-full rounded-md border border-slate-400 px-3 py-2 text-lg tabular-nums";
  return (
    <section aria-labelledby="bid-heading" className="rounded-lg border border-slate-300 p-4">
      <h2 id="bid-heading" className="mb-3 text-xl font-bold text-brand-900">
        {t("auctionPage.bidTitle")}
      </h2>
      <Form method="post">
        <input type="hidden" name="intent" value="bid" />
        <input type="hidden" name="price" value={data.price} />
        <input type="hidden" name="request_key" value={data.key} />
        <label htmlFor="bid-amount" className="mb-1 block font-semibold">
          {t("auctionPage.amount")}
        </label>
        {/* Both fields start again when the price moved (a bid taken, here or by someone else). */}
        <input key={`amount-${data.price}`} id="bid-amount" name="amount" inputMode="decimal" dir="ltr" autoComplete="off" required defaultValue={data.nextBid.aed} className={field} />
        <label htmlFor="bid-max" className="mb-1 block font-semibold">
          {t("auctionPage.max")}
        </label>
        <input key={`max-${data.price}`} id="bid-max" name="max" inputMode="decimal" dir="ltr" autoComplete="off" aria-describedby="bid-max-hint" className={field} />
        <p id="bid-max-hint" className="mb-3 text-sm text-slate-700">
          {t("auctionPage.maxHint")}
        </p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("auctionPage.submit")}
        </button>
      </Form>
      {/* Always in the page, so a message appearing moves nothing below it and is read out. */}
      <p role="status" className="mt-3 min-h-6 font-semibold">
        {answer?.error ? <span className="text-red-800">{t(answer.error)}</span> : answer?.done ? <span className="text-green-800">{t(answer.done)}</span> : null}
      </p>
    </section>
  );
}

import { Link } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";

export interface OfferRow {
  id: number;
  kind: "plate" | "number";
  itemId: number;
  item: string;
  amount: string;
  counter: string | undefined;
  state: string;
  orderId: number | null;
}

/** The profile's "My offers" (decision 0064): each offer's item, amount, the shop's counter and its state, linked to its page. */
export function MyOffers({ offers }: { offers: OfferRow[] }) {
  const { t, href } = useT();
  return (
    <section id="offers" aria-labelledby="offers-heading" className="mt-10 lg:col-span-3">
      <h2 id="offers-heading" className="mb-4 text-xl font-bold text-brand-900">
        {t("offers.mine")}
      </h2>
      {offers.length === 0 ? (
        <p>{t("offers.mineNone")}</p>
      ) : (
        <ul className="grid gap-3">
          {offers.map((o) => (
            <li key={o.id} className="rounded-md border border-slate-300 p-3">
              <Link to={href(`/offers/${o.kind}/${o.itemId}`)} className="font-semibold text-brand-700 underline underline-offset-2">
                <bdi>{o.item}</bdi>
              </Link>
              <p>
                {t("offers.yours")}: <bdi>{o.amount}</bdi>
                {o.counter && (
                  <>
                    {" · "}
                    {t("offers.counterOf")}: <bdi>{o.counter}</bdi>
                  </>
                )}
              </p>
              <p>{t(`offers.state.${o.state}` as MessageKey)}</p>
              {o.state === "accepted" && o.orderId !== null && (
                <Link to={href(`/checkout/${o.orderId}`)} className="text-brand-700 underline underline-offset-2">
                  {t("offers.pay")}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

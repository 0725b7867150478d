import { Link } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { ProfileList } from "../profile/profile-list.tsx";

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
    <ProfileList id="offers" title={t("offers.mine")} empty={t("offers.mineNone")} entries={offers} className="lg:col-span-3">
      {(o) => (
        <>
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
        </>
      )}
    </ProfileList>
  );
}

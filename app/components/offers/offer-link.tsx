import { Link } from "react-router";
import { useT } from "#app/lib/i18n.ts";

/** "Make an offer" on an item page, shown when staff opened the item to offers (decision 0064). */
export function OfferLink(props: { kind: "plate" | "number"; id: number }) {
  const { t, href } = useT();
  return (
    <p className="mt-3">
      <Link to={href(`/offers/${props.kind}/${props.id}`)} className="font-semibold text-brand-700 underline underline-offset-2">
        {t("offers.link")}
      </Link>
    </p>
  );
}

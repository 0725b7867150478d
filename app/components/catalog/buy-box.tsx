import { withAddress } from "#core/text/bidi.ts";
import { Form } from "react-router";
import { useConstants } from "#app/lib/constants.ts";
import { useT } from "#app/lib/i18n.ts";

/**
 * How to buy: "Buy now" starts the online checkout (a form post, so it works without JavaScript), or call or
 * WhatsApp the company (numbers from the constants). A sold item says so and offers nothing; an item another
 * buyer's checkout holds says it is reserved.
 */
export function BuyBox({ kind, id, sold, reserved, itemLabel, pageUrl }: { kind: "plate" | "number"; id: number; sold: boolean; reserved: boolean; itemLabel: string; pageUrl: string }) {
  const { t, href } = useT();
  const constant = useConstants();
  if (sold) {
    return (
      <p role="status" className="rounded-md bg-red-50 p-4 font-semibold text-red-800">
        {t("catalog.soldNotice")}
      </p>
    );
  }
  const phone = constant("contactPhone");
  const whatsapp = constant("whatsapp");
  const text = encodeURIComponent(withAddress(itemLabel, pageUrl, " — "));
  return (
    <div className="rounded-md border border-brand-100 bg-brand-50 p-4">
      {reserved ? (
        <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 font-semibold text-amber-900">
          {t("checkout.reserved")}
        </p>
      ) : (
        <Form method="post" action={href("/checkout/start")} className="mb-4">
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className="btn-primary w-full text-lg sm:w-auto">
            {t("checkout.buyNow")}
          </button>
        </Form>
      )}
      <p className="mb-3">{t("catalog.buyHow")}</p>
      <p className="flex flex-wrap gap-2">
        {whatsapp?.url && (
          <a href={`${whatsapp.url}${whatsapp.url.includes("?") ? "&" : "?"}text=${text}`} rel="noopener noreferrer" target="_blank" className="btn-primary">
            {t("catalog.whatsappBuy")}
          </a>
        )}
        {phone?.url && (
          <a href={phone.url} className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800">
            {t("catalog.call")} <bdi dir="ltr">{phone.value}</bdi>
          </a>
        )}
      </p>
    </div>
  );
}

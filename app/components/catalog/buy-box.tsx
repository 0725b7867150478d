import { useConstants } from "#app/lib/constants.ts";
import { useT } from "#app/lib/i18n.ts";

/**
 * How to buy until online checkout exists: call or WhatsApp the company (numbers from the constants).
 * A sold item says so instead and offers nothing to buy.
 */
export function BuyBox({ sold, itemLabel, pageUrl }: { sold: boolean; itemLabel: string; pageUrl: string }) {
  const { t } = useT();
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
  const text = encodeURIComponent(`${itemLabel} — ${pageUrl}`);
  return (
    <div className="rounded-md border border-brand-100 bg-brand-50 p-4">
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

import { useT } from "#app/lib/i18n.ts";
import { withAddress } from "#core/text/bidi.ts";

/** A WhatsApp share link (wa.me works on phones and desktops alike). */
export function ShareLink({ text, url }: { text: string; url: string }) {
  const { t } = useT();
  return (
    <a href={`https://wa.me/?text=${encodeURIComponent(withAddress(text, url))}`} rel="noopener noreferrer" target="_blank" className="self-start font-semibold text-brand-700 underline">
      {t("catalog.share")}
    </a>
  );
}

import { BelowFold } from "./below-fold.tsx";
import { Link, useRouteLoaderData } from "react-router";
import { useConstants } from "../lib/constants.ts";
import { useT } from "../lib/i18n.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import type { RootData } from "../root.tsx";
import { Kept } from "./kept.tsx";

const contactRows: { key: string; label: MessageKey; ltr?: boolean }[] = [
  { key: "contactPhone", label: "footer.phone", ltr: true },
  { key: "contactEmail", label: "footer.email", ltr: true },
  { key: "helpline", label: "footer.helpline", ltr: true },
  { key: "helpline_2", label: "footer.helpline2", ltr: true },
  { key: "head_office", label: "footer.headOffice" },
  { key: "branches", label: "footer.branches" },
  { key: "working_hours", label: "footer.workingHours" },
];

const socialLinks: { key: string; label: MessageKey }[] = [
  { key: "facebookLink", label: "footer.facebook" },
  { key: "twitterLink", label: "footer.twitter" },
  { key: "instagramLink", label: "footer.instagram" },
];

/**
 * Footer: every contact detail comes from the server constants, so staff can change them. Its columns show
 * only the constants and the language, and are kept by them (decision 0034).
 *
 * Under a short page the footer grows to the bottom of the screen (`flex-1` in the body's column), rather than
 * the main content growing and pinning the footer there: the browser paints a page while it is still arriving,
 * and a pinned footer, painted half-parsed, moved up as its other columns came in (a layout shift of 0.03 on a
 * desktop; decision 0037). Growing downwards, it never moves what was painted.
 */
export function SiteFooter() {
  const { t } = useT();
  const constants = useRouteLoaderData<RootData>("root")?.constants;
  return (
    <footer className="mt-12 flex-1 bg-brand-900 text-brand-50">
      <BelowFold name="footer" className="below-fold mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <Kept name="footer" inputs={constants}>
          <FooterColumns />
        </Kept>
      </BelowFold>
      <p className="border-t border-white/10 py-4 text-center text-xs">
        {t("footer.rights", { year: new Date().getFullYear(), name: t("site.name") })}
      </p>
    </footer>
  );
}

function FooterColumns() {
  const { t, href } = useT();
  const constant = useConstants();
  const about = constant("about_us_footer");
  const external = (key: string, label: MessageKey) => {
    const c = constant(key);
    return c?.url ? (
      <li key={key}>
        <a href={c.url} rel="noopener noreferrer" target="_blank" className="footer-link">
          {t(label)}
        </a>
      </li>
    ) : null;
  };

  return (
    <>
      <section aria-labelledby="footer-about">
        <h2 id="footer-about" className="footer-heading">{t("footer.aboutTitle")}</h2>
        {about && <p className="text-sm leading-relaxed">{about.value}</p>}
      </section>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className="footer-heading">{t("footer.contactTitle")}</h2>
        <dl className="space-y-2 text-sm">
          {contactRows.map(({ key, label, ltr }) => {
            const c = constant(key);
            if (!c?.value) return null;
            return (
              <div key={key} data-constant={key}>
                <dt className="font-semibold">{t(label)}</dt>
                <dd>
                  {c.url ? (
                    <a href={c.url} className="footer-link" dir={ltr ? "ltr" : undefined}>
                      {c.value}
                    </a>
                  ) : ltr ? (
                    <bdi dir="ltr">{c.value}</bdi>
                  ) : (
                    c.value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      <nav aria-labelledby="footer-links">
        <h2 id="footer-links" className="footer-heading">{t("footer.quickLinks")}</h2>
        <ul className="space-y-2 text-sm">
          <li><Link to={href("/numbers")} className="footer-link">{t("footer.numbers")}</Link></li>
          <li><Link to={href("/plates")} className="footer-link">{t("footer.plates")}</Link></li>
          <li><Link to={href("/products")} className="footer-link">{t("nav.allProducts")}</Link></li>
          <li><Link to={href("/sell_with_us")} className="footer-link">{t("route.sell_with_us")}</Link></li>
          <li><Link to={href("/ads")} className="footer-link">{t("route.ads")}</Link></li>
          <li><Link to={href("/auctions")} className="footer-link">{t("route.auctions")}</Link></li>
          <li><Link to={href("/terms_and_conditions")} className="footer-link">{t("footer.terms")}</Link></li>
          <li><Link to={href("/privacy_policy")} className="footer-link">{t("footer.privacy")}</Link></li>
          <li><Link to={href("/faq")} className="footer-link">{t("footer.faq")}</Link></li>
          <li><Link to={href("/branches")} className="footer-link">{t("route.branches")}</Link></li>
        </ul>
      </nav>
      <section aria-labelledby="footer-follow">
        <h2 id="footer-follow" className="footer-heading">{t("footer.followUs")}</h2>
        <ul className="space-y-2 text-sm">
          {socialLinks.map(({ key, label }) => external(key, label))}
          {external("whatsapp", "footer.whatsapp")}
        </ul>
        <h2 className="footer-heading mt-6">{t("footer.getApp")}</h2>
        <ul className="space-y-2 text-sm">
          {external("androidApp", "footer.android")}
          {external("iosApp", "footer.ios")}
        </ul>
      </section>
    </>
  );
}

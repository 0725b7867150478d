import { useMatches } from "react-router";
import { currentPage } from "../lib/route-name.ts";
import { useT } from "../lib/i18n.ts";
import { HeartSymbol } from "./catalog/heart-symbol.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Header, title bar, main content and footer around every public page. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useT();
  const page = currentPage(useMatches());
  return (
    <>
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none" data-page={page.id}>
        {page.showTitle && (
          <div className="bg-brand-50 border-b border-brand-100">
            <h1 className="mx-auto max-w-6xl px-4 py-6 text-2xl font-bold text-brand-900 sm:text-3xl">{t(page.titleKey)}</h1>
          </div>
        )}
        {children}
      </main>
      <SiteFooter />
      <HeartSymbol />
    </>
  );
}

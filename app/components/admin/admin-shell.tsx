import { useState } from "react";
import { Link, NavLink } from "react-router";
import type { AdminIcon } from "#core/access/admin-sections.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { LanguageSwitch } from "../language-switch.tsx";
import { LoadingBar } from "../loading-bar.tsx";
import { Logo } from "../logo.tsx";
import { AdminIconDrawing } from "./admin-icons.tsx";

/** A section of the navigation, as the layout's loader gives it from the registry (core/access/admin-sections.ts). */
export interface AdminNavSection {
  id: string;
  path: string;
  label: MessageKey;
  icon: AdminIcon;
}

/**
 * The admin area's own chrome: a top bar (site name, the signed-in user, a way back to the site, the
 * language switch) and a side navigation of the sections the user may open; under 992 px the navigation
 * collapses behind a button.
 */
export function AdminShell({ userName, sections, children }: { userName: string; sections: AdminNavSection[]; children: React.ReactNode }) {
  const { t, href } = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkClass =
    "flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";
  return (
    <>
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <header className="bg-brand-800 text-white">
        {/* Inside the banner landmark, as all content must be (axe's "region"); fixed at the top, it takes no room here. */}
        <LoadingBar />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <div className="flex items-center gap-3">
            <Link to={href("/")} className="flex items-center gap-2 font-bold" aria-label={t("site.name")}>
              <Logo />
              <span className="hidden sm:inline">{t("site.name")}</span>
            </Link>
            <Link to={href("/admin")} className="rounded-md bg-white/10 px-2 py-1 text-sm font-semibold hover:bg-white/20">
              {t("admin.title")}
            </Link>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>{t("admin.signedInAs", { name: userName })}</span>
            <Link to={href("/")} className="font-semibold underline underline-offset-2">
              {t("admin.backToSite")}
            </Link>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <nav aria-label={t("admin.nav")} className="border-b border-slate-200 bg-slate-50 px-2 lg:w-64 lg:shrink-0 lg:border-e lg:border-b-0 lg:py-4">
          <button
            type="button"
            className="my-2 flex items-center gap-2 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 lg:hidden"
            aria-expanded={open}
            aria-controls="admin-nav-list"
            onClick={() => setOpen((v) => !v)}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
              <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t("admin.menu")}
          </button>
          <ul id="admin-nav-list" className={`${open ? "flex" : "hidden"} flex-col gap-1 pb-3 lg:flex lg:pb-0`}>
            <li>
              <NavLink to={href("/admin")} end onClick={close} className={linkClass}>
                <AdminIconDrawing icon="chart" />
                {t("admin.home")}
              </NavLink>
            </li>
            {sections.map((s) => (
              <li key={s.id}>
                <NavLink to={href(s.path)} onClick={close} className={linkClass}>
                  <AdminIconDrawing icon={s.icon} />
                  {t(s.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8">
          {children}
        </main>
      </div>
    </>
  );
}

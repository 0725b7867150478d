import { useState } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import { useT } from "../lib/i18n.ts";
import type { RootData } from "../root.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";

/** Main navigation; under 992 px it collapses behind a menu button and closes after a link is chosen. */
export function MainNav() {
  const { t, href } = useT();
  const [open, setOpen] = useState(false);
  // Signed-in users reach their account through the user menu in the header instead.
  const signedIn = Boolean((useRouteLoaderData("root") as RootData | undefined)?.user);
  const close = () => setOpen(false);
  const link = (to: string, label: string) => (
    <li>
      <NavLink to={href(to)} end={to === "/"} onClick={close} className="nav-link block aria-[current=page]:underline">
        {label}
      </NavLink>
    </li>
  );

  return (
    <nav aria-label={t("nav.main")} className="border-t border-white/15">
      <div className="mx-auto max-w-6xl px-4">
        <button
          type="button"
          className="my-2 flex items-center gap-2 rounded-md border border-white/40 px-3 py-1.5 text-sm font-semibold lg:hidden"
          aria-expanded={open}
          aria-controls="main-nav-list"
          onClick={() => setOpen((v) => !v)}
        >
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
            <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t("nav.toggle")}
        </button>
        <ul id="main-nav-list" className={`${open ? "flex" : "hidden"} flex-col pb-3 lg:flex lg:flex-row lg:items-center lg:gap-1 lg:pb-0`}>
          {link("/", t("nav.home"))}
          {link("/about", t("nav.about"))}
          <NavDropdown
            label={t("nav.products")}
            onNavigate={close}
            items={[
              { label: t("nav.duNumbers"), to: href("/numbers/du") },
              { label: t("nav.etisalatNumbers"), to: href("/numbers/etisalat") },
              { label: t("nav.plates"), to: href("/plates") },
              { label: t("nav.allProducts"), to: href("/products") },
            ]}
          />
          <NavDropdown
            label={t("nav.services")}
            onNavigate={close}
            items={[
              { label: t("nav.request"), to: href("/services") + "#request" },
              { label: t("nav.estimate"), to: href("/services") + "#estimate" },
              { label: t("nav.draw"), to: href("/draw_plates") },
              { label: t("nav.drawNumbers"), to: href("/draw_numbers") },
            ]}
          />
          {link("/blog", t("nav.blog"))}
          {link("/new", t("nav.report"))}
          {link("/contact_us", t("nav.contactUs"))}
          {!signedIn && link("/sign_in", t("nav.signIn"))}
        </ul>
      </div>
    </nav>
  );
}

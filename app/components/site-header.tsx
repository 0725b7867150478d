import { Link, useLocation, useRouteLoaderData } from "react-router";
import { useT } from "../lib/i18n.ts";
import type { RootData } from "../root.tsx";
import { Kept } from "./kept.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { LoadingBar } from "./loading-bar.tsx";
import { Logo } from "./logo.tsx";
import { MainNav } from "./main-nav.tsx";
import { UserMenu } from "./user-menu.tsx";

export function SiteHeader() {
  const { t, href } = useT();
  const user = (useRouteLoaderData("root") as RootData | undefined)?.user;
  const { pathname } = useLocation();
  return (
    <header className="bg-brand-800 text-white">
      {/* Inside the banner landmark, as all content must be (axe's "region"); fixed at the top, it takes no room here. */}
      <LoadingBar />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={href("/")} className="flex items-center gap-3 font-bold" aria-label={t("site.name")}>
          <Logo />
          <span className="hidden text-lg sm:inline">{t("site.name")}</span>
        </Link>
        <div className="flex items-center gap-3">
          {user && <UserMenu user={user} />}
          <LanguageSwitch />
        </div>
      </div>
      {/* The menu shows only the language, where the page is and whether someone is signed in (decision 0034). */}
      <Kept name="main-nav" inputs={{ path: pathname, signedIn: Boolean(user) }}>
        <MainNav />
      </Kept>
    </header>
  );
}

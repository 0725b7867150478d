import { Link, useLocation } from "react-router";
import { type Lang, localePath, stripLang } from "#core/i18n/lang.ts";
import { safeReturnPath } from "#core/return-path.ts";
import { useT } from "../lib/i18n.ts";

export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Remembers the visitor's language for a year on the whole site. */
export function rememberLang(lang: Lang) {
  document.cookie = `lang=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The same page and query in the other language (never another site: "/en//evil.test" gives "//evil.test"). */
export function LanguageSwitch() {
  const { lang, t } = useT();
  const location = useLocation();
  const other: Lang = lang === "ar" ? "en" : "ar";
  const target = safeReturnPath(localePath(other, stripLang(location.pathname).path) + location.search + location.hash, localePath(other, "/"));
  return (
    <Link
      to={target}
      onClick={() => rememberLang(other)}
      hrefLang={other}
      className="rounded-md border border-white/40 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
    >
      {/* The accessible name starts with the visible text (WCAG 2.5.3 label in name), then says what it does. */}
      <span lang={other}>{t("nav.switchLanguage")}</span>
      <span className="sr-only"> {t("nav.switchLanguageLabel")}</span>
    </Link>
  );
}

import { useParams } from "react-router";
import { type Lang, type MessageKey, localePath, translate } from "#core/i18n/index.ts";

/** The page's language comes from the URL: /en/... is English, everything else Arabic. */
export function langFromParam(lang: string | undefined): Lang {
  return lang === "en" ? "en" : "ar";
}

export function useLang(): Lang {
  return langFromParam(useParams().lang);
}

/** `t("nav.home")` in the current language, and `href("/about")` for a link in the same language. */
export function useT() {
  const lang = useLang();
  return {
    lang,
    t: (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars),
    href: (path: string) => localePath(lang, path),
  };
}

import type { UIMatch } from "react-router";
import type { Lang } from "#core/i18n/lang.ts";
import type { MessageKey } from "#core/i18n/index.ts";

/**
 * Route ids are language-neutral page names (`about`, `blog_detail`); the route *name* carries the
 * language suffix (`about___ar`, `about___en`), as the old site's router did. Titles and SEO use the id.
 */
export function routeName(id: string, lang: Lang): string {
  return `${id}___${lang}`;
}

/** Pages whose title bar is hidden (they show their own heading; website pages show their name, which staff edit). */
const hiddenTitle = new Set(["about", "faq", "privacy_policy", "terms_and_conditions", "pages", "home", "blog_detail", "new_detail", "buy_plates", "buy_numbers", "not_found", "checkout_start", "checkout", "sandbox_pay", "payment_success", "payment_failure", "auction_lots"]);

/** The page the visitor is on: the deepest matched route. */
export function currentPage(matches: UIMatch[]): { id: string; titleKey: MessageKey; showTitle: boolean } {
  const id = matches[matches.length - 1]?.id ?? "home";
  return { id, titleKey: `route.${id}` as MessageKey, showTitle: !hiddenTitle.has(id) };
}

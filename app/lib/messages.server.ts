import { type Lang, type PageMessages, messagesOf } from "#core/i18n/index.ts";
import { pageNameOf } from "./meta.ts";
import { selectorsOfPage } from "./page-messages.ts";

/**
 * The messages the page at this path may show, in its language only: what the root loader sends it. A `.server`
 * module, so React Router refuses a build in which the catalogue could reach the browser through it.
 */
export function pageMessages(lang: Lang, pathname: string): PageMessages {
  return messagesOf(lang, selectorsOfPage(pageNameOf(pathname)));
}

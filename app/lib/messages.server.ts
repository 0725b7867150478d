import { type Lang, type PageMessages, messagesOf } from "#core/i18n/index.ts";
import { pageNameOf } from "./meta.ts";
import { selectorsOfPage } from "./page-messages.ts";

/** Each page's messages, picked once per page and language (the catalogue and the map never change while running). */
const picked = new Map<string, PageMessages>();

/**
 * The messages the page at this path may show, in its language only: what the root loader sends it. A `.server`
 * module, so React Router refuses a build in which the catalogue could reach the browser through it.
 */
export function pageMessages(lang: Lang, pathname: string): PageMessages {
  const pageName = pageNameOf(pathname);
  const id = `${lang} ${pageName}`;
  let found = picked.get(id);
  if (!found) picked.set(id, (found = messagesOf(lang, selectorsOfPage(pageName))));
  return found;
}

import { type Lang, type PageMessages, messagesOf } from "#core/i18n/index.ts";
import { pageNameOf } from "./meta.ts";
import type { Packed } from "./packed.ts";
import { pack } from "./packed.server.ts";
import { selectorsOfPage } from "./page-messages.ts";

/**
 * Each page's messages, picked and packed once per page and language (the catalogue and the map never change
 * while running). Packed (app/lib/packed.ts): a listing's 200 messages were 400 values for React Router to
 * encode on every request; as JSON text they are one.
 */
const picked = new Map<string, Packed<PageMessages>>();

/**
 * The messages the page at this path may show, in its language only: what the root loader sends it. A `.server`
 * module, so React Router refuses a build in which the catalogue could reach the browser through it.
 */
export function pageMessages(lang: Lang, pathname: string): Packed<PageMessages> {
  const pageName = pageNameOf(pathname);
  const id = `${lang} ${pageName}`;
  let found = picked.get(id);
  if (!found) picked.set(id, (found = pack(messagesOf(lang, selectorsOfPage(pageName)))));
  return found;
}

import type { MessageKey, Translate } from "#core/i18n/index.ts";
import { type Lang, pick } from "#core/i18n/lang.ts";

/** A public page as the Metadata section shows it: its name, and its own name when staff added it. */
export interface MetadataPage {
  pageName: string;
  page: { name: string; nameAr: string } | null;
}

/**
 * The built-in defaults a page shows where its record has no value, in one language: the same fallbacks as the
 * public pages' tags (app/lib/meta.ts): the route's name (a page staff added: its own name) and the site's tagline.
 */
export function builtInMetadata(entry: MetadataPage, lang: Lang, t: Translate): { title: string; description: string } {
  const title = entry.page ? pick(lang, entry.page.name, entry.page.nameAr) : entry.pageName === "home" ? t("site.name") : t(`route.${entry.pageName}` as MessageKey);
  return { title, description: t("site.tagline") };
}

import { type Lang, localePath } from "./i18n/lang.ts";

export interface PageMetadata {
  pageName: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  keywords: string;
  keywordsAr: string;
}

/** One page's metadata in one language: what a page needs to build its tags. */
export interface LocalMetadata {
  title: string;
  description: string;
  keywords: string;
}

export function localMetadata(lang: Lang, row: PageMetadata): LocalMetadata {
  return lang === "ar"
    ? { title: row.titleAr, description: row.descriptionAr, keywords: row.keywordsAr }
    : { title: row.title, description: row.description, keywords: row.keywords };
}

export interface SeoInput {
  lang: Lang;
  /** Language-neutral path of the page, e.g. "/blog/my-post"; or one per language (a post's own slug in each). */
  path: string | Record<Lang, string>;
  publicUrl: string;
  siteName: string;
  /** Built-in defaults, overridden by `server` (the database row, in this language) where it has text. */
  defaults: { title: string; description: string; keywords?: string };
  server?: LocalMetadata | undefined;
  /** The page's own text (a blog post's title and meta description) wins over both. */
  own?: { title?: string | undefined; description?: string | undefined };
  image?: string | undefined;
  type?: "website" | "article";
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/** Title, description, keywords, canonical, hreflang alternates and Open Graph for one page in one language. */
export function buildSeo(input: SeoInput): MetaTag[] {
  const { lang, server, defaults, own } = input;
  const title = own?.title || server?.title || defaults.title;
  const description = own?.description || server?.description || defaults.description;
  const keywords = server?.keywords || defaults.keywords || "";
  const url = (l: Lang) => input.publicUrl + localePath(l, typeof input.path === "string" ? input.path : input.path[l]);
  const fullTitle = title === input.siteName ? title : `${title} | ${input.siteName}`;
  const tags: MetaTag[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(lang) },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: url("ar") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("ar") },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(lang) },
    { property: "og:locale", content: lang === "ar" ? "ar_AE" : "en_AE" },
    { property: "og:locale:alternate", content: lang === "ar" ? "en_AE" : "ar_AE" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (keywords) tags.push({ name: "keywords", content: keywords });
  if (input.image) tags.push({ property: "og:image", content: new URL(input.image, input.publicUrl + "/").href });
  return tags;
}

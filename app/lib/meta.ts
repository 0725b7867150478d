import type { MetaDescriptor } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { type Lang, stripLang } from "#core/i18n/lang.ts";
import { buildSeo } from "#core/seo.ts";
import type { RootData } from "../root.tsx";
import { translatorOf } from "./i18n.ts";

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

export interface PageSeo {
  /** Key of the page in the metadata table (page_name) and of its built-in title (`route.<pageName>`). */
  pageName: string;
  /** The built-in title when the page has no `route.<pageName>` message (a website page staff added: its name). */
  defaultTitle?: string | undefined;
  /** Language-neutral path ("/about"), the same for both languages; or one per language (a post's slugs). */
  path: string | Record<Lang, string>;
  /** Overrides for pages whose text comes from their own record (a blog post). */
  title?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
  type?: "website" | "article";
}

/** The meta tags of a page: built-in defaults, replaced by server metadata, replaced by the page's own record. */
export function seoMeta(matches: ReadonlyArray<MetaMatch | undefined>, page: PageSeo): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const { lang, t } = translatorOf(matches);
  const siteName = t("site.name");
  const server = root?.metadata[page.pageName];
  const builtInTitle = page.defaultTitle ?? (page.pageName === "home" ? siteName : t(`route.${page.pageName}` as MessageKey));
  return buildSeo({
    lang,
    path: page.path,
    publicUrl: root?.publicUrl ?? "",
    siteName,
    defaults: { title: builtInTitle, description: t("site.tagline") },
    server,
    own: { title: page.title, description: page.description },
    image: page.image,
    type: page.type,
  });
}

/**
 * The metadata record (page_name) of the page at a path: the page's route id in app/routes.ts, which is the
 * first segment after the language, but for the home page, posts ("blog_detail", "new_detail") and buy pages.
 * The root loader sends only this record, not every page's.
 */
export function pageNameOf(pathname: string): string {
  const [first, second] = stripLang(pathname).path.split("/").filter(Boolean);
  if (!first) return "home";
  if ((first === "blog" || first === "new") && second) return `${first}_detail`;
  if (first === "buy" && second) return `buy_${second}`;
  if (first === "auctions" && (second === "lots" || second === "deposits")) return `auction_${second}`;
  return first;
}

/**
 * The metadata record a path shows: its page's name, but a website page staff added (`/pages/<slug>`) has a
 * record of its own, named by its slug (decision 0051).
 */
export function metadataKeyOf(pathname: string): string {
  const [first, second] = stripLang(pathname).path.split("/").filter(Boolean);
  return first === "pages" && second ? second : pageNameOf(pathname);
}

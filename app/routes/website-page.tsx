import { data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath, pick } from "#core/i18n/lang.ts";
import { pageSlugParams } from "#core/validation/content.ts";
import { isBuiltInPage, websitePagePath } from "#core/website-pages.ts";
import { WebsitePageArticle } from "../components/website-page-article.tsx";
import { shownDate } from "../lib/dates.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/website-page.ts";

/**
 * About, FAQ, privacy policy and terms (the route id is the page's slug), and every page staff added, at
 * /pages/<slug>: one module. A built-in page asked for at /pages/<slug> is sent to its own address.
 */
export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const lang = langFromParam(params.lang);
  const named = "slug" in params ? pageSlugParams.safeParse({ slug: params.slug }) : undefined;
  const slug = named ? (named.success ? named.data.slug : "") : (pattern.split("/").pop() ?? "");
  if (named && isBuiltInPage(slug)) throw redirect(localePath(lang, websitePagePath(slug)), 301);
  const page = slug ? await context.get(appContext).services.content.getPage(slug) : undefined;
  if (!page) throw data({ messageKey: "error.notFound" }, 404);
  return { slug, name: pick(lang, page.name, page.nameAr), html: pick(lang, page.content, page.contentAr), updated: shownDate(page.updatedAt, lang) };
}

// A built-in page's default title is its route's; a page staff added has its own name (its metadata record is its slug).
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? seoMeta(matches, { pageName: loaderData.slug, path: websitePagePath(loaderData.slug), ...(isBuiltInPage(loaderData.slug) ? {} : { defaultTitle: loaderData.name }) }) : [];

export default function WebsitePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <WebsitePageArticle name={loaderData.name} html={loaderData.html} footer={<p className="mt-10 text-sm text-slate-600">{t("page.lastUpdated", { date: loaderData.updated.text })}</p>} />;
}

import { data } from "react-router";
import { appContext } from "#app-context";
import { pick } from "#core/i18n/lang.ts";
import { RichText } from "../components/rich-text.tsx";
import { shownDate } from "../lib/dates.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/website-page.ts";

/** About, FAQ, privacy policy and terms: one module, the route id is the page's slug. */
export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const slug = pattern.split("/").pop() ?? "";
  const page = await context.get(appContext).services.content.getPage(slug);
  if (!page) throw data({ messageKey: "error.notFound" }, 404);
  const lang = langFromParam(params.lang);
  return { slug, html: pick(lang, page.content, page.contentAr), updated: shownDate(page.updatedAt, lang) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? seoMeta(matches, { pageName: loaderData.slug, path: `/${loaderData.slug}` }) : [];

export default function WebsitePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <RichText html={loaderData.html} />
      <p className="mt-10 text-sm text-slate-600">{t("page.lastUpdated", { date: loaderData.updated.text })}</p>
    </article>
  );
}

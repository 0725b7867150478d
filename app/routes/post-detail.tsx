import { data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath, pick } from "#core/i18n/lang.ts";
import { postUrlParams } from "#core/validation/content.ts";
import { PostArticle } from "../components/post-article.tsx";
import { shownDate } from "../lib/dates.ts";
import { langFromParam } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import { postSection } from "../lib/post-kind.ts";
import type { Route } from "./+types/post-detail.ts";

/**
 * One blog post (/blog/:url) or news item (/new/:url); a missing one is a translated 404. Each language has its
 * own slug; the other language's slug answers a permanent redirect to this language's (decision 0052).
 */
export async function loader({ context, params, pattern }: Route.LoaderArgs) {
  const section = postSection(pattern);
  const address = postUrlParams.safeParse(params);
  const post = address.success ? await context.get(appContext).services.content.getPost(section.kind, address.data.url) : undefined;
  if (!post) throw data({ messageKey: section.missing }, 404);
  const lang = langFromParam(params.lang);
  const slug = pick(lang, post.url, post.urlAr);
  if (address.data?.url !== slug) throw redirect(localePath(lang, `${section.base}/${encodeURIComponent(slug)}`), 301);
  return {
    section,
    post: {
      url: post.url,
      urlAr: post.urlAr,
      title: pick(lang, post.title, post.titleAr),
      metaDescription: pick(lang, post.metaDescription, post.metaDescriptionAr),
      body: pick(lang, post.body, post.bodyAr),
      tags: pick(lang, post.tags, post.tagsAr),
      image: post.image,
      published: shownDate(post.publishedAt, lang),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(matches, {
        pageName: loaderData.section.detailPage,
        path: { en: `${loaderData.section.base}/${encodeURIComponent(loaderData.post.url)}`, ar: `${loaderData.section.base}/${encodeURIComponent(loaderData.post.urlAr)}` },
        title: loaderData.post.title,
        description: loaderData.post.metaDescription,
        image: loaderData.post.image ? `/images/${loaderData.post.image}` : undefined,
        type: "article",
      })
    : [];

export default function PostDetail({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} back={loaderData.section} />;
}

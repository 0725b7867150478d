import { Link, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { localePath, pick } from "#core/i18n/lang.ts";
import { postUrlParams } from "#core/validation/content.ts";
import { RichText } from "../components/rich-text.tsx";
import { shownDate } from "../lib/dates.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
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
  const { t, href } = useT();
  const { post, section } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-900">{post.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={post.published.iso}>{t("posts.publishedOn", { date: post.published.text })}</time>
      </p>
      {post.image && (
        <img src={`/images/${post.image}`} alt="" width={800} height={450} className="my-6 aspect-video w-full rounded-lg object-cover" fetchPriority="high" />
      )}
      <RichText html={post.body} />
      {post.tags.length > 0 && (
        <section aria-label={t("posts.tags")} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-10">
        <Link to={href(section.base)} className="font-semibold text-brand-700 underline">
          {t(section.back)}
        </Link>
      </p>
    </article>
  );
}

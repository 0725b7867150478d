import { data } from "react-router";
import { appContext } from "#app-context";
import { localePath } from "#core/i18n/lang.ts";
import { POSTS_PER_PAGE, pageQuery } from "#core/validation/pagination.ts";
import { Pagination } from "../components/pagination.tsx";
import { PostCard, postCardData } from "../components/post-card.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import { postSection } from "../lib/post-kind.ts";
import type { Route } from "./+types/post-list.ts";

/** Blog list (/blog) and news list (/new), newest first, ?page=n. */
export async function loader({ context, params, pattern, url }: Route.LoaderArgs) {
  const section = postSection(pattern);
  const query = pageQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ messageKey: "error.validation" }, 400);
  const result = await context.get(appContext).services.content.listPosts(section.kind, query.data.page, POSTS_PER_PAGE);
  if (query.data.page > result.pages) throw data({ messageKey: "error.notFound" }, 404);
  const lang = langFromParam(params.lang);
  return { section, ...result, items: result.items.map((post) => postCardData(post, lang)) };
}

// The list names its Atom feed (server/http/feeds.routes.ts) for feed readers.
export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData
    ? [
        ...seoMeta(matches, { pageName: loaderData.section.listPage, path: loaderData.section.base }),
        { tagName: "link", rel: "alternate", type: "application/atom+xml", href: localePath(langFromParam(params.lang), `${loaderData.section.base}/feed.xml`) },
      ]
    : [];

export default function PostList({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const { section, items, page, pages } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {items.length === 0 ? (
        <p className="py-12 text-center text-slate-700">{t("posts.empty")}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((post, i) => (
            <PostCard key={post.id} post={post} base={section.base} lang={lang} priority={i === 0} />
          ))}
        </div>
      )}
      {pages > 1 && <p className="mt-6 text-center text-sm text-slate-600">{t("pagination.summary", { page, pages })}</p>}
      <Pagination page={page} pages={pages} hrefFor={(n) => href(section.base) + (n === 1 ? "" : `?page=${n}`)} />
    </div>
  );
}

import { Link } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import type { ShownDate } from "../lib/dates.ts";
import { useT } from "../lib/i18n.ts";
import { RichText } from "./rich-text.tsx";

/** A post in one language as its page shows it: the public page and staff's preview (the same rendering). */
export interface ArticleData {
  title: string;
  body: string;
  tags: string[];
  image: string | null;
  published: ShownDate;
}

/** A blog post or news item: title, date, cover, body (sanitised HTML), tags and the way back to its list. */
export function PostArticle({ post, back }: { post: ArticleData; back: { base: string; back: MessageKey } }) {
  const { t, href } = useT();
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
        <Link to={href(back.base)} className="font-semibold text-brand-700 underline">
          {t(back.back)}
        </Link>
      </p>
    </article>
  );
}

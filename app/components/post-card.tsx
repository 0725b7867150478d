import { Link } from "react-router";
import { type Lang, pick } from "#core/i18n/lang.ts";
import { type ShownDate, shownDate } from "../lib/dates.ts";
import { useT } from "../lib/i18n.ts";

export interface PostCardData {
  url: string;
  title: string;
  titleAr: string;
  summary: string;
  summaryAr: string;
  image: string | null;
  /** Formatted by the loader (`shownDate`). */
  published: ShownDate;
}

/** What a loader sends for a card: the post's own fields, its slug in the page's language and its date formatted on the server. */
export function postCardData(post: Omit<PostCardData, "published"> & { id: number; urlAr: string; publishedAt: Date }, lang: Lang): PostCardData & { id: number } {
  const { id, title, titleAr, summary, summaryAr, image } = post;
  return { id, url: pick(lang, post.url, post.urlAr), title, titleAr, summary, summaryAr, image, published: shownDate(post.publishedAt, lang) };
}

/**
 * A blog or news teaser; its link to the post is named by the post's title. `priority`: the card is at the top of
 * the page, so its image is likely the largest paint: load it at once and first, not lazily.
 */
export function PostCard({
  post,
  base,
  lang,
  headingLevel = 2,
  priority = false,
}: {
  post: PostCardData;
  base: string;
  lang: Lang;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t, href } = useT();
  const title = pick(lang, post.title, post.titleAr);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {post.image && (
        <img
          src={`/images/${post.image}`}
          alt=""
          width={800}
          height={450}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-slate-600">
          <time dateTime={post.published.iso}>{post.published.text}</time>
        </p>
        <Heading className="text-lg font-bold text-brand-900">{title}</Heading>
        <p className="flex-1 text-sm text-slate-700">{pick(lang, post.summary, post.summaryAr)}</p>
        {/* The link's text (not only its accessible name) carries the title: "Read more" alone is not descriptive. */}
        <Link to={href(`${base}/${encodeURIComponent(post.url)}`)} className="font-semibold text-brand-700 underline">
          <span aria-hidden="true">{t("posts.readMore")}</span>
          <span className="sr-only">{t("posts.readMoreAbout", { title })}</span>
        </Link>
      </div>
    </article>
  );
}

import type { MessageKey } from "#core/i18n/index.ts";

/** Blog and news share their pages; the URL segment ("blog" or "new") says which. */
export function postSection(pattern: string) {
  const isBlog = /(^|\/)blog(\/|$)/.test(pattern);
  return isBlog
    ? ({ kind: "blog", base: "/blog", listPage: "blog", detailPage: "blog_detail", missing: "error.blogNotFound", back: "posts.backToBlog" } as const)
    : ({ kind: "news", base: "/new", listPage: "new", detailPage: "new_detail", missing: "error.newNotFound", back: "posts.backToNews" } as const);
}

export type PostSection = ReturnType<typeof postSection> & { missing: MessageKey; back: MessageKey };

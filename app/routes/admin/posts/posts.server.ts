import { data } from "react-router";
import { type SectionPermissions, adminSections } from "#core/access/admin-sections.ts";
import { type MessageKey, stripLang } from "#core/i18n/index.ts";
import { formatUaeDateTime } from "#core/text/uae-time.ts";
import type { PostState } from "#core/validation/posts.ts";

/** A post as the admin service answers it (the fields the pages read). */
type Post = {
  title: string; titleAr: string; summary: string; summaryAr: string; metaDescription: string; metaDescriptionAr: string;
  tags: string[]; tagsAr: string[]; body: string; bodyAr: string; url: string; urlAr: string; publishedAt: Date; published: boolean;
};

// The Blogs and News sections are one family (issue 27 item 5): the same route modules, the kind read from the
// address as the du and Etisalat numbers read their operator, the label, path and permissions from the registry.

const kindOf = { blogs: "blog", news: "news" } as const;
/** Where the public site shows each kind (its list, and its posts under it). */
const publicBase = { blog: "/blog", news: "/new" } as const;

export interface PostSection {
  id: keyof typeof kindOf;
  kind: (typeof kindOf)[keyof typeof kindOf];
  path: string;
  label: MessageKey;
  publicBase: string;
  /** Each operation's permission, as the registry declares it. */
  can: Required<SectionPermissions>;
}

/** The section a posts page belongs to, from its address (/admin/<section>/…). */
export function postSection(url: URL): PostSection {
  const id = stripLang(url.pathname).path.split("/")[2] ?? "";
  const registered = adminSections.find((s) => s.id === id);
  const { list, create, update, delete: remove } = registered?.permissions ?? {};
  if (!registered?.path || !(id in kindOf) || !list || !create || !update || !remove) throw data({ messageKey: "error.notFound" }, 404);
  const kind = kindOf[id as PostSection["id"]];
  return {
    id: id as PostSection["id"],
    kind,
    path: registered.path,
    label: registered.label,
    publicBase: publicBase[kind],
    can: { list, create, update, delete: remove },
  };
}

/** A stored post as its edit form opens it (the form's own strings; the date in UAE time). */
export function postFormValues(post: Post & { version: number }): Record<string, string> {
  return {
    title: post.title,
    title_ar: post.titleAr,
    summary: post.summary,
    summary_ar: post.summaryAr,
    meta_description: post.metaDescription,
    meta_description_ar: post.metaDescriptionAr,
    tags: post.tags.join(", "),
    tags_ar: post.tagsAr.join("، "),
    body: post.body,
    body_ar: post.bodyAr,
    url: post.url,
    url_ar: post.urlAr,
    published_at: formatUaeDateTime(post.publishedAt),
    published: post.published ? "on" : "",
    version: String(post.version),
  };
}

/** Where a post stands for the public, now. */
export function postState(post: { published: boolean; publishedAt: Date }, now = new Date()): PostState {
  return !post.published ? "draft" : post.publishedAt > now ? "scheduled" : "published";
}

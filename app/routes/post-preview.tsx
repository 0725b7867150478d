import { appContext } from "#app-context";
import { pick } from "#core/i18n/lang.ts";
import { postForm } from "#core/validation/posts.ts";
import { PostArticle } from "../components/post-article.tsx";
import { shownDate } from "../lib/dates.ts";
import { langFromParam, useT } from "../lib/i18n.ts";
import { postSection } from "#app/routes/admin/posts/posts.server.ts";
import type { Route } from "./+types/post-preview.ts";

/**
 * Staff's preview of a blog post or news item (/preview/blogs, /preview/news), posted by the post form's Preview
 * button into a new tab: rendered with the public layout in the page's language, exactly as the post's page
 * would show it, the body sanitised as the service would store it. It writes nothing (decision 0052).
 */
export async function action({ context, request, params, url }: Route.ActionArgs) {
  const { session, services } = context.get(appContext);
  const section = postSection(url);
  const form = await request.formData();
  await session.requirePermission(form.get("intent") === "create" ? section.can.create : section.can.update);
  const parsed = postForm.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  // Unsaved text with mistakes still previews: what is missing shows empty (the form itself says what is wrong).
  const v = parsed.success ? parsed.data : undefined;
  const raw = (name: string) => String(form.get(name) ?? "");
  const lang = langFromParam(params.lang);
  return {
    section: { base: section.publicBase, back: section.kind === "blog" ? ("posts.backToBlog" as const) : ("posts.backToNews" as const) },
    post: {
      title: pick(lang, raw("title"), raw("title_ar")),
      body: services.posts.clean(pick(lang, raw("body"), raw("body_ar"))),
      tags: v ? pick(lang, v.tags, v.tags_ar) : [],
      image: null,
      published: shownDate(v?.published_at ?? new Date(), lang),
    },
  };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function PostPreview({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  // Opened without the form (a GET): nothing to preview.
  if (!actionData) return <p className="py-12 text-center text-slate-700">{t("error.notFound")}</p>;
  return (
    <>
      <p role="status" className="bg-amber-100 px-4 py-2 text-center font-semibold text-amber-900">
        {t("postAdmin.previewNote")}
      </p>
      <PostArticle post={actionData.post} back={actionData.section} />
    </>
  );
}

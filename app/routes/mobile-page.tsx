import { data } from "react-router";
import { appContext } from "#app-context";
import { pick } from "#core/i18n/lang.ts";
import { pageSlugParams } from "#core/validation/content.ts";
import { RichText } from "../components/rich-text.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/mobile-page.ts";

/** A website page for the mobile apps' web views: no header, no footer (see `handle.layout` in root). */
export const handle = { layout: "mobile" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(appContext).services;
  const lang = langFromParam(params.lang);
  if (!params.page) {
    const pages = await content.listPages();
    return { kind: "index" as const, pages: pages.map((p) => ({ slug: p.slug, name: pick(lang, p.name, p.nameAr) })) };
  }
  const slug = pageSlugParams.safeParse({ slug: params.page });
  const page = slug.success ? await content.getPage(slug.data.slug) : undefined;
  if (!page) throw data({ messageKey: "error.notFound" }, 404);
  return { kind: "page" as const, slug: page.slug, name: pick(lang, page.name, page.nameAr), html: pick(lang, page.content, page.contentAr) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seoMeta(matches, { pageName: "mobile_pages", path: loaderData?.kind === "page" ? `/mobile_pages/${loaderData.slug}` : "/mobile_pages", title: loaderData?.kind === "page" ? loaderData.name : undefined }),
  { name: "robots", content: "noindex" },
];

export default function MobilePage({ loaderData }: Route.ComponentProps) {
  const { href } = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      {loaderData.kind === "page" ? (
        <article>
          <h1 className="mb-4 text-2xl font-bold text-brand-900">{loaderData.name}</h1>
          <RichText html={loaderData.html} />
        </article>
      ) : (
        <ul className="space-y-3">
          {loaderData.pages.map((p) => (
            <li key={p.slug}>
              <a href={href(`/mobile_pages/${p.slug}`)} className="text-brand-700 underline">{p.name}</a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

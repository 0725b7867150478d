import { BelowFold } from "../components/below-fold.tsx";
import { Link } from "react-router";
import { appContext } from "#app-context";
import { pick } from "#core/i18n/lang.ts";
import { numberCard, plateCard } from "#app/lib/catalog.server.ts";
import { NumberCard } from "../components/catalog/number-card.tsx";
import { PlateCard } from "../components/catalog/plate-card.tsx";
import { PostCard, postCardData } from "../components/post-card.tsx";
import { langFromParam, useT } from "../lib/i18n.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home.ts";

/** Home: banners, entry points to the shop and services, and the latest blog and news. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lang = langFromParam(params.lang);
  const { content, catalog } = context.get(appContext).services;
  const [banners, blog, news, hotPlates, hotNumbers, newPlates, newNumbers] = await Promise.all([
    content.listBanners(),
    content.listPosts("blog", 1, 3),
    content.listPosts("news", 1, 3),
    catalog.latestPlates(3, true),
    catalog.latestNumbers(3, true),
    catalog.latestPlates(3),
    catalog.latestNumbers(3),
  ]);
  return {
    // Each banner in the page's language: its own image, title, subtitle and link.
    banners: banners.map((b) => ({ id: b.id, image: pick(lang, b.image, b.imageAr), title: pick(lang, b.title, b.titleAr), subtitle: pick(lang, b.subtitle, b.subtitleAr), link: pick(lang, b.link, b.linkAr) })),
    blog: blog.items.map((post) => postCardData(post, lang)),
    news: news.items.map((post) => postCardData(post, lang)),
    hotPlates: hotPlates.map(plateCard),
    hotNumbers: hotNumbers.map(numberCard),
    newPlates: newPlates.map(plateCard),
    newNumbers: newNumbers.map(numberCard),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { pageName: "home", path: "/" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, t, href } = useT();
  const { banners, blog, news } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("home.heroTitle")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{t("home.heroText")}</p>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link to={href("/plates")} className="btn-gold">{t("home.browsePlates")}</Link>
            <Link to={href("/numbers")} className="btn-outline-light">{t("home.browseNumbers")}</Link>
            <Link to={href("/services")} className="btn-outline-light">{t("home.services")}</Link>
          </p>
        </div>
      </section>

      {banners.length > 0 && (
        <section aria-labelledby="home-banners" className="mx-auto max-w-6xl px-4 py-8">
          <h2 id="home-banners" className="section-heading">{t("home.banners")}</h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {banners.map((banner, i) => (
              <li key={banner.id} className="flex flex-col overflow-hidden rounded-lg bg-brand-900 text-white">
                <img src={`/images/${banner.image}`} alt="" width={1200} height={480} loading={i === 0 ? "eager" : "lazy"} fetchPriority={i === 0 ? "high" : "auto"} className="aspect-[5/2] w-full object-cover" />
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <h3 className="text-lg font-bold">{banner.title}</h3>
                  <p className="flex-1 text-sm text-brand-50">{banner.subtitle}</p>
                  {banner.link && (
                    // A site path gets the page's language prefix; an https address (checked when saved) is another site's.
                    <Link to={banner.link.startsWith("/") ? href(banner.link) : banner.link} className="mt-2 self-start font-semibold text-gold-400 underline">
                      {t("home.readMore")}
                      <span className="sr-only">: {banner.title}</span>
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {[
        { id: "home-hot-plates", title: t("home.hotPlates"), to: "/plates?hot=1", cards: loaderData.hotPlates.map((p) => <PlateCard key={p.id} plate={p} />) },
        { id: "home-hot-numbers", title: t("home.hotNumbers"), to: "/numbers?hot=1", cards: loaderData.hotNumbers.map((n) => <NumberCard key={n.id} item={n} />) },
        { id: "home-new", title: t("home.newest"), to: "/plates", cards: [...loaderData.newPlates.map((p) => <PlateCard key={`p${p.id}`} plate={p} />), ...loaderData.newNumbers.map((n) => <NumberCard key={`n${n.id}`} item={n} />)] },
      ].map((section) =>
        section.cards.length === 0 ? null : (
          <BelowFold as="section" key={section.id} name={section.id} aria-labelledby={section.id} className="below-fold mx-auto max-w-6xl px-4 py-8">
            <div className="mb-4 flex items-baseline justify-between gap-4">
              <h2 id={section.id} className="text-2xl font-bold text-brand-900">{section.title}</h2>
              <Link to={href(section.to)} className="font-semibold text-brand-700 underline">{t("home.seeAll")}<span className="sr-only">: {section.title}</span></Link>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{section.cards}</div>
          </BelowFold>
        ),
      )}

      {[
        { id: "home-blog", title: t("home.latestBlog"), posts: blog, base: "/blog" },
        { id: "home-news", title: t("home.latestNews"), posts: news, base: "/new" },
      ].map((section) =>
        section.posts.length === 0 ? null : (
          <BelowFold as="section" key={section.id} name={section.id} aria-labelledby={section.id} className="below-fold mx-auto max-w-6xl px-4 py-8">
            <h2 id={section.id} className="section-heading">
              <Link to={href(section.base)}>{section.title}</Link>
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.posts.map((post) => (
                <PostCard key={post.id} post={post} base={section.base} lang={lang} headingLevel={3} />
              ))}
            </div>
          </BelowFold>
        ),
      )}
    </>
  );
}

import type { FastifyInstance } from "fastify";
import { type Lang, localePath, pick, translate } from "#core/i18n/index.ts";
import type { Services } from "../services.ts";
import { xmlEscape } from "./sitemap.routes.ts";

/** How many of the newest public posts a feed carries. */
export const FEED_SIZE = 20;

const kinds = [
  { kind: "blog", base: "/blog", title: "route.blog" },
  { kind: "news", base: "/new", title: "route.new" },
] as const;

/**
 * The Atom feeds of the blog and the news, one per language: /blog/feed.xml, /en/blog/feed.xml, /new/feed.xml,
 * /en/new/feed.xml (a slug cannot hold a dot, so no post is shadowed). They read the same kept list as the pages
 * (content.listPosts): only published posts dated now or earlier, a write shown at once (decision 0052).
 */
export function registerFeedRoutes(app: FastifyInstance, { content, config }: Services) {
  for (const { kind, base, title } of kinds) {
    for (const lang of ["ar", "en"] as const satisfies Lang[]) {
      const self = `${config.publicUrl}${localePath(lang, `${base}/feed.xml`)}`;
      const page = `${config.publicUrl}${localePath(lang, base)}`;
      app.get(localePath(lang, `${base}/feed.xml`), async (_request, reply) => {
        const { items } = await content.listPosts(kind, 1, FEED_SIZE);
        const updated = items.reduce((latest, p) => Math.max(latest, p.updatedAt.getTime()), 0);
        const entries = items.map((p) => {
          const link = `${config.publicUrl}${localePath(lang, `${base}/${encodeURIComponent(pick(lang, p.url, p.urlAr))}`)}`;
          return [
            "<entry>",
            `<id>${xmlEscape(`${config.publicUrl}/${kind}/${p.id}`)}</id>`,
            `<title>${xmlEscape(pick(lang, p.title, p.titleAr))}</title>`,
            `<link rel="alternate" href="${xmlEscape(link)}"/>`,
            `<published>${p.publishedAt.toISOString()}</published>`,
            `<updated>${p.updatedAt.toISOString()}</updated>`,
            `<summary>${xmlEscape(pick(lang, p.summary, p.summaryAr))}</summary>`,
            "</entry>",
          ].join("");
        });
        const feedTitle = `${translate(lang, title)} | ${translate(lang, "site.name")}`;
        return reply
          .type("application/atom+xml; charset=utf-8")
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">\n<id>${xmlEscape(page)}</id><title>${xmlEscape(feedTitle)}</title><updated>${new Date(updated || 0).toISOString()}</updated><link rel="self" href="${xmlEscape(self)}"/><link rel="alternate" href="${xmlEscape(page)}"/>\n${entries.join("\n")}\n</feed>\n`,
          );
      });
    }
  }
}

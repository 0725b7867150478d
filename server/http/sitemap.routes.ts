import type { FastifyInstance } from "fastify";
import { localePath } from "#core/i18n/index.ts";
import { isBuiltInPage, websitePagePath } from "#core/website-pages.ts";
import type { Services } from "../services.ts";

/** Public pages that exist in both languages, without their language prefix. */
export const staticSitemapPaths = ["/", "/about", "/faq", "/privacy_policy", "/terms_and_conditions", "/blog", "/new", "/plates", "/numbers", "/numbers/du", "/numbers/etisalat", "/products", "/services", "/contact_us", "/branches", "/draw_plates", "/draw_numbers", "/auctions"];

interface Entry {
  /** One path for both languages, or one per language (a post's slug in each). */
  path: string | Record<"ar" | "en", string>;
  lastmod?: Date;
}

/** Every public page in both languages, with hreflang alternates, blog posts and news included. */
async function sitemapEntries({ content, catalog }: Services): Promise<Entry[]> {
  const [posts, items, pages] = await Promise.all([content.listPostUrls(), catalog.activeItemUrls(), content.listPages()]);
  return [
    ...staticSitemapPaths.map((path) => ({ path })),
    // Website pages staff added (the built-in ones are above).
    ...pages.filter((p) => !isBuiltInPage(p.slug)).map((p) => ({ path: websitePagePath(p.slug), lastmod: p.updatedAt })),
    ...posts.map((p) => {
      const base = p.kind === "blog" ? "/blog" : "/new";
      return { path: { en: `${base}/${encodeURIComponent(p.url)}`, ar: `${base}/${encodeURIComponent(p.urlAr)}` }, lastmod: p.updatedAt };
    }),
    ...items,
  ];
}

export const xmlEscape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export async function registerSitemapRoutes(app: FastifyInstance, services: Services) {
  const base = services.config.publicUrl;

  app.get("/sitemap.xml", async (_request, reply) => {
    const entries = await sitemapEntries(services);
    const urls = entries.flatMap(({ path: paths, lastmod }) =>
      (["ar", "en"] as const).map((lang) => {
        const path = (l: "ar" | "en") => (typeof paths === "string" ? paths : paths[l]);
        const alternates = (["ar", "en"] as const)
          .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(base + localePath(l, path(l)))}"/>`)
          .join("");
        const def = `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(base + localePath("ar", path("ar")))}"/>`;
        const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
        return `<url><loc>${xmlEscape(base + localePath(lang, path(lang)))}</loc>${mod}${alternates}${def}</url>`;
      }),
    );
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin", "Disallow: /en/admin", "Disallow: /mobile_pages", "Disallow: /en/mobile_pages", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n"),
      ),
  );
}

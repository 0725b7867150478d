import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { POSTS_PER_PAGE, pageQuery } from "../../../core/validation/pagination.ts";
import { HttpError, parseInput } from "../../http/api-errors.ts";
import type { Services } from "../../services.ts";
import type { PostKind } from "./content.service.ts";

const slugParams = z.object({ url: z.string().min(1).max(200) });

/** The content calls of the mobile apps and the site: constants, metadata, pages, blog, news, banners. */
export async function registerContentRoutes(api: FastifyInstance, { content }: Services) {
  api.get("/api/constants", async () => ({ data: await content.listConstants() }));

  api.get("/api/metadata", async () => {
    const rows = await content.listMetadata();
    return {
      data: rows.map((m) => ({
        page_name: m.pageName,
        title: m.title,
        title_ar: m.titleAr,
        description: m.description,
        description_ar: m.descriptionAr,
        keywords: m.keywords,
        keywords_ar: m.keywordsAr,
      })),
    };
  });

  api.get("/api/banners", async () => ({ data: await content.listBanners() }));

  api.get("/api/pages/:slug", async (request) => {
    const { slug } = parseInput(z.object({ slug: z.string().min(1).max(100) }), request.params);
    const page = await content.getPage(slug);
    if (!page) throw new HttpError(404, "error.notFound");
    return { data: page };
  });

  for (const [path, kind, missing] of [
    ["/api/blogs", "blog", "error.blogNotFound"],
    ["/api/news", "news", "error.newNotFound"],
  ] as const) {
    api.get(path, async (request) => {
      const { page } = parseInput(pageQuery, request.query);
      const result = await content.listPosts(kind satisfies PostKind, page, POSTS_PER_PAGE);
      return { data: result.items, meta: { total: result.total, page: result.page, per_page: result.perPage, pages: result.pages } };
    });
    api.get(`${path}/:url`, async (request) => {
      const { url } = parseInput(slugParams, request.params);
      const post = await content.getPost(kind, url);
      if (!post) throw new HttpError(404, missing);
      return { data: post };
    });
  }
}

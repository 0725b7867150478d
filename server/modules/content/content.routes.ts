import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pageSlugParams, postUrlParams } from "#core/validation/content.ts";
import { POSTS_PER_PAGE, pageQuery } from "#core/validation/pagination.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { pageMeta, pageMetaSchema } from "#server/lib/paginate.ts";
import { isoDateTime, routeSchema } from "#server/http/openapi.ts";
import type { Services } from "#server/services.ts";
import type { PostKind } from "./content.service.ts";


// What the routes answer (the wire format, for /api/docs): the API keeps the apps' field names.
const constantSchema = z.object({ key: z.string(), value: z.object({ value: z.string(), url: z.string().nullable() }) });
const metadataSchema = z.object({
  page_name: z.string(),
  title: z.string(),
  title_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
  keywords: z.string(),
  keywords_ar: z.string(),
});
const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleAr: z.string(),
  subtitle: z.string(),
  subtitleAr: z.string(),
  image: z.string().describe("File name under /images/: the English page's image"),
  imageAr: z.string().describe("File name under /images/: the Arabic page's image"),
  link: z.string().nullable().describe("The English page's link: a site path or an https address"),
  linkAr: z.string().nullable().describe("The Arabic page's link: a site path or an https address"),
  sortOrder: z.int(),
  active: z.boolean(),
  startsAt: isoDateTime().nullable().describe("Shown from (none: no start)"),
  endsAt: isoDateTime().nullable().describe("Shown until (none: no end)"),
  updatedAt: isoDateTime(),
});
const pageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  nameAr: z.string(),
  content: z.string().describe("Sanitised HTML"),
  contentAr: z.string().describe("Sanitised HTML"),
  updatedAt: isoDateTime(),
});
const postSummarySchema = z.object({
  id: z.int(),
  kind: z.enum(["blog", "news"]),
  url: z.string().describe("The English slug"),
  urlAr: z.string().describe("The Arabic slug (either finds the post)"),
  title: z.string(),
  titleAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  summary: z.string(),
  summaryAr: z.string(),
  metaDescription: z.string(),
  metaDescriptionAr: z.string(),
  tags: z.array(z.string()),
  tagsAr: z.array(z.string()),
  image: z.string().nullable(),
  published: z.boolean(),
  publishedAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
const postSchema = postSummarySchema.extend({ body: z.string().describe("Sanitised HTML"), bodyAr: z.string().describe("Sanitised HTML") });
const postListSchema = z.object({
  data: z.array(postSummarySchema),
  meta: pageMetaSchema,
});

const tags = ["content"];

/** The content calls of the mobile apps and the site: constants, metadata, pages, blog, news, banners. */
export async function registerContentRoutes(api: FastifyInstance, { content }: Services) {
  api.get(
    "/api/constants",
    { schema: routeSchema({ tags, summary: "Site constants (contacts, footer texts, links); `_ar` keys are the Arabic variants", response: z.object({ data: z.array(constantSchema) }) }) },
    async () => ({ data: await content.listConstants() }),
  );

  api.get(
    "/api/metadata",
    { schema: routeSchema({ tags, summary: "SEO title, description and keywords per page, in both languages", response: z.object({ data: z.array(metadataSchema) }) }) },
    async () => {
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
    },
  );

  api.get(
    "/api/banners",
    { schema: routeSchema({ tags, summary: "The home-page banners shown now (active and within their dates), in display order", response: z.object({ data: z.array(bannerSchema) }) }) },
    async () => ({ data: await content.listBanners() }),
  );

  api.get(
    "/api/pages/:slug",
    { schema: routeSchema({ tags, summary: "A website page (about, faq, privacy_policy, terms_and_conditions)", params: pageSlugParams, response: z.object({ data: pageSchema }), errors: [404] }) },
    async (request) => {
      const { slug } = parseInput(pageSlugParams, request.params);
      const page = await content.getPage(slug);
      if (!page) throw new HttpError(404, "error.notFound");
      return { data: page };
    },
  );

  for (const [path, kind, name, missing] of [
    ["/api/blogs", "blog", "blog posts", "error.blogNotFound"],
    ["/api/news", "news", "news items", "error.newNotFound"],
  ] as const) {
    api.get(
      path,
      { schema: routeSchema({ tags, summary: `Published ${name}, newest first, ${POSTS_PER_PAGE} per page (without bodies)`, querystring: pageQuery, response: postListSchema }) },
      async (request) => {
        const { page } = parseInput(pageQuery, request.query);
        const result = await content.listPosts(kind satisfies PostKind, page, POSTS_PER_PAGE);
        return { data: result.items, meta: pageMeta(result) };
      },
    );
    api.get(
      `${path}/:url`,
      { schema: routeSchema({ tags, summary: `One of the ${name}, with its body`, params: postUrlParams, response: z.object({ data: postSchema }), errors: [404] }) },
      async (request) => {
        const { url } = parseInput(postUrlParams, request.params);
        const post = await content.getPost(kind, url);
        if (!post) throw new HttpError(404, missing);
        return { data: post };
      },
    );
  }
}

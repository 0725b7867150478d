import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Site-wide settings shown in the footer and elsewhere; a key ending in `_ar` is the Arabic variant. */
export const constants = pgTable("constants", {
  key: text("key").primaryKey(),
  value: text("value").notNull().default(""),
  url: text("url"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Search-engine title, description and keywords per public page, in both languages. */
export const seoMetadata = pgTable("seo_metadata", {
  pageName: text("page_name").primaryKey(),
  title: text("title").notNull(),
  titleAr: text("title_ar").notNull(),
  description: text("description").notNull(),
  descriptionAr: text("description_ar").notNull(),
  keywords: text("keywords").notNull().default(""),
  keywordsAr: text("keywords_ar").notNull().default(""),
});

/** Editable website pages (about, FAQ, privacy policy, terms); content is sanitised rich text. */
export const websitePages = pgTable("website_pages", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  nameAr: text("name_ar").notNull(),
  content: text("content").notNull(),
  contentAr: text("content_ar").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Blog posts and news items share one shape; `kind` tells them apart. */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["blog", "news"] }).notNull(),
    url: text("url").notNull(),
    /** The Arabic page's address (`/blog/:urlAr`); unique per kind like `url`, and never another post's `url` (the service checks). */
    urlAr: text("url_ar").notNull(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    description: text("description").notNull().default(""),
    descriptionAr: text("description_ar").notNull().default(""),
    summary: text("summary").notNull(),
    summaryAr: text("summary_ar").notNull(),
    metaDescription: text("meta_description").notNull(),
    metaDescriptionAr: text("meta_description_ar").notNull(),
    body: text("body").notNull(),
    bodyAr: text("body_ar").notNull(),
    tags: text("tags").array().notNull().default([]),
    tagsAr: text("tags_ar").array().notNull().default([]),
    image: text("image"),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("posts_kind_url_key").on(t.kind, t.url), uniqueIndex("posts_kind_url_ar_key").on(t.kind, t.urlAr), index("posts_kind_published_at_idx").on(t.kind, t.publishedAt)],
);

/**
 * Home-page banners, ordered by `sortOrder`. Image and link per language (`image`/`link` are the English ones);
 * shown only while active and between `startsAt` and `endsAt` (either open when null).
 */
export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleAr: text("title_ar").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  subtitleAr: text("subtitle_ar").notNull().default(""),
  image: text("image").notNull(),
  imageAr: text("image_ar").notNull(),
  link: text("link"),
  linkAr: text("link_ar"),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

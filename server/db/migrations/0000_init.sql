CREATE TABLE "seed_history" (
	"step" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"subtitle_ar" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "constants" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"summary_ar" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_description_ar" text NOT NULL,
	"body" text NOT NULL,
	"body_ar" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"tags_ar" text[] DEFAULT '{}' NOT NULL,
	"image" text,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_metadata" (
	"page_name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"keywords_ar" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"content" text NOT NULL,
	"content_ar" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "posts_kind_url_key" ON "posts" USING btree ("kind","url");--> statement-breakpoint
CREATE INDEX "posts_kind_published_at_idx" ON "posts" USING btree ("kind","published_at");
-- Website Banners (issue 27 item 3): an image and a link per language, a schedule in UAE time, a version.
-- Existing rows keep working: their image and link become the Arabic ones too, and no dates means always shown.
ALTER TABLE "banners" ADD COLUMN "image_ar" text;--> statement-breakpoint
UPDATE "banners" SET "image_ar" = "image";--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "image_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_ar" text;--> statement-breakpoint
UPDATE "banners" SET "link_ar" = "link";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;

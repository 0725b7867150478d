-- Each post gets an Arabic address beside its English one (issue 27 item 5); existing posts keep the one they had
-- in both languages, so no published address changes.
ALTER TABLE "posts" ADD COLUMN "url_ar" text;--> statement-breakpoint
UPDATE "posts" SET "url_ar" = "url";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "url_ar" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_kind_url_ar_key" ON "posts" USING btree ("kind","url_ar");

ALTER TABLE "fee_settings" ADD COLUMN "max_open_checkouts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_attempt_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "redirect_url" text;--> statement-breakpoint
-- Orders paid before this migration: the first captured attempt is the one that paid.
UPDATE "orders" SET "paid_attempt_id" = (SELECT a."id" FROM "payment_attempts" a WHERE a."order_id" = "orders"."id" AND a."state" IN ('captured', 'refunded') ORDER BY a."id" LIMIT 1) WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- Older open attempts beside a newer one of the same order and way of paying end as expired (a capture of one is still believed: decision 0038).
UPDATE "payment_attempts" SET "state" = 'expired' WHERE "state" IN ('created', 'pending') AND EXISTS (SELECT 1 FROM "payment_attempts" b WHERE b."order_id" = "payment_attempts"."order_id" AND b."provider" = "payment_attempts"."provider" AND b."state" IN ('created', 'pending') AND b."id" > "payment_attempts"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_per_order" ON "payment_attempts" USING btree ("order_id","provider") WHERE state IN ('created', 'pending');
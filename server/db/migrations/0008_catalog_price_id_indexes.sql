DROP INDEX "mobile_numbers_price_idx";--> statement-breakpoint
DROP INDEX "plates_price_idx";--> statement-breakpoint
CREATE INDEX "mobile_numbers_price_id_idx" ON "mobile_numbers" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "plates_price_id_idx" ON "plates" USING btree ("price","id");
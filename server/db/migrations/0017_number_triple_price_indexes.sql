CREATE INDEX "mobile_numbers_contains_000_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%000%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_111_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%111%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_222_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%222%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_333_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%333%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_444_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%444%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_555_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%555%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_666_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%666%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_777_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%777%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_888_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%888%';--> statement-breakpoint
CREATE INDEX "mobile_numbers_contains_999_price_idx" ON "mobile_numbers" USING btree ("price","id") WHERE digits like '%999%';
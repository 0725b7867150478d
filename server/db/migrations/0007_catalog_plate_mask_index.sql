DROP INDEX "plates_digit_count_idx";--> statement-breakpoint
CREATE INDEX "plates_digit_count_reversed_idx" ON "plates" USING btree ("digit_count","digits_reversed" text_pattern_ops);
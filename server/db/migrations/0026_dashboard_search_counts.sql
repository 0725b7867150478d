CREATE TABLE "search_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"pattern" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_counts_day_kind_mode_pattern_pk" PRIMARY KEY("day","kind","mode","pattern")
);
--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE paid_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
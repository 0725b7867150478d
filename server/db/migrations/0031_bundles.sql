CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate_id" integer NOT NULL,
	"number_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_plate_id_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_number_id_mobile_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."mobile_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_pair_key" ON "bundles" USING btree ("plate_id","number_id");--> statement-breakpoint
CREATE INDEX "bundles_number_idx" ON "bundles" USING btree ("number_id");--> statement-breakpoint
CREATE INDEX "bundles_active_idx" ON "bundles" USING btree ("created_at") WHERE active;
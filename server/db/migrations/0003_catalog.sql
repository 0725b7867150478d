CREATE TABLE "emirates" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"admin_fee_fils" bigint NOT NULL,
	"vat_basis_points" integer DEFAULT 500 NOT NULL,
	"plate_transfer_fee_fils" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"package_id" integer,
	"number" text NOT NULL,
	"digits" text NOT NULL,
	"digits_reversed" text NOT NULL,
	"digit_count" smallint NOT NULL,
	"longest_run" smallint NOT NULL,
	"max_repeat" smallint NOT NULL,
	"repeating_block" smallint NOT NULL,
	"mirror" boolean NOT NULL,
	"sequence" text,
	"sequence_length" smallint NOT NULL,
	"trailing_zeros" smallint NOT NULL,
	"tier" text NOT NULL,
	"price" bigint NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"emirate_code" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plates" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate_type" text NOT NULL,
	"emirate_code" text NOT NULL,
	"code" text NOT NULL,
	"number" integer NOT NULL,
	"digits" text NOT NULL,
	"digits_reversed" text NOT NULL,
	"digit_count" smallint NOT NULL,
	"longest_run" smallint NOT NULL,
	"max_repeat" smallint NOT NULL,
	"repeating_block" smallint NOT NULL,
	"mirror" boolean NOT NULL,
	"sequence" text,
	"sequence_length" smallint NOT NULL,
	"trailing_zeros" smallint NOT NULL,
	"tier" text NOT NULL,
	"price" bigint NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_numbers" ADD CONSTRAINT "mobile_numbers_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_codes" ADD CONSTRAINT "plate_codes_emirate_code_emirates_code_fk" FOREIGN KEY ("emirate_code") REFERENCES "public"."emirates"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plates" ADD CONSTRAINT "plates_plate_type_plate_types_key_fk" FOREIGN KEY ("plate_type") REFERENCES "public"."plate_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plates" ADD CONSTRAINT "plates_emirate_code_emirates_code_fk" FOREIGN KEY ("emirate_code") REFERENCES "public"."emirates"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_numbers_number_key" ON "mobile_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "mobile_numbers_listing_idx" ON "mobile_numbers" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "mobile_numbers_operator_idx" ON "mobile_numbers" USING btree ("operator","active","created_at");--> statement-breakpoint
CREATE INDEX "mobile_numbers_price_idx" ON "mobile_numbers" USING btree ("price");--> statement-breakpoint
CREATE INDEX "mobile_numbers_tier_idx" ON "mobile_numbers" USING btree ("tier");--> statement-breakpoint
CREATE INDEX "mobile_numbers_digits_trgm_idx" ON "mobile_numbers" USING gin ("digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mobile_numbers_digits_prefix_idx" ON "mobile_numbers" USING btree ("digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mobile_numbers_digits_reversed_prefix_idx" ON "mobile_numbers" USING btree ("digits_reversed" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "plate_codes_emirate_code_key" ON "plate_codes" USING btree ("emirate_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "plates_identity_key" ON "plates" USING btree ("emirate_code","code","number","plate_type");--> statement-breakpoint
CREATE INDEX "plates_listing_idx" ON "plates" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "plates_price_idx" ON "plates" USING btree ("price");--> statement-breakpoint
CREATE INDEX "plates_emirate_code_idx" ON "plates" USING btree ("emirate_code","code");--> statement-breakpoint
CREATE INDEX "plates_digit_count_idx" ON "plates" USING btree ("digit_count");--> statement-breakpoint
CREATE INDEX "plates_tier_idx" ON "plates" USING btree ("tier");--> statement-breakpoint
CREATE INDEX "plates_digits_trgm_idx" ON "plates" USING gin ("digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plates_digits_prefix_idx" ON "plates" USING btree ("digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "plates_digits_reversed_prefix_idx" ON "plates" USING btree ("digits_reversed" text_pattern_ops);
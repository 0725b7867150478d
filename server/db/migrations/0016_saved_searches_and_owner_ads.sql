CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"filters" jsonb NOT NULL,
	"last_sent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"emirate_code" text,
	"plate_code" text,
	"plate_type" text,
	"plate_number" integer,
	"operator" text,
	"mobile" text,
	"asking_price" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"ownership_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"staff_note" text,
	"item_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_settings" ADD COLUMN "owner_commission_basis_points" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD COLUMN "ad_lifetime_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_numbers" ADD COLUMN "offered_by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plates" ADD COLUMN "offered_by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_kind_idx" ON "saved_searches" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ads_state_idx" ON "ads" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "ads_user_idx" ON "ads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_ownership_key_idx" ON "ads" USING btree ("ownership_key");
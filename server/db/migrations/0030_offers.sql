CREATE TABLE "offer_terms" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"floor" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_terms_item_kind_item_id_pk" PRIMARY KEY("item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"counter" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"below_floor" boolean DEFAULT false NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer_item" ON "offers" USING btree ("buyer_id","item_kind","item_id") WHERE state IN ('pending', 'countered');--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_item_idx" ON "offers" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "offers_inbox_idx" ON "offers" USING btree ("state","created_at");
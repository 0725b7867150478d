CREATE TABLE "auction_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bidder_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"request_key" text
);
--> statement-breakpoint
CREATE TABLE "auction_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"buyer_id" text NOT NULL,
	"bidder_number" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_deposits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "auction_deposits_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "auction_deposits_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "auction_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"starting_price" bigint NOT NULL,
	"reserve" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"current_price" bigint,
	"leader_id" text,
	"leader_max" bigint,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"item_was_active" boolean DEFAULT true NOT NULL,
	"order_id" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"tiers" jsonb NOT NULL,
	"deposit_rule" jsonb NOT NULL,
	"window_seconds" integer DEFAULT 180 NOT NULL,
	"extension_seconds" integer DEFAULT 180 NOT NULL,
	"pay_hours" integer DEFAULT 72 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deposits" ADD CONSTRAINT "auction_deposits_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_lot_seq_key" ON "auction_bids" USING btree ("lot_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_lot_amount_key" ON "auction_bids" USING btree ("lot_id","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_request_key" ON "auction_bids" USING btree ("lot_id","bidder_id","request_key");--> statement-breakpoint
CREATE INDEX "auction_bids_bidder_idx" ON "auction_bids" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "auction_deposits_buyer_idx" ON "auction_deposits" USING btree ("buyer_id","auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_deposits_bidder_number_key" ON "auction_deposits" USING btree ("auction_id","bidder_number","buyer_id");--> statement-breakpoint
CREATE INDEX "auction_lots_auction_idx" ON "auction_lots" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "auction_lots_due_idx" ON "auction_lots" USING btree ("ends_at") WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "auction_lots_one_open_per_item" ON "auction_lots" USING btree ("item_kind","item_id") WHERE state = 'open';
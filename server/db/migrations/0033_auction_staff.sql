ALTER TABLE "auction_deposits" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD COLUMN "passed_over" text[] DEFAULT '{}'::text[] NOT NULL;
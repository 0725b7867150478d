CREATE TABLE "staged_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staged_uploads_user_idx" ON "staged_uploads" USING btree ("user_id");
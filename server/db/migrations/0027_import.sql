CREATE TABLE "import_rejected_rows" (
	"import_id" bigint NOT NULL,
	"row" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "import_rejected_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"state" text DEFAULT 'checking' NOT NULL,
	"refusal" jsonb,
	"total_rows" integer,
	"done" bigint DEFAULT 0 NOT NULL,
	"done_of" bigint DEFAULT 0 NOT NULL,
	"rows_seen" integer DEFAULT 0 NOT NULL,
	"applied_rows" integer DEFAULT 0 NOT NULL,
	"resumes" integer DEFAULT 0 NOT NULL,
	"checked" jsonb,
	"applied" jsonb,
	"created_by" text NOT NULL,
	"created_by_email" text NOT NULL,
	"applied_by" text,
	"applied_by_email" text,
	"phase_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_rejected_rows" ADD CONSTRAINT "import_rejected_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_running_file_key" ON "imports" USING btree ("file_sha256") WHERE state in ('checking', 'applying');
ALTER TABLE "worker_import_sessions" ADD COLUMN "header_row_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_import_sessions" ADD COLUMN "leading_rows" jsonb;--> statement-breakpoint
ALTER TABLE "worker_import_sessions" ADD COLUMN "stored_file" text;
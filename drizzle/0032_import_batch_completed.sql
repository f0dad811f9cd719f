ALTER TABLE "worker_import_batches" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Batches written before chunked submits were complete when their one transaction committed.
UPDATE "worker_import_batches" SET "completed_at" = "created_at";

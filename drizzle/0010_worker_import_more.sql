ALTER TABLE "worker_import_rows" ADD COLUMN "outside_agency_match" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_import_rows" ADD COLUMN "worker_values" jsonb;--> statement-breakpoint
ALTER TABLE "worker_import_sessions" ADD COLUMN "checked_mappings" jsonb;--> statement-breakpoint
CREATE INDEX "worker_import_rows_duplicates_idx" ON "worker_import_rows" USING btree ("session_id","row_index") WHERE "worker_import_rows"."duplicate_reason" is not null;--> statement-breakpoint
CREATE INDEX "worker_import_rows_removed_idx" ON "worker_import_rows" USING btree ("session_id","row_index") WHERE "worker_import_rows"."removed";
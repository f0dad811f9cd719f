ALTER TABLE "payroll_upload_batches" ADD COLUMN "variances" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_upload_batches" ADD COLUMN "existing_week" text;--> statement-breakpoint
ALTER TABLE "payroll_upload_batches" ADD COLUMN "replaced_count" integer DEFAULT 0 NOT NULL;
CREATE TABLE "worker_import_batch_workers" (
	"batch_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "worker_import_batch_workers_batch_id_worker_id_pk" PRIMARY KEY("batch_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "worker_import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"agency_id" integer,
	"payroll_company_id" integer,
	"created_count" integer NOT NULL,
	"updated_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_import_mappings" (
	"user_id" integer NOT NULL,
	"headers_key" text NOT NULL,
	"column_mappings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_import_mappings_user_id_headers_key_pk" PRIMARY KEY("user_id","headers_key")
);
--> statement-breakpoint
CREATE TABLE "worker_import_rows" (
	"session_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"status" text,
	"errors" jsonb,
	"warnings" jsonb,
	"ni_key" text,
	"email_key" text,
	"duplicate_reason" text,
	"duplicate_worker_id" integer,
	CONSTRAINT "worker_import_rows_session_id_row_index_pk" PRIMARY KEY("session_id","row_index")
);
--> statement-breakpoint
CREATE TABLE "worker_import_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"headers" jsonb NOT NULL,
	"column_mappings" jsonb,
	"total_rows" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"validation_summary" jsonb,
	"agency_id" integer,
	"payroll_company_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_import_batch_workers" ADD CONSTRAINT "worker_import_batch_workers_batch_id_worker_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."worker_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_batches" ADD CONSTRAINT "worker_import_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_batches" ADD CONSTRAINT "worker_import_batches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_batches" ADD CONSTRAINT "worker_import_batches_payroll_company_id_payroll_companies_id_fk" FOREIGN KEY ("payroll_company_id") REFERENCES "public"."payroll_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_batches" ADD CONSTRAINT "worker_import_batches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_mappings" ADD CONSTRAINT "worker_import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_rows" ADD CONSTRAINT "worker_import_rows_session_id_worker_import_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."worker_import_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_sessions" ADD CONSTRAINT "worker_import_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_sessions" ADD CONSTRAINT "worker_import_sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_import_sessions" ADD CONSTRAINT "worker_import_sessions_payroll_company_id_payroll_companies_id_fk" FOREIGN KEY ("payroll_company_id") REFERENCES "public"."payroll_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worker_import_batch_workers_worker_idx" ON "worker_import_batch_workers" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "worker_import_batches_user_idx" ON "worker_import_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "worker_import_batches_agency_idx" ON "worker_import_batches" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "worker_import_rows_status_idx" ON "worker_import_rows" USING btree ("session_id","status","row_index");--> statement-breakpoint
CREATE INDEX "worker_import_sessions_user_idx" ON "worker_import_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "worker_import_sessions_expires_idx" ON "worker_import_sessions" USING btree ("expires_at");
CREATE TABLE "payroll_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"paye_reference" text,
	"supplier_name" text,
	"internal_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_number" text NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_name" text NOT NULL,
	"agency_id" integer,
	"contact_person" text,
	"communication_method" text,
	"outcome" text,
	"notes" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"sla_hours" integer DEFAULT 24 NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" integer,
	"assigned_to_name" text,
	"assigned_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_communication_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"contact_person" text NOT NULL,
	"communication_method" text NOT NULL,
	"content" text,
	"outcome" text,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"original_file_name" text NOT NULL,
	"stored_file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"expiry_date" date,
	"notes" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text,
	"initial" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"marital_status" text,
	"nationality" text,
	"date_of_birth" date,
	"email" text,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"city" text,
	"county" text,
	"post_code" text,
	"account_name" text,
	"sort_code" text,
	"account_number" text,
	"bacs_reference" text,
	"ni_number" text,
	"immigration_share_code" text,
	"employee_reference" text,
	"works_reference" text,
	"work_start_date" date,
	"payment_frequency" text,
	"ni_category" text,
	"tax_code" text,
	"wk1_mth1_basis" text,
	"agency_id" integer,
	"payroll_company_id" integer,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"authorised" boolean DEFAULT false NOT NULL,
	"authorised_at" timestamp with time zone,
	"authorised_by" integer,
	"added_via" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"p45_date" date,
	"notes" text,
	"created_by" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(ni_number, '') || ' ' || replace(coalesce(post_code, ''), ' ', ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_communication_logs" ADD CONSTRAINT "worker_communication_logs_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_communication_logs" ADD CONSTRAINT "worker_communication_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_documents" ADD CONSTRAINT "worker_documents_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_documents" ADD CONSTRAINT "worker_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_payroll_company_id_payroll_companies_id_fk" FOREIGN KEY ("payroll_company_id") REFERENCES "public"."payroll_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_authorised_by_users_id_fk" FOREIGN KEY ("authorised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_companies_name_unique" ON "payroll_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_unique" ON "tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tickets_source_idx" ON "tickets" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "tickets_agency_idx" ON "tickets" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "worker_communication_logs_worker_idx" ON "worker_communication_logs" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "worker_documents_worker_idx" ON "worker_documents" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "worker_documents_expiry_idx" ON "worker_documents" USING btree ("expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_ni_number_unique" ON "workers" USING btree ("ni_number");--> statement-breakpoint
CREATE INDEX "workers_email_idx" ON "workers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "workers_tab_idx" ON "workers" USING btree ("authorised","status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "workers_agency_tab_idx" ON "workers" USING btree ("agency_id","authorised","status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "workers_work_start_idx" ON "workers" USING btree ("work_start_date");--> statement-breakpoint
CREATE INDEX "workers_search_trgm" ON "workers" USING gin ("search_text" gin_trgm_ops);
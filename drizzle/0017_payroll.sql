CREATE TABLE "payroll_daily_totals" (
	"pay_date" date NOT NULL,
	"agency_id" integer NOT NULL,
	"payroll_company_id" integer NOT NULL,
	"gross_pence" bigint NOT NULL,
	"fee_pence" bigint NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "payroll_daily_totals_pay_date_agency_id_payroll_company_id_pk" PRIMARY KEY("pay_date","agency_id","payroll_company_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_period_workers" (
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"workers" integer NOT NULL,
	CONSTRAINT "payroll_period_workers_kind_period_start_pk" PRIMARY KEY("kind","period_start")
);
--> statement-breakpoint
CREATE TABLE "payroll_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"ni_number" text NOT NULL,
	"pay_date" date NOT NULL,
	"week_ending" date NOT NULL,
	"gross_pence" integer NOT NULL,
	"tax_pence" integer NOT NULL,
	"ni_pence" integer NOT NULL,
	"pension_pence" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"fee_pence" integer DEFAULT 0 NOT NULL,
	"agency_id" integer,
	"payroll_company_id" integer,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_upload_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_ending" date NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_by_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "compliant_until" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_batch_id_payroll_upload_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payroll_upload_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_upload_batches" ADD CONSTRAINT "payroll_upload_batches_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_daily_totals_agency_idx" ON "payroll_daily_totals" USING btree ("agency_id","pay_date");--> statement-breakpoint
CREATE INDEX "payroll_daily_totals_company_idx" ON "payroll_daily_totals" USING btree ("payroll_company_id","pay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_records_worker_pay_date_unique" ON "payroll_records" USING btree ("worker_id","pay_date");--> statement-breakpoint
CREATE INDEX "payroll_records_pay_date_idx" ON "payroll_records" USING btree ("pay_date","worker_id");--> statement-breakpoint
CREATE INDEX "payroll_records_week_ending_idx" ON "payroll_records" USING btree ("week_ending","pay_date","worker_id");--> statement-breakpoint
CREATE INDEX "payroll_records_agency_idx" ON "payroll_records" USING btree ("agency_id","pay_date","worker_id");--> statement-breakpoint
CREATE INDEX "payroll_records_company_idx" ON "payroll_records" USING btree ("payroll_company_id","pay_date","worker_id");--> statement-breakpoint
CREATE INDEX "payroll_records_batch_idx" ON "payroll_records" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payroll_upload_batches_created_idx" ON "payroll_upload_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "workers_compliance_idx" ON "workers" USING btree ("agency_id","compliant_until") WHERE "workers"."authorised" and "workers"."status" <> 'left';
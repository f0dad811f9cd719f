CREATE TABLE "rtw_check_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"stored_file_name" text NOT NULL,
	"original_file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtw_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"method" text NOT NULL,
	"check_date" date NOT NULL,
	"permission_end_date" date,
	"notice_date" date,
	"application_pending" boolean DEFAULT false NOT NULL,
	"share_code" text,
	"share_code_given_on" date,
	"restrictions" text,
	"outcome" text NOT NULL,
	"follow_up_date" date,
	"checked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "rtw_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "rtw_follow_up_date" date;--> statement-breakpoint
ALTER TABLE "rtw_check_evidence" ADD CONSTRAINT "rtw_check_evidence_check_id_rtw_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."rtw_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rtw_checks" ADD CONSTRAINT "rtw_checks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rtw_checks" ADD CONSTRAINT "rtw_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rtw_check_evidence_check_idx" ON "rtw_check_evidence" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "rtw_checks_worker_idx" ON "rtw_checks" USING btree ("worker_id","check_date" desc,"id" desc);
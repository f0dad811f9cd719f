CREATE TABLE "subject_access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer,
	"received_date" date NOT NULL,
	"due_date" date NOT NULL,
	"requested_by" text,
	"extension_reason" text,
	"extended_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" integer,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subject_access_requests" ADD CONSTRAINT "subject_access_requests_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_access_requests" ADD CONSTRAINT "subject_access_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_access_requests" ADD CONSTRAINT "subject_access_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_access_requests_due_idx" ON "subject_access_requests" USING btree ("due_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subject_access_requests_status_due_idx" ON "subject_access_requests" USING btree ("status","due_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subject_access_requests_worker_idx" ON "subject_access_requests" USING btree ("worker_id");
CREATE TABLE "agency_access_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"ip_address" text,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"worker_id" integer,
	"content" text NOT NULL,
	"tag" text,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_communication_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"contact_person" text NOT NULL,
	"communication_method" text NOT NULL,
	"subject" text,
	"content" text,
	"outcome" text,
	"next_action_date" date,
	"created_by" integer,
	"created_by_name" text,
	"ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"position" text,
	"department" text,
	"notes" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"document_type" text DEFAULT 'terms_and_conditions' NOT NULL,
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
CREATE TABLE "agency_list_counts" (
	"archived" boolean NOT NULL,
	"status" text NOT NULL,
	"agencies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agency_list_counts_archived_status_pk" PRIMARY KEY("archived","status")
);
--> statement-breakpoint
ALTER TABLE "agencies" ALTER COLUMN "timesheet_submission" SET DEFAULT 'Monday-Friday';--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || contact_name || ' ' || city)) STORED;--> statement-breakpoint
ALTER TABLE "agency_access_logs" ADD CONSTRAINT "agency_access_logs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_access_logs" ADD CONSTRAINT "agency_access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_comments" ADD CONSTRAINT "agency_comments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_comments" ADD CONSTRAINT "agency_comments_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_comments" ADD CONSTRAINT "agency_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_communication_logs" ADD CONSTRAINT "agency_communication_logs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_communication_logs" ADD CONSTRAINT "agency_communication_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_communication_logs" ADD CONSTRAINT "agency_communication_logs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_contacts" ADD CONSTRAINT "agency_contacts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD CONSTRAINT "agency_documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD CONSTRAINT "agency_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_access_logs_agency_idx" ON "agency_access_logs" USING btree ("agency_id","accessed_at");--> statement-breakpoint
CREATE INDEX "agency_comments_agency_idx" ON "agency_comments" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "agency_comments_worker_idx" ON "agency_comments" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "agency_communication_logs_agency_idx" ON "agency_communication_logs" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "agency_contacts_agency_idx" ON "agency_contacts" USING btree ("agency_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_contacts_one_primary" ON "agency_contacts" USING btree ("agency_id") WHERE "agency_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "agency_documents_agency_idx" ON "agency_documents" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "agencies_search_trgm" ON "agencies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_active_name_idx" ON "agencies" USING btree ("name") WHERE "agencies"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "agencies_archived_name_idx" ON "agencies" USING btree ("name") WHERE "agencies"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "agencies_active_status_name_idx" ON "agencies" USING btree ("status","name") WHERE "agencies"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "workers_agency_name_idx" ON "workers" USING btree ("agency_id","last_name","first_name","id");
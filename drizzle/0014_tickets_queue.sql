CREATE TABLE "ticket_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_queue_counts" (
	"queue" text NOT NULL,
	"source" text NOT NULL,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_queue_counts_queue_source_priority_category_pk" PRIMARY KEY("queue","source","priority","category")
);
--> statement-breakpoint
DROP INDEX "tickets_status_idx";--> statement-breakpoint
DROP INDEX "tickets_agency_idx";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "queue" text GENERATED ALWAYS AS (case when status in ('closed', 'archived') then 'archive' when assigned_to is not null then 'pending' else 'open' end) STORED;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(ticket_number || ' ' || source_name || ' ' || coalesce(contact_person, '') || ' ' || coalesce(notes, ''))) STORED;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_idx" ON "ticket_comments" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_queue_created_idx" ON "tickets" USING btree ("queue","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_queue_due_idx" ON "tickets" USING btree ("queue","due_date","id");--> statement-breakpoint
CREATE INDEX "tickets_assigned_idx" ON "tickets" USING btree ("assigned_to","queue");--> statement-breakpoint
CREATE INDEX "tickets_not_done_due_idx" ON "tickets" USING btree ("due_date") WHERE "tickets"."queue" <> 'archive';--> statement-breakpoint
CREATE INDEX "tickets_search_trgm" ON "tickets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_agency_idx" ON "tickets" USING btree ("agency_id","queue");
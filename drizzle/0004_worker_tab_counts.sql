CREATE TABLE "worker_tab_counts" (
	"agency_id" integer NOT NULL,
	"authorised" boolean NOT NULL,
	"status" text NOT NULL,
	"complete" boolean NOT NULL,
	"workers" integer NOT NULL,
	CONSTRAINT "worker_tab_counts_agency_id_authorised_status_complete_pk" PRIMARY KEY("agency_id","authorised","status","complete")
);
--> statement-breakpoint
DROP INDEX "workers_tab_idx";--> statement-breakpoint
DROP INDEX "workers_agency_tab_idx";--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "complete" boolean GENERATED ALWAYS AS (completion_percentage = 100) STORED;--> statement-breakpoint
CREATE INDEX "workers_tab_idx" ON "workers" USING btree ("authorised","status","complete","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "workers_agency_tab_idx" ON "workers" USING btree ("agency_id","authorised","status","complete","last_name","first_name","id");
DROP INDEX "tickets_agency_idx";--> statement-breakpoint
DROP INDEX "tickets_assigned_idx";--> statement-breakpoint
DROP INDEX "tickets_not_done_due_idx";--> statement-breakpoint
CREATE INDEX "tickets_agency_queue_due_idx" ON "tickets" USING btree ("agency_id","queue","due_date");--> statement-breakpoint
CREATE INDEX "tickets_assigned_queue_due_idx" ON "tickets" USING btree ("assigned_to","queue","due_date");
ALTER TABLE "report_history" ADD COLUMN "scope_agency_id" integer;--> statement-breakpoint
-- Reports kept before this column: a client user's covered the agency the user has now (users move rarely; a moved one's old reports then stay refused).
UPDATE "report_history" SET "scope_agency_id" = "users"."agency_id" FROM "users" WHERE "users"."id" = "report_history"."generated_by" AND "users"."role" = 'client';

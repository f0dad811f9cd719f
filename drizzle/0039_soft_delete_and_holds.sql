CREATE TABLE "legal_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"reason" text NOT NULL,
	"until" date,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" integer,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "workers_ni_number_unique";--> statement-breakpoint
DROP INDEX "workers_tab_idx";--> statement-breakpoint
DROP INDEX "workers_agency_tab_idx";--> statement-breakpoint
DROP INDEX "workers_work_start_idx";--> statement-breakpoint
DROP INDEX "workers_rtw_follow_up_idx";--> statement-breakpoint
DROP INDEX "workers_agency_name_idx";--> statement-breakpoint
DROP INDEX "workers_tab_agency_name_idx";--> statement-breakpoint
DROP INDEX "workers_tab_completion_idx";--> statement-breakpoint
DROP INDEX "workers_agency_tab_completion_idx";--> statement-breakpoint
DROP INDEX "workers_tab_start_idx";--> statement-breakpoint
DROP INDEX "workers_agency_tab_start_idx";--> statement-breakpoint
DROP INDEX "workers_compliance_idx";--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_holds_active_unique" ON "legal_holds" USING btree ("entity_type","entity_id") WHERE "legal_holds"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "legal_holds_entity_idx" ON "legal_holds" USING btree ("entity_type","entity_id");--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workers_deleted_idx" ON "workers" USING btree ("deleted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "workers"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_ni_number_unique" ON "workers" USING btree ("ni_number") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_tab_idx" ON "workers" USING btree ("authorised","status","complete","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_agency_tab_idx" ON "workers" USING btree ("agency_id","authorised","status","complete","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_work_start_idx" ON "workers" USING btree ("work_start_date") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_rtw_follow_up_idx" ON "workers" USING btree ("rtw_follow_up_date") WHERE "workers"."rtw_follow_up_date" is not null and "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_agency_name_idx" ON "workers" USING btree ("agency_id","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_tab_agency_name_idx" ON "workers" USING btree ("authorised","status","complete","agency_sort_name","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_tab_completion_idx" ON "workers" USING btree ("authorised","status","complete","completion_percentage","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_agency_tab_completion_idx" ON "workers" USING btree ("agency_id","authorised","status","complete","completion_percentage","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_tab_start_idx" ON "workers" USING btree ("authorised","status","complete","work_start_date","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_agency_tab_start_idx" ON "workers" USING btree ("agency_id","authorised","status","complete","work_start_date","last_name","first_name","id") WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_compliance_idx" ON "workers" USING btree ("agency_id","compliant_until") WHERE "workers"."authorised" and "workers"."status" <> 'left' and "workers"."deleted_at" is null;--> statement-breakpoint
-- worker_tab_counts counts live workers only (docs/domain.md, "Deleted workers"): a removal moves a
-- worker out of its state as a delete did, a restore moves it back in, and the purge of a deleted
-- worker changes nothing. Same shape as 0005 otherwise.
CREATE OR REPLACE FUNCTION worker_tab_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO worker_tab_counts AS c (agency_id, authorised, status, complete, workers)
    SELECT coalesce(agency_id, 0), authorised, status, complete, count(*)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, authorised, status, complete) DO UPDATE SET workers = c.workers + excluded.workers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO worker_tab_counts AS c (agency_id, authorised, status, complete, workers)
    SELECT coalesce(agency_id, 0), authorised, status, complete, -count(*)
    FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, authorised, status, complete) DO UPDATE SET workers = c.workers + excluded.workers;
  ELSE
    INSERT INTO worker_tab_counts AS c (agency_id, authorised, status, complete, workers)
    SELECT agency_id, authorised, status, complete, sum(delta)
    FROM (
      SELECT coalesce(agency_id, 0) AS agency_id, authorised, status, complete, 1 AS delta
      FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT coalesce(agency_id, 0), authorised, status, complete, -1 FROM old_rows WHERE deleted_at IS NULL
    ) AS moves
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, authorised, status, complete) DO UPDATE SET workers = c.workers + excluded.workers;
  END IF;
  RETURN NULL;
END
$$;

ALTER TABLE "workers" ADD COLUMN "agency_sort_name" text;--> statement-breakpoint
-- agency_sort_name is the agency's name, kept by the database so no writer can forget it: set from
-- agencies whenever a worker's agency is set or changed, and copied to the agency's workers when an
-- agency is renamed. The list sorts by agency name from workers_tab_agency_name_idx with it.
UPDATE "workers" AS w SET "agency_sort_name" = a."name" FROM "agencies" AS a WHERE a."id" = w."agency_id";
--> statement-breakpoint
CREATE FUNCTION workers_agency_sort_name_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.agency_sort_name := (SELECT name FROM agencies WHERE id = NEW.agency_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workers_agency_sort_name BEFORE INSERT OR UPDATE OF agency_id ON workers
  FOR EACH ROW EXECUTE FUNCTION workers_agency_sort_name_set();
--> statement-breakpoint
CREATE FUNCTION agencies_name_to_workers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workers SET agency_sort_name = NEW.name WHERE agency_id = NEW.id AND agency_sort_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agencies_name_to_workers AFTER UPDATE OF name ON agencies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION agencies_name_to_workers();
--> statement-breakpoint
CREATE INDEX "workers_tab_agency_name_idx" ON "workers" USING btree ("authorised","status","complete","agency_sort_name","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "workers_tab_completion_idx" ON "workers" USING btree ("authorised","status","complete","completion_percentage","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "workers_agency_tab_completion_idx" ON "workers" USING btree ("agency_id","authorised","status","complete","completion_percentage","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "workers_tab_start_idx" ON "workers" USING btree ("authorised","status","complete","work_start_date","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "workers_agency_tab_start_idx" ON "workers" USING btree ("agency_id","authorised","status","complete","work_start_date","last_name","first_name","id");
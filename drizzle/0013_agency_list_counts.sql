-- agency_list_counts follows every change to agencies, one statement at a time (transition tables),
-- so the agency list's total without a search is a few rows, however many agencies there are. Only
-- states whose net change is not zero are touched (most edits move no agency between states), and
-- rows are upserted in key order, so two writers lock them in the same order and cannot deadlock.
CREATE FUNCTION agency_list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_list_counts AS c (archived, status, agencies)
    SELECT archived_at IS NOT NULL, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (archived, status) DO UPDATE SET agencies = c.agencies + excluded.agencies;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO agency_list_counts AS c (archived, status, agencies)
    SELECT archived_at IS NOT NULL, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (archived, status) DO UPDATE SET agencies = c.agencies + excluded.agencies;
  ELSE
    INSERT INTO agency_list_counts AS c (archived, status, agencies)
    SELECT archived, status, sum(delta)
    FROM (
      SELECT archived_at IS NOT NULL AS archived, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT archived_at IS NOT NULL, status, -1 FROM old_rows
    ) AS moves
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (archived, status) DO UPDATE SET agencies = c.agencies + excluded.agencies;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION agency_list_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agency_list_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agencies_list_counts_insert AFTER INSERT ON agencies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agency_list_counts_track();
--> statement-breakpoint
CREATE TRIGGER agencies_list_counts_update AFTER UPDATE ON agencies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agency_list_counts_track();
--> statement-breakpoint
CREATE TRIGGER agencies_list_counts_delete AFTER DELETE ON agencies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agency_list_counts_track();
--> statement-breakpoint
CREATE TRIGGER agencies_list_counts_truncate AFTER TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION agency_list_counts_clear();
--> statement-breakpoint
INSERT INTO agency_list_counts (archived, status, agencies)
SELECT archived_at IS NOT NULL, status, count(*) FROM agencies GROUP BY 1, 2 ORDER BY 1, 2;

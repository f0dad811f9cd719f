-- worker_tab_counts follows every change to workers, one statement at a time (transition tables),
-- so a bulk insert of 10,000 workers costs one grouped upsert, not 10,000. Only states whose net
-- change is not zero are touched: an edit that moves no worker between states (most edits) writes
-- nothing here and so never waits on another writer. Rows are upserted in key order, so two
-- writers lock them in the same order and cannot deadlock.
CREATE FUNCTION worker_tab_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO worker_tab_counts AS c (agency_id, authorised, status, complete, workers)
    SELECT coalesce(agency_id, 0), authorised, status, complete, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, authorised, status, complete) DO UPDATE SET workers = c.workers + excluded.workers;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO worker_tab_counts AS c (agency_id, authorised, status, complete, workers)
    SELECT coalesce(agency_id, 0), authorised, status, complete, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, authorised, status, complete) DO UPDATE SET workers = c.workers + excluded.workers;
  ELSE
    INSERT INTO worker_tab_counts AS c (agency_id, authorised, status, complete, workers)
    SELECT agency_id, authorised, status, complete, sum(delta)
    FROM (
      SELECT coalesce(agency_id, 0) AS agency_id, authorised, status, complete, 1 AS delta FROM new_rows
      UNION ALL
      SELECT coalesce(agency_id, 0), authorised, status, complete, -1 FROM old_rows
    ) AS moves
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (agency_id, authorised, status, complete) DO UPDATE SET workers = c.workers + excluded.workers;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION worker_tab_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM worker_tab_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workers_tab_counts_insert AFTER INSERT ON workers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION worker_tab_counts_track();
--> statement-breakpoint
CREATE TRIGGER workers_tab_counts_update AFTER UPDATE ON workers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION worker_tab_counts_track();
--> statement-breakpoint
CREATE TRIGGER workers_tab_counts_delete AFTER DELETE ON workers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION worker_tab_counts_track();
--> statement-breakpoint
CREATE TRIGGER workers_tab_counts_truncate AFTER TRUNCATE ON workers
  FOR EACH STATEMENT EXECUTE FUNCTION worker_tab_counts_clear();
--> statement-breakpoint
INSERT INTO worker_tab_counts (agency_id, authorised, status, complete, workers)
SELECT coalesce(agency_id, 0), authorised, status, complete, count(*) FROM workers GROUP BY 1, 2, 3, 4;

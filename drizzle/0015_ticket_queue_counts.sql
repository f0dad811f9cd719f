-- ticket_queue_counts follows every change to tickets, one statement at a time (transition tables),
-- so the queue's tab counts without a search, assignee, agency or overdue filter are a few rows,
-- however many tickets there are. Only groups whose net change is not zero are touched (most edits
-- move no ticket between groups), and rows are upserted in key order, so two writers lock them in
-- the same order and cannot deadlock. Same shape as agency_list_counts (0013).
CREATE FUNCTION ticket_queue_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_queue_counts AS c (queue, source, priority, category, tickets)
    SELECT queue, source, priority, category, count(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (queue, source, priority, category) DO UPDATE SET tickets = c.tickets + excluded.tickets;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ticket_queue_counts AS c (queue, source, priority, category, tickets)
    SELECT queue, source, priority, category, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (queue, source, priority, category) DO UPDATE SET tickets = c.tickets + excluded.tickets;
  ELSE
    INSERT INTO ticket_queue_counts AS c (queue, source, priority, category, tickets)
    SELECT queue, source, priority, category, sum(delta)
    FROM (
      SELECT queue, source, priority, category, 1 AS delta FROM new_rows
      UNION ALL
      SELECT queue, source, priority, category, -1 FROM old_rows
    ) AS moves
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (queue, source, priority, category) DO UPDATE SET tickets = c.tickets + excluded.tickets;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ticket_queue_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_queue_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_queue_counts_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_queue_counts_track();
--> statement-breakpoint
CREATE TRIGGER tickets_queue_counts_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_queue_counts_track();
--> statement-breakpoint
CREATE TRIGGER tickets_queue_counts_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_queue_counts_track();
--> statement-breakpoint
CREATE TRIGGER tickets_queue_counts_truncate AFTER TRUNCATE ON tickets
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_queue_counts_clear();
--> statement-breakpoint
INSERT INTO ticket_queue_counts (queue, source, priority, category, tickets)
SELECT queue, source, priority, category, count(*) FROM tickets GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;

-- payroll_period_workers follows every change to payroll_records, one statement at a time
-- (transition tables): for each (week or month, worker) a statement touched, the worker counts in
-- the period when it has a record there now, and counted before when it had one before (now, less
-- the rows the statement added, plus those it removed). The difference moves the period's count.
-- "Now" is read through payroll_records_worker_pay_date_unique, a few index entries a worker.
-- An INSERT ... ON CONFLICT DO UPDATE fires both statement triggers; the upload's updates never
-- change worker or pay date, so its update trigger moves nothing. Rows are upserted in key order.
CREATE FUNCTION payroll_period_workers_apply(worker_ids integer[], pay_dates date[], signs integer[])
RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT * FROM unnest(worker_ids, pay_dates, signs) AS c(worker_id, pay_date, sign)
  ),
  periods AS (
    SELECT 'week' AS kind, pay_date - (extract(isodow FROM pay_date)::int - 1) AS period_start,
      pay_date - (extract(isodow FROM pay_date)::int - 1) + 6 AS period_end, worker_id, sign
    FROM changed
    UNION ALL
    SELECT 'month', date_trunc('month', pay_date)::date,
      (date_trunc('month', pay_date) + interval '1 month' - interval '1 day')::date, worker_id, sign
    FROM changed
  ),
  touched AS (
    SELECT kind, period_start, period_end, worker_id,
      count(*) FILTER (WHERE sign > 0) AS added, count(*) FILTER (WHERE sign < 0) AS removed
    FROM periods GROUP BY 1, 2, 3, 4
  ),
  judged AS (
    SELECT t.kind, t.period_start, (now_held.n > 0)::int - ((now_held.n - t.added + t.removed) > 0)::int AS delta
    FROM touched AS t,
    LATERAL (
      SELECT count(*) AS n FROM payroll_records AS r
      WHERE r.worker_id = t.worker_id AND r.pay_date BETWEEN t.period_start AND t.period_end
    ) AS now_held
  )
  INSERT INTO payroll_period_workers AS p (kind, period_start, workers)
  SELECT kind, period_start, sum(delta) FROM judged GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
  ON CONFLICT (kind, period_start) DO UPDATE SET workers = p.workers + excluded.workers;
$$;
--> statement-breakpoint
CREATE FUNCTION payroll_period_workers_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  worker_ids integer[];
  pay_dates date[];
  signs integer[];
BEGIN
  -- One aggregate pass per branch keeps the three arrays in step.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(worker_id), array_agg(pay_date), array_agg(1) INTO worker_ids, pay_dates, signs FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(worker_id), array_agg(pay_date), array_agg(-1) INTO worker_ids, pay_dates, signs FROM old_rows;
  ELSE
    -- (worker, pay date) is unique, so a record whose worker and pay date stay nets to 0 and drops out
    -- (a grouping, not a join: transition tables carry no statistics, and a join planned as a nested
    -- loop over a 50,000-row re-upload would take minutes).
    SELECT array_agg(worker_id), array_agg(pay_date), array_agg(sign) INTO worker_ids, pay_dates, signs
    FROM (
      SELECT worker_id, pay_date, sum(sign)::int AS sign
      FROM (
        SELECT worker_id, pay_date, 1 AS sign FROM new_rows
        UNION ALL
        SELECT worker_id, pay_date, -1 FROM old_rows
      ) AS changes
      GROUP BY worker_id, pay_date
      HAVING sum(sign) <> 0
    ) AS moves;
  END IF;
  IF worker_ids IS NOT NULL THEN
    PERFORM payroll_period_workers_apply(worker_ids, pay_dates, signs);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION payroll_period_workers_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payroll_period_workers;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payroll_records_period_workers_insert AFTER INSERT ON payroll_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_period_workers_track();
--> statement-breakpoint
CREATE TRIGGER payroll_records_period_workers_update AFTER UPDATE ON payroll_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_period_workers_track();
--> statement-breakpoint
CREATE TRIGGER payroll_records_period_workers_delete AFTER DELETE ON payroll_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_period_workers_track();
--> statement-breakpoint
CREATE TRIGGER payroll_records_period_workers_truncate AFTER TRUNCATE ON payroll_records
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_period_workers_clear();

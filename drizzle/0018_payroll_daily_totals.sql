-- payroll_daily_totals follows every change to payroll_records, one statement at a time (transition
-- tables), so the dashboard's and the payroll summary's figures for any period are a sum over a few
-- rows per pay date, however many records there are. A re-upload updates records: the old values
-- go out and the new ones come in; groups whose net change is nothing are not touched. Rows are
-- upserted in key order, so two uploads lock them in the same order and cannot deadlock. Same shape
-- as ticket_queue_counts (0015). agency_id and payroll_company_id 0 stand for none.
CREATE FUNCTION payroll_daily_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payroll_daily_totals AS t (pay_date, agency_id, payroll_company_id, gross_pence, fee_pence, records)
    SELECT pay_date, coalesce(agency_id, 0), coalesce(payroll_company_id, 0), sum(gross_pence), sum(fee_pence), count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pay_date, agency_id, payroll_company_id) DO UPDATE SET
      gross_pence = t.gross_pence + excluded.gross_pence,
      fee_pence = t.fee_pence + excluded.fee_pence,
      records = t.records + excluded.records;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO payroll_daily_totals AS t (pay_date, agency_id, payroll_company_id, gross_pence, fee_pence, records)
    SELECT pay_date, coalesce(agency_id, 0), coalesce(payroll_company_id, 0), -sum(gross_pence), -sum(fee_pence), -count(*)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (pay_date, agency_id, payroll_company_id) DO UPDATE SET
      gross_pence = t.gross_pence + excluded.gross_pence,
      fee_pence = t.fee_pence + excluded.fee_pence,
      records = t.records + excluded.records;
  ELSE
    INSERT INTO payroll_daily_totals AS t (pay_date, agency_id, payroll_company_id, gross_pence, fee_pence, records)
    SELECT pay_date, agency_id, payroll_company_id, sum(gross), sum(fee), sum(delta)
    FROM (
      SELECT pay_date, coalesce(agency_id, 0) AS agency_id, coalesce(payroll_company_id, 0) AS payroll_company_id,
        gross_pence::bigint AS gross, fee_pence::bigint AS fee, 1 AS delta FROM new_rows
      UNION ALL
      SELECT pay_date, coalesce(agency_id, 0), coalesce(payroll_company_id, 0), -gross_pence, -fee_pence, -1 FROM old_rows
    ) AS moves
    GROUP BY 1, 2, 3 HAVING sum(gross) <> 0 OR sum(fee) <> 0 OR sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (pay_date, agency_id, payroll_company_id) DO UPDATE SET
      gross_pence = t.gross_pence + excluded.gross_pence,
      fee_pence = t.fee_pence + excluded.fee_pence,
      records = t.records + excluded.records;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION payroll_daily_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payroll_daily_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payroll_records_totals_insert AFTER INSERT ON payroll_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_daily_totals_track();
--> statement-breakpoint
CREATE TRIGGER payroll_records_totals_update AFTER UPDATE ON payroll_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_daily_totals_track();
--> statement-breakpoint
CREATE TRIGGER payroll_records_totals_delete AFTER DELETE ON payroll_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_daily_totals_track();
--> statement-breakpoint
CREATE TRIGGER payroll_records_totals_truncate AFTER TRUNCATE ON payroll_records
  FOR EACH STATEMENT EXECUTE FUNCTION payroll_daily_totals_clear();

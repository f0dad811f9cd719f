-- workers.compliant_until follows every change to worker_documents, one statement at a time
-- (transition tables): for each worker a statement touched, the earliest expiry of any of its
-- documents once passport, right_to_work and national_insurance are all held ('infinity' when none
-- expires), '-infinity' while one is missing (docs/domain.md, "Worker documents"). A worker is
-- compliant today when compliant_until >= today, so the dashboard counts compliance from an index.
CREATE FUNCTION worker_compliance_refresh(touched integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE workers AS w SET compliant_until = f.until
  FROM (
    SELECT x.worker_id,
      CASE WHEN count(DISTINCT d.document_type) FILTER (
          WHERE d.document_type IN ('passport', 'right_to_work', 'national_insurance')) = 3
        THEN coalesce(min(d.expiry_date), 'infinity'::date)
        ELSE '-infinity'::date END AS until
    FROM unnest(touched) AS x(worker_id)
    LEFT JOIN worker_documents AS d ON d.worker_id = x.worker_id
    GROUP BY x.worker_id
  ) AS f
  WHERE w.id = f.worker_id AND w.compliant_until IS DISTINCT FROM f.until;
$$;
--> statement-breakpoint
CREATE FUNCTION worker_compliance_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM worker_compliance_refresh(ARRAY(SELECT DISTINCT worker_id FROM new_rows ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM worker_compliance_refresh(ARRAY(SELECT DISTINCT worker_id FROM old_rows ORDER BY 1));
  ELSE
    PERFORM worker_compliance_refresh(ARRAY(
      SELECT worker_id FROM new_rows UNION SELECT worker_id FROM old_rows ORDER BY 1));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER worker_documents_compliance_insert AFTER INSERT ON worker_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION worker_compliance_track();
--> statement-breakpoint
CREATE TRIGGER worker_documents_compliance_update AFTER UPDATE ON worker_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION worker_compliance_track();
--> statement-breakpoint
CREATE TRIGGER worker_documents_compliance_delete AFTER DELETE ON worker_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION worker_compliance_track();
--> statement-breakpoint
SELECT worker_compliance_refresh(ARRAY(SELECT DISTINCT worker_id FROM worker_documents ORDER BY 1));

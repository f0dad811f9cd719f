ALTER TABLE "rtw_checks" ALTER COLUMN "method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "rtw_review_needed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rtw_checks" ADD COLUMN "review_needed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "workers_rtw_follow_up_idx" ON "workers" USING btree ("rtw_follow_up_date") WHERE "workers"."rtw_follow_up_date" is not null;--> statement-breakpoint
-- Existing data moves over (docs/domain.md, "Right-to-work checks", "Checks derived from documents"):
-- a worker holding a Right to Work document and no check gets one check derived from its latest such
-- document: method unknown, passed on the day the document was uploaded (London), its expiry (if any)
-- as the permission's end and follow-up date, marked for review; the worker's standing follows, and
-- each derived check is audited as made by the system.
WITH latest AS (
	SELECT DISTINCT ON (d.worker_id) d.worker_id, d.created_at, d.expiry_date, d.uploaded_by
	FROM "worker_documents" d
	WHERE d.document_type = 'right_to_work'
		AND NOT EXISTS (SELECT 1 FROM "rtw_checks" c WHERE c.worker_id = d.worker_id)
	ORDER BY d.worker_id, d.created_at DESC, d.id DESC
), derived AS (
	INSERT INTO "rtw_checks" (worker_id, method, check_date, permission_end_date, outcome, follow_up_date, checked_by, review_needed)
	SELECT worker_id, NULL, (created_at AT TIME ZONE 'Europe/London')::date, expiry_date, 'pass', expiry_date, uploaded_by, true
	FROM latest
	RETURNING id, worker_id, check_date, follow_up_date
), standing AS (
	UPDATE "workers" w
	SET rtw_checked = true, rtw_follow_up_date = derived.follow_up_date, rtw_review_needed = true
	FROM derived
	WHERE w.id = derived.worker_id
	RETURNING w.id
)
INSERT INTO "audit_log" (user_id, user_email, action, entity_type, entity_id, changes)
SELECT NULL, NULL, 'rtw_check', 'worker', derived.worker_id::text, jsonb_build_array(
	jsonb_build_object('field', 'rtwCheckId', 'to', derived.id),
	jsonb_build_object('field', 'rtwCheckDate', 'to', derived.check_date),
	jsonb_build_object('field', 'rtwOutcome', 'to', 'pass'),
	jsonb_build_object('field', 'rtwCheckFollowUpDate', 'to', derived.follow_up_date),
	jsonb_build_object('field', 'rtwReviewNeeded', 'to', true),
	jsonb_build_object('field', 'rtwChecked', 'from', false, 'to', true),
	jsonb_build_object('field', 'rtwFollowUpDate', 'from', NULL, 'to', derived.follow_up_date)
)
FROM derived;

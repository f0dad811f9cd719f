CREATE TABLE "worker_erasures" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"erased_by" integer,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"ni_number" text,
	"identity_removed_at" timestamp with time zone,
	"removed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "erased_by" integer;--> statement-breakpoint
ALTER TABLE "worker_erasures" ADD CONSTRAINT "worker_erasures_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_erasures" ADD CONSTRAINT "worker_erasures_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The column was added above and is null in every row: the check passes at once, its lock held for one read of workers.
-- squawk-ignore constraint-missing-not-valid, adding-foreign-key-constraint
ALTER TABLE "workers" ADD CONSTRAINT "workers_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A partial index holding erased workers only: empty when it is built, so the pause is an instant.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_erased_idx" ON "workers" USING btree ("id") WHERE "workers"."erased_at" is not null;--> statement-breakpoint
-- The audit trail stays append only (drizzle/0023, 0041), except for an erasure (docs/domain.md,
-- "Erasure"): its transaction sets app.audit_redaction to 'on' for itself only (set_config(..., true))
-- and may then take values out of an entry's changes; every other column stays as it was, and only
-- the retention purge may delete.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' AND current_setting('app.retention_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_LEVEL = 'ROW' AND current_setting('app.audit_redaction', true) = 'on'
    AND (NEW.id, NEW.user_id, NEW.user_email, NEW.action, NEW.entity_type, NEW.entity_id, NEW.ip_address, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.user_id, OLD.user_email, OLD.action, OLD.entity_type, OLD.entity_id, OLD.ip_address, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;

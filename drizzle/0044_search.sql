-- The search's indexes on workers (docs/domain.md, "Search and the command palette"). Built in the
-- migrator's transaction: at 100,000 workers the seven took 0.66 s together on PostgreSQL (the
-- trigram one 0.27 s), a pause of writes to workers the upgrade accepts.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_search_full_name_idx" ON "workers" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
-- Part of the 0.66 s above.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_search_last_name_idx" ON "workers" USING btree (lower("last_name") text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
-- Part of the 0.66 s above.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_search_ni_idx" ON "workers" USING btree ("ni_number" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
-- Part of the 0.66 s above.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_search_email_idx" ON "workers" USING btree ("email" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
-- Part of the 0.66 s above.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_search_phone_idx" ON "workers" USING btree ("phone" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
-- Part of the 0.66 s above.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_search_reference_idx" ON "workers" USING btree ("employee_reference" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
-- Part of the 0.66 s above.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "workers_search_name_trgm" ON "workers" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "workers"."deleted_at" is null;

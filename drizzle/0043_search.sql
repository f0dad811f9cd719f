CREATE INDEX "workers_search_full_name_idx" ON "workers" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_search_last_name_idx" ON "workers" USING btree (lower("last_name") text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_search_ni_idx" ON "workers" USING btree ("ni_number" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_search_email_idx" ON "workers" USING btree ("email" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_search_phone_idx" ON "workers" USING btree ("phone" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_search_reference_idx" ON "workers" USING btree ("employee_reference" text_pattern_ops) WHERE "workers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "workers_search_name_trgm" ON "workers" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "workers"."deleted_at" is null;
DROP INDEX "agencies_active_name_idx";--> statement-breakpoint
DROP INDEX "agencies_archived_name_idx";--> statement-breakpoint
DROP INDEX "agencies_active_status_name_idx";--> statement-breakpoint
DROP INDEX "login_audits_login_at_idx";--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_deleted_order_idx" ON "users" USING btree ("deleted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "agencies_active_name_idx" ON "agencies" USING btree ("name","id") WHERE "agencies"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "agencies_archived_name_idx" ON "agencies" USING btree ("name","id") WHERE "agencies"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "agencies_active_status_name_idx" ON "agencies" USING btree ("status","name","id") WHERE "agencies"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "login_audits_login_at_idx" ON "login_audits" USING btree ("login_at","id");
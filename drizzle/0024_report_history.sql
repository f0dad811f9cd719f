CREATE TABLE "report_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_file_name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"byte_size" bigint NOT NULL,
	"generated_by" integer,
	"generated_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_history" ADD CONSTRAINT "report_history_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_history_generated_by_idx" ON "report_history" USING btree ("generated_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_history_created_idx" ON "report_history" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_history_expires_idx" ON "report_history" USING btree ("expires_at");
CREATE TABLE "job_dead_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"attempts" integer NOT NULL,
	"error_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"summary" jsonb NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_pkey" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
CREATE INDEX "job_dead_letters_created_idx" ON "job_dead_letters" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
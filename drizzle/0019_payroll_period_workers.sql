CREATE TABLE "payroll_period_workers" (
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"workers" integer NOT NULL,
	CONSTRAINT "payroll_period_workers_kind_period_start_pk" PRIMARY KEY("kind","period_start")
);

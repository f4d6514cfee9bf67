CREATE TABLE "job_workflow_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"system_job_id" integer NOT NULL,
	"customer_account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_workflow_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_workflow_rows" ADD CONSTRAINT "job_workflow_rows_system_job_id_fk" FOREIGN KEY ("company_id","dataset","system_job_id") REFERENCES "public"."system_jobs"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_workflow_rows" ADD CONSTRAINT "job_workflow_rows_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_workflow_rows" ADD CONSTRAINT "job_workflow_rows_customer_id_fk" FOREIGN KEY ("company_id","dataset","customer_id") REFERENCES "public"."customers"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_workflow_rows_uq" ON "job_workflow_rows" USING btree ("company_id","dataset","system_job_id","customer_account_id");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "job_workflow_rows" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));
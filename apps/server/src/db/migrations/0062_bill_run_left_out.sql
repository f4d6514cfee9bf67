CREATE TABLE "bill_run_left_out" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"bill_run_id" integer NOT NULL,
	"customer_account_id" integer NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_run_left_out" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bill_run_left_out" ADD CONSTRAINT "bill_run_left_out_bill_run_id_fk" FOREIGN KEY ("company_id","dataset","bill_run_id") REFERENCES "public"."bill_runs"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_run_left_out" ADD CONSTRAINT "bill_run_left_out_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_run_left_out_uq" ON "bill_run_left_out" USING btree ("company_id","dataset","bill_run_id","customer_account_id");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "bill_run_left_out" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "bill_run_left_out" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR (customer_account_id = ANY ((SELECT wattle_pm_accounts())::integer[])));

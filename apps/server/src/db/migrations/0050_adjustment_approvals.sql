ALTER TABLE "transactions" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reversal_of_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reversal_uq" ON "transactions" USING btree ("company_id","dataset","reversal_of_id") WHERE reversal_of_id is not null;--> statement-breakpoint
CREATE TABLE "adjustment_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"transaction_date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"amount" numeric(18, 2) NOT NULL,
	"reason_code" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_user_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustment_approvals_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "adjustment_approvals_amount_ck" CHECK ("adjustment_approvals"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "adjustment_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "adjustment_approvals" ADD CONSTRAINT "adjustment_approvals_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_approvals_pending_idx" ON "adjustment_approvals" USING btree ("company_id","dataset","created_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "adjustment_approvals" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "adjustment_approvals" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR (customer_account_id = ANY ((SELECT wattle_pm_accounts())::integer[])));

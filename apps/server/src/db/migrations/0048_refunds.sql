CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"refund_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_account_idx" ON "refunds" USING btree ("company_id","dataset","customer_account_id","refund_date");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "refunds" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "refunds" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR (customer_account_id = ANY ((SELECT wattle_pm_accounts())::integer[])));--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"refund_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_ck" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_refund_id_fk" FOREIGN KEY ("company_id","dataset","refund_id") REFERENCES "public"."refunds"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_fk" FOREIGN KEY ("company_id","dataset","payment_id") REFERENCES "public"."payments"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("company_id","dataset","payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_refund_idx" ON "payment_refunds" USING btree ("company_id","dataset","refund_id");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "payment_refunds" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "payment_refunds" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR EXISTS (SELECT 1 FROM refunds p WHERE p.id = payment_refunds.refund_id));

CREATE TABLE "direct_debit_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"platform_name" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"account_name" text NOT NULL,
	"bsb" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_mandates_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "direct_debit_mandates" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "direct_debit_mandates" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR (customer_account_id = ANY ((SELECT wattle_pm_accounts())::integer[])));--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_active_uq" ON "direct_debit_mandates" USING btree ("company_id","dataset","customer_account_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE TABLE "direct_debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"platform_name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_payment_id" text,
	"payment_id" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debits_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "direct_debits_amount_ck" CHECK ("direct_debits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "direct_debits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "direct_debits" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "direct_debits" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR (customer_account_id = ANY ((SELECT wattle_pm_accounts())::integer[])));--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_mandate_id_fk" FOREIGN KEY ("company_id","dataset","mandate_id") REFERENCES "public"."direct_debit_mandates"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_payment_id_fk" FOREIGN KEY ("company_id","dataset","payment_id") REFERENCES "public"."payments"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debits_invoice_uq" ON "direct_debits" USING btree ("company_id","dataset","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debits_provider_payment_uq" ON "direct_debits" USING btree ("company_id","dataset","provider_payment_id") WHERE provider_payment_id is not null;--> statement-breakpoint
CREATE INDEX "direct_debits_pending_idx" ON "direct_debits" USING btree ("company_id","dataset","id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"customer_account_id" integer NOT NULL,
	"platform_name" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "card_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "card_payments" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY property_manager_buildings ON "card_payments" AS RESTRICTIVE FOR ALL TO wattle_app USING ((SELECT wattle_pm_user()) IS NULL OR (customer_account_id = ANY ((SELECT wattle_pm_accounts())::integer[])));--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_payment_id_fk" FOREIGN KEY ("company_id","dataset","payment_id") REFERENCES "public"."payments"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_provider_payment_uq" ON "card_payments" USING btree ("company_id","dataset","platform_name","provider_payment_id");--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"platform_name" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"provider_payment_id" text,
	"created_at_provider" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_provider_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "payment_provider_events" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_events_uq" ON "payment_provider_events" USING btree ("company_id","dataset","platform_name","event_id");

CREATE TABLE "price_plan_impact_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"impact_id" integer NOT NULL,
	"utility_account_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"current_total" numeric(18, 2) NOT NULL,
	"changed_total" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_plan_impact_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_plan_impacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"price_plan_id" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"proposed_plan" jsonb NOT NULL,
	"accounts_total" integer NOT NULL,
	"requested_by" text NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_plan_impacts_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "price_plan_impacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"file_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "is_taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_plan_impact_accounts" ADD CONSTRAINT "price_plan_impact_accounts_impact_id_fk" FOREIGN KEY ("company_id","dataset","impact_id") REFERENCES "public"."price_plan_impacts"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_plan_impact_accounts" ADD CONSTRAINT "price_plan_impact_accounts_utility_account_id_fk" FOREIGN KEY ("company_id","dataset","utility_account_id") REFERENCES "public"."utility_accounts"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_plan_impacts" ADD CONSTRAINT "price_plan_impacts_price_plan_id_fk" FOREIGN KEY ("company_id","dataset","price_plan_id") REFERENCES "public"."price_plans"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_fk" FOREIGN KEY ("company_id","dataset","file_id") REFERENCES "public"."stored_files"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_plan_impact_accounts_uq" ON "price_plan_impact_accounts" USING btree ("company_id","dataset","impact_id","utility_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_file_chunks_seq_uq" ON "stored_file_chunks" USING btree ("company_id","dataset","file_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_uq" ON "stored_files" USING btree ("company_id","dataset","key");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "price_plan_impact_accounts" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "price_plan_impacts" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "stored_file_chunks" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "stored_files" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
-- billing-rules §1: water is GST-free.
UPDATE "product_types" SET "is_taxable" = false WHERE "code" = 'WATER';

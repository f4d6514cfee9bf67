CREATE TABLE "accounting_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_postings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_postings_document_uq" ON "accounting_postings" USING btree ("company_id","dataset","document_kind","document_id");--> statement-breakpoint
CREATE INDEX "accounting_postings_status_idx" ON "accounting_postings" USING btree ("company_id","dataset","status","id");--> statement-breakpoint
CREATE INDEX "accounting_postings_provider_idx" ON "accounting_postings" USING btree ("company_id","dataset","provider_id") WHERE provider_id is not null;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "accounting_postings" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "reinstated_on" date;

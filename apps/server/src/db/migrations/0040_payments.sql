CREATE TABLE "payment_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount_ck" CHECK ("payment_allocations"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_fk" FOREIGN KEY ("company_id","dataset","payment_id") REFERENCES "public"."payments"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("company_id","dataset","payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("company_id","dataset","invoice_id");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "payment_allocations" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));

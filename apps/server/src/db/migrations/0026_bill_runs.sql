CREATE TABLE "bill_run_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"bill_run_id" integer NOT NULL,
	"customer_account_id" integer NOT NULL,
	"outcome" text DEFAULT 'PENDING' NOT NULL,
	"invoice_id" integer,
	"exceptions" integer DEFAULT 0 NOT NULL,
	"amount_ex_gst" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gst" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_run_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bill_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"period_to" date NOT NULL,
	"invoice_date" date NOT NULL,
	"selection" jsonb NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"accounts_total" integer DEFAULT 0 NOT NULL,
	"accounts_done" integer DEFAULT 0 NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"exceptions" integer DEFAULT 0 NOT NULL,
	"notrans" integer DEFAULT 0 NOT NULL,
	"amount_ex_gst" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gst" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"requested_by" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_runs_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "bill_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "invoice_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_exceptions" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "billing_exceptions" ADD COLUMN "bill_run_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credits_line_number" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "derivation" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'INVOICE' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bill_run_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credits_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD COLUMN "bill_run_id" integer;--> statement-breakpoint
ALTER TABLE "bill_run_accounts" ADD CONSTRAINT "bill_run_accounts_bill_run_id_fk" FOREIGN KEY ("company_id","dataset","bill_run_id") REFERENCES "public"."bill_runs"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_run_accounts" ADD CONSTRAINT "bill_run_accounts_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_run_accounts_uq" ON "bill_run_accounts" USING btree ("company_id","dataset","bill_run_id","customer_account_id");--> statement-breakpoint
CREATE INDEX "bill_run_accounts_pending_idx" ON "bill_run_accounts" USING btree ("company_id","dataset","bill_run_id","outcome","id");--> statement-breakpoint
CREATE INDEX "bill_run_accounts_account_idx" ON "bill_run_accounts" USING btree ("company_id","dataset","customer_account_id");--> statement-breakpoint
CREATE INDEX "bill_runs_status_idx" ON "bill_runs" USING btree ("company_id","dataset","status");--> statement-breakpoint
ALTER TABLE "billing_exceptions" ADD CONSTRAINT "billing_exceptions_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_exceptions" ADD CONSTRAINT "billing_exceptions_bill_run_id_fk" FOREIGN KEY ("company_id","dataset","bill_run_id") REFERENCES "public"."bill_runs"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_run_id_fk" FOREIGN KEY ("company_id","dataset","bill_run_id") REFERENCES "public"."bill_runs"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_fk" FOREIGN KEY ("company_id","dataset","credits_invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD CONSTRAINT "unbilled_transactions_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD CONSTRAINT "unbilled_transactions_bill_run_id_fk" FOREIGN KEY ("company_id","dataset","bill_run_id") REFERENCES "public"."bill_runs"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_exceptions_invoice_idx" ON "billing_exceptions" USING btree ("company_id","dataset","invoice_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_bill_period_uq" ON "invoices" USING btree ("company_id","dataset","customer_account_id","period_from") WHERE kind = 'INVOICE' and bill_run_id is not null and status <> 'VOID';--> statement-breakpoint
CREATE INDEX "invoices_bill_run_idx" ON "invoices" USING btree ("company_id","dataset","bill_run_id","status");--> statement-breakpoint
CREATE INDEX "unbilled_transactions_invoice_idx" ON "unbilled_transactions" USING btree ("company_id","dataset","invoice_id");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "bill_run_accounts" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "bill_runs" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
-- Issued invoices never change (billing-rules §6): once an invoice is not a DRAFT only its status
-- (payments move it to PART_PAID, PAID, OVERDUE; a rebill to VOID) and its rendered PDF may change,
-- and neither it nor its lines may be deleted. Clearing a whole dataset (seed/clear.ts) says so
-- with the transaction setting wattle.clearing_dataset.
CREATE FUNCTION wattle_issued_invoice_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wattle.clearing_dataset', true) = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF OLD.status <> 'DRAFT' THEN
    IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'status' - 'document_id' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'document_id' - 'updated_at') THEN
      RAISE EXCEPTION 'invoice % is issued and cannot be changed', coalesce(OLD.invoice_number, OLD.id::text) USING ERRCODE = 'WA001';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
-- A delete is refused before it happens; an update after row-level security and the tenant-safe
-- foreign keys have had their say (AFTER triggers fire by name: the RI_ ones first).
CREATE TRIGGER invoices_issued_guard BEFORE DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION wattle_issued_invoice_guard();--> statement-breakpoint
CREATE TRIGGER invoices_issued_update_guard AFTER UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION wattle_issued_invoice_guard();--> statement-breakpoint
CREATE FUNCTION wattle_issued_invoice_line_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wattle.clearing_dataset', true) = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF EXISTS (SELECT 1 FROM invoices i WHERE i.company_id = OLD.company_id AND i.dataset = OLD.dataset AND i.id = OLD.invoice_id AND i.status <> 'DRAFT') THEN
    RAISE EXCEPTION 'the lines of issued invoice % cannot be changed', OLD.invoice_id USING ERRCODE = 'WA001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_lines_issued_guard BEFORE DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION wattle_issued_invoice_line_guard();--> statement-breakpoint
CREATE TRIGGER invoice_lines_issued_update_guard AFTER UPDATE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION wattle_issued_invoice_line_guard();

-- Issue 26 items 2 and 3: the account's payment reference, and payment files.
--
-- The payment reference (the BPAY customer reference number) is the account number's digits and
-- their MOD10V01 (Luhn) check digit: every second digit from the right doubled, digits of the
-- products summed, the check digit what brings the sum to a multiple of ten. One definition, in the
-- database, so bills, statements and payment files can never disagree; NULL when the account
-- number has no digits.
CREATE OR REPLACE FUNCTION wattle_payment_reference(account_number text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN d = '' THEN NULL ELSE d || ((10 - (
    SELECT sum(CASE WHEN w > 9 THEN w - 9 ELSE w END)
    FROM (
      SELECT substr(d, length(d) - i, 1)::integer * (CASE WHEN i % 2 = 0 THEN 2 ELSE 1 END) AS w
      FROM generate_series(0, length(d) - 1) AS i
    ) AS weighted
  ) % 10) % 10)::text END
  FROM (SELECT regexp_replace(account_number, '\D', '', 'g') AS d) AS digits
$$;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD COLUMN "payment_reference" text GENERATED ALWAYS AS (wattle_payment_reference(account_number)) STORED;--> statement-breakpoint
CREATE INDEX "customer_accounts_payment_reference_idx" ON "customer_accounts" USING btree ("company_id","dataset","payment_reference");--> statement-breakpoint
CREATE TABLE "payment_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_lines" integer DEFAULT 0 NOT NULL,
	"duplicate_lines" integer DEFAULT 0 NOT NULL,
	"done_lines" integer DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"error_message" text,
	"finished_at" timestamp with time zone,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_imports_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "payment_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "payment_imports" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"payment_import_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"line_key" text NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"customer_account_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"insert_user" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_lines_dataset_key" UNIQUE("company_id","dataset","id"),
	CONSTRAINT "bank_lines_amount_ck" CHECK ("bank_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_payment_import_id_fk" FOREIGN KEY ("company_id","dataset","payment_import_id") REFERENCES "public"."payment_imports"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_customer_account_id_fk" FOREIGN KEY ("company_id","dataset","customer_account_id") REFERENCES "public"."customer_accounts"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_key_uq" ON "bank_lines" USING btree ("company_id","dataset","line_key");--> statement-breakpoint
CREATE INDEX "bank_lines_import_idx" ON "bank_lines" USING btree ("company_id","dataset","payment_import_id","status","id");--> statement-breakpoint
CREATE INDEX "bank_lines_unmatched_idx" ON "bank_lines" USING btree ("company_id","dataset","payment_date","id") WHERE status = 'UNMATCHED';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_line_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_line_uq" ON "payments" USING btree ("company_id","dataset","bank_line_id") WHERE bank_line_id is not null;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "bank_lines" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));

ALTER TABLE "email_requests" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "email_requests" ADD CONSTRAINT "email_requests_invoice_id_fk" FOREIGN KEY ("company_id","dataset","invoice_id") REFERENCES "public"."invoices"("company_id","dataset","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_requests_invoice_uq" ON "email_requests" USING btree ("company_id","dataset","invoice_id") WHERE invoice_id is not null;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "recipient_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "recipient_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "format" text DEFAULT 'XLSX' NOT NULL;

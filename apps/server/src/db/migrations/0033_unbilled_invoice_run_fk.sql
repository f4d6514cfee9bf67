ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_run_key" UNIQUE("company_id","dataset","id","bill_run_id");--> statement-breakpoint
ALTER TABLE "unbilled_transactions" DROP CONSTRAINT "unbilled_transactions_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "unbilled_transactions" DROP CONSTRAINT "unbilled_transactions_bill_run_id_fk";
--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD CONSTRAINT "unbilled_transactions_invoice_run_ck" CHECK (("unbilled_transactions"."invoice_id" is null) = ("unbilled_transactions"."bill_run_id" is null));--> statement-breakpoint
ALTER TABLE "unbilled_transactions" ADD CONSTRAINT "unbilled_transactions_invoice_run_fk" FOREIGN KEY ("company_id","dataset","invoice_id","bill_run_id") REFERENCES "public"."invoices"("company_id","dataset","id","bill_run_id") ON DELETE cascade ON UPDATE no action;

-- Partial indexes for the dashboard queues that are large at a million customers (issue 7, docs/dashboard.md):
-- their counts read the index only, their pages walk it in the default sort.
CREATE INDEX "customer_accounts_arrears_idx" ON "customer_accounts" USING btree ("company_id","dataset","balance","id") WHERE credit_status in ('ARREARS', 'COLLECTIONS') and account_status <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "customer_accounts_active_idx" ON "customer_accounts" USING btree ("company_id","dataset","account_number") WHERE account_status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "email_requests_waiting_idx" ON "email_requests" USING btree ("company_id","dataset","created_at","id") WHERE request_status not in ('SENT', 'DELIVERED', 'POSTED');--> statement-breakpoint
CREATE INDEX "sms_requests_waiting_idx" ON "sms_requests" USING btree ("company_id","dataset","created_at","id") WHERE status not in ('SENT', 'DELIVERED');
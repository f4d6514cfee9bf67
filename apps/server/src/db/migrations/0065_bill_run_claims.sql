-- Several servers share one bill run (issue 29 item 1): the worker that has taken an account's batch, and until when.
ALTER TABLE "bill_run_accounts" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "bill_run_accounts" ADD COLUMN "claimed_until" timestamp with time zone;

ALTER TABLE "sms_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_requests" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_requests" ADD COLUMN "sending_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_requests" ADD COLUMN "platform_name" text;--> statement-breakpoint
CREATE INDEX "sms_requests_due_idx" ON "sms_requests" USING btree ("company_id","dataset","id") WHERE status = 'NEW';--> statement-breakpoint
CREATE UNIQUE INDEX "sms_requests_provider_message_uq" ON "sms_requests" USING btree ("company_id","dataset","provider_message_id") WHERE provider_message_id is not null;--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"phone_number" text NOT NULL,
	"keyword" text NOT NULL,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_dataset_key" UNIQUE("company_id","dataset","id")
);
--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "sms_opt_outs" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));--> statement-breakpoint
CREATE UNIQUE INDEX "sms_opt_outs_phone_uq" ON "sms_opt_outs" USING btree ("company_id","dataset","phone_number");

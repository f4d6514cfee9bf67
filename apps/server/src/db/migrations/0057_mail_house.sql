ALTER TABLE "posted_mail_items" ADD COLUMN "provider_letter_id" text;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "platform_name" text;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "sending_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "tracking_event" text;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "tracking_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posted_mail_items" ADD COLUMN "error_message" text;--> statement-breakpoint
CREATE INDEX "posted_mail_items_due_idx" ON "posted_mail_items" USING btree ("company_id","dataset","id") WHERE status = 'NEW';--> statement-breakpoint
CREATE UNIQUE INDEX "posted_mail_items_provider_letter_uq" ON "posted_mail_items" USING btree ("company_id","dataset","provider_letter_id") WHERE provider_letter_id is not null;

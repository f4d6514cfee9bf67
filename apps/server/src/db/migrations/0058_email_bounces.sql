CREATE TABLE "email_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_webhook_events_token_uq" ON "email_webhook_events" USING btree ("token");--> statement-breakpoint
CREATE INDEX "email_webhook_events_received_idx" ON "email_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_requests_provider_message_uq" ON "email_requests" USING btree ("company_id","dataset","provider_message_id") WHERE provider_message_id is not null;

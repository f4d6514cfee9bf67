CREATE TABLE "my_account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT (nullif(current_setting('app.company_id', true), ''))::integer NOT NULL,
	"dataset" text DEFAULT nullif(current_setting('app.dataset', true), '') NOT NULL,
	"party_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"issued_by_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "my_account_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "my_account_tokens" ADD CONSTRAINT "my_account_tokens_party_id_fk" FOREIGN KEY ("company_id","dataset","party_id") REFERENCES "public"."parties"("company_id","dataset","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_account_tokens_party_idx" ON "my_account_tokens" USING btree ("company_id","dataset","party_id");--> statement-breakpoint
CREATE POLICY "dataset_isolation" ON "my_account_tokens" AS PERMISSIVE FOR ALL TO "wattle_app" USING (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), '')) WITH CHECK (company_id = (nullif(current_setting('app.company_id', true), ''))::integer and dataset = nullif(current_setting('app.dataset', true), ''));